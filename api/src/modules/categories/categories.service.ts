import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Category } from './category.entity';
import { DEFAULT_CATEGORIES } from './default-categories';

@Injectable()
export class CategoriesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  // Idempotent: a user who already has a default keeps it (and any budget set on it). Only an
  // already-seeded default (same key) is skipped by the conflict clause; a default whose name the
  // user already gave a category of their own (same type, any case) is not added: the user's
  // category stays, and that default's rules leave its rows uncategorised.
  async ensureDefaults(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    const defaults = DEFAULT_CATEGORIES.map(({ name, type, color, icon, key }) => ({
      name,
      type,
      color,
      icon,
      key,
    }));
    await manager.query(
      `INSERT INTO categories (user_id, name, type, color, icon, monthly_budget, is_default, default_key)
       SELECT $1, d.name, d.type, d.color, d.icon, NULL, true, d.key
         FROM jsonb_to_recordset($2::jsonb) AS d(name text, type text, color text, icon text, key text)
        WHERE NOT EXISTS (SELECT 1 FROM categories c
                           WHERE c.user_id = $1 AND c.type = d.type AND lower(c.name) = lower(d.name))
       ON CONFLICT (user_id, default_key) WHERE default_key IS NOT NULL DO NOTHING`,
      [userId, JSON.stringify(defaults)],
    );
  }

  // The user's default categories by key, for the categorisation stage.
  async defaultIdsByKey(userId: string, manager: EntityManager = this.db.manager) {
    await this.ensureDefaults(userId, manager);
    const rows = await manager.getRepository(Category).find({
      select: { id: true, defaultKey: true },
      where: { userId, isDefault: true },
    });
    return new Map(
      rows.flatMap((row) => (row.defaultKey ? [[row.defaultKey, row.id] as const] : [])),
    );
  }
}
