import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Category } from './category.entity';
import { DEFAULT_CATEGORIES } from './default-categories';

@Injectable()
export class CategoriesService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  // Idempotent: a user who already has a default keeps it (and any budget set on it).
  async ensureDefaults(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(Category)
      .values(
        DEFAULT_CATEGORIES.map((category) => ({
          userId,
          name: category.name,
          type: category.type,
          color: category.color,
          icon: category.icon,
          monthlyBudget: null,
          isDefault: true,
          defaultKey: category.key,
        })),
      )
      .orIgnore()
      .execute();
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
