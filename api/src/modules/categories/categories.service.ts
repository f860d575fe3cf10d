import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { TransactionContext } from '../../common/database/transaction-context';
import { validationFailed } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { publish, SPENDING_CHANGED } from '../../common/events/domain-events';
import {
  categoryExists,
  categoryNotFound,
  categoryReadOnly,
  categoryTypeInUse,
  invalidBudget,
} from './categories.errors';
import { Category } from './category.entity';
import type { CategoryDto, DeletedCategoryDto, RestoredDefaultsDto } from './dto/category.dto';
import type { CreateCategoryDto, UpdateCategoryDto } from './dto/save-category.dto';
import { DEFAULT_CATEGORIES, type CategoryType } from './default-categories';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_NAME = 'categories_user_type_name';
const DEFAULT_COLOR = '#6B7280';
const DEFAULT_ICON = 'tag';
// numeric(14, 2): at most 12 digits before the point.
const BUDGET = /^(\d{1,12})(\.\d{1,2})?$/;

// A positive decimal with at most two places, as text; null clears it.
export function parseBudget(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') throw invalidBudget();
  const match = BUDGET.exec(text.trim());
  if (!match || !/[1-9]/.test(text)) throw invalidBudget();
  return text.trim();
}

type CategoryRow = {
  id: string;
  name: string;
  type: CategoryType;
  color: string;
  icon: string;
  monthly_budget: string | null;
  is_default: boolean;
  transaction_count: number;
  month_total: string;
};

const toDto = (row: CategoryRow): CategoryDto => ({
  id: row.id,
  name: row.name,
  type: row.type,
  color: row.color,
  icon: row.icon,
  monthlyBudget: row.monthly_budget,
  isDefault: row.is_default,
  transactionCount: row.transaction_count,
  monthTotal: row.month_total,
});

export type CategoryChoiceInput = { categoryId?: string; category?: string };

// The request field a category choice came in, for a validation error's `field`.
export const choiceField = (input: CategoryChoiceInput): 'categoryId' | 'category' =>
  input.categoryId !== undefined ? 'categoryId' : 'category';

@Injectable()
export class CategoriesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: EventEmitter2,
    private readonly tx: TransactionContext,
  ) {}

  // Idempotent: a user who already has a default keeps it (and any budget set on it). Only an
  // already-seeded default (same key) is skipped by the conflict clause; a default whose name the
  // user already gave a category of their own (same type, any case) is not added: the user's
  // category stays, and that default's rules leave its rows uncategorised. Returns how many were
  // added. In the caller's transaction, if any (registration, an import).
  async ensureDefaults(userId: string): Promise<number> {
    const defaults = DEFAULT_CATEGORIES.map(({ name, type, color, icon, key }) => ({
      name,
      type,
      color,
      icon,
      key,
    }));
    const added: unknown[] = await this.tx.manager.query(
      `INSERT INTO categories (user_id, name, type, color, icon, monthly_budget, is_default, default_key)
       SELECT $1, d.name, d.type, d.color, d.icon, NULL, true, d.key
         FROM jsonb_to_recordset($2::jsonb) AS d(name text, type text, color text, icon text, key text)
        WHERE NOT EXISTS (SELECT 1 FROM categories c
                           WHERE c.user_id = $1 AND c.type = d.type AND lower(c.name) = lower(d.name))
       ON CONFLICT (user_id, default_key) WHERE default_key IS NOT NULL DO NOTHING
       RETURNING 1`,
      [userId, JSON.stringify(defaults)],
    );
    return added.length;
  }

  // The user's default categories by key, for the categorisation stage.
  async defaultIdsByKey(userId: string) {
    await this.ensureDefaults(userId);
    const rows = await this.tx.manager.getRepository(Category).find({
      select: { id: true, defaultKey: true },
      where: { userId, isDefault: true },
    });
    return new Map(
      rows.flatMap((row) => (row.defaultKey ? [[row.defaultKey, row.id] as const] : [])),
    );
  }

  // With each category's transaction count and this calendar month's total (Ghana time), in SQL.
  async list(auth: AuthContext, id?: string): Promise<CategoryDto[]> {
    const rows: CategoryRow[] = await this.db.query(
      `SELECT c.id, c.name, c.type, c.color, c.icon, c.monthly_budget, c.is_default,
              coalesce(s.count, 0)::int AS transaction_count,
              round(coalesce(s.month_total, 0), 2)::text AS month_total
         FROM categories c
         LEFT JOIN (
           SELECT category_id, count(*) AS count,
                  abs(sum(amount) FILTER (
                    WHERE date_time >= date_trunc('month', now() AT TIME ZONE 'Africa/Accra'))) AS month_total
             FROM transactions
            WHERE user_id = $1 AND category_id IS NOT NULL ${id ? 'AND category_id = $2' : ''}
            GROUP BY category_id) s ON s.category_id = c.id
        WHERE c.user_id = $1 ${id ? 'AND c.id = $2' : ''}
        ORDER BY c.type, lower(c.name)`,
      id ? [auth.userId, id] : [auth.userId],
    );
    return rows.map(toDto);
  }

  async create(auth: AuthContext, body: CreateCategoryDto): Promise<CategoryDto> {
    const monthlyBudget = parseBudget(body.monthlyBudget);
    try {
      const saved = await this.db.getRepository(Category).save({
        userId: auth.userId,
        name: body.name,
        type: body.type,
        color: (body.color ?? DEFAULT_COLOR).toUpperCase(),
        icon: body.icon ?? DEFAULT_ICON,
        monthlyBudget,
        isDefault: false,
        defaultKey: null,
      });
      return this.one(auth, saved.id);
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_NAME)) throw categoryExists(body.type);
      throw error;
    }
  }

  async update(auth: AuthContext, id: string, body: UpdateCategoryDto): Promise<CategoryDto> {
    const changes: Partial<Category> = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.color !== undefined) changes.color = body.color.toUpperCase();
    if (body.icon !== undefined) changes.icon = body.icon;
    if (body.monthlyBudget !== undefined) changes.monthlyBudget = parseBudget(body.monthlyBudget);
    const type = body.type;
    try {
      await this.tx.run(async () => {
        const category = await this.owned(auth.userId, id, true);
        if (category.isDefault) throw categoryReadOnly();
        if (type !== undefined && type !== category.type) {
          const [row] = await this.tx.manager.query<{ used: boolean }[]>(
            'SELECT EXISTS (SELECT 1 FROM transactions WHERE user_id = $1 AND category_id = $2) AS used',
            [auth.userId, id],
          );
          if (row?.used) throw categoryTypeInUse();
          // Rules learned for the other direction would now point the wrong way.
          await this.tx.manager.query('DELETE FROM category_rules WHERE category_id = $1', [id]);
          changes.type = type;
        }
        if (Object.keys(changes).length > 0) {
          await this.tx.manager
            .getRepository(Category)
            .update({ id, userId: auth.userId }, changes);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_NAME)) throw categoryExists(type ?? 'expense');
      throw error;
    }
    // A lower budget may cross a budget alert's threshold (modules/alerts).
    if (changes.monthlyBudget !== undefined) {
      await publish(this.events, SPENDING_CHANGED, { userId: auth.userId });
    }
    return this.one(auth, id);
  }

  // Its transactions become uncategorised (and open to the rules again); its learned rules go.
  async remove(auth: AuthContext, id: string): Promise<DeletedCategoryDto> {
    return this.tx.run(async () => {
      const category = await this.owned(auth.userId, id, true);
      if (category.isDefault) throw categoryReadOnly();
      const [, uncategorisedCount] = await this.tx.manager.query<[unknown, number]>(
        `UPDATE transactions SET category_id = NULL, categorised_by = NULL
          WHERE user_id = $1 AND category_id = $2`,
        [auth.userId, id],
      );
      await this.tx.manager.getRepository(Category).delete({ id, userId: auth.userId });
      return { uncategorisedCount };
    });
  }

  async restoreDefaults(auth: AuthContext): Promise<RestoredDefaultsDto> {
    return { createdCount: await this.ensureDefaults(auth.userId) };
  }

  // The category a transaction is being put in: by id, by a default's key or by name (case
  // ignored; where an income and an expense category share the name, `preferType`'s wins).
  async resolveChoice(
    userId: string,
    input: CategoryChoiceInput,
    preferType: CategoryType | null,
  ): Promise<Category> {
    const wanted = (input.categoryId ?? input.category ?? '').trim();
    if (wanted === '') {
      throw validationFailed('Choose a category for this transaction.', choiceField(input));
    }
    const repository = this.tx.manager.getRepository(Category);
    let found: Category | null = null;
    if (UUID.test(wanted)) {
      found = await repository.findOneBy({ id: wanted, userId });
    } else if (input.categoryId === undefined) {
      const candidates = await repository
        .createQueryBuilder('c')
        .where('c.user_id = :userId', { userId })
        .andWhere('(c.default_key = :key OR lower(c.name) = lower(:name))', {
          key: wanted.toLowerCase(),
          name: wanted,
        })
        .getMany();
      found =
        candidates.find((c) => c.defaultKey === wanted.toLowerCase() && c.type === preferType) ??
        candidates.find((c) => c.type === preferType) ??
        candidates[0] ??
        null;
    }
    // Another user's category reads the same as one that does not exist.
    if (found === null) {
      throw validationFailed('Choose one of your categories.', choiceField(input));
    }
    return found;
  }

  private async one(auth: AuthContext, id: string): Promise<CategoryDto> {
    const [category] = await this.list(auth, id);
    if (!category) throw categoryNotFound();
    return category;
  }

  private async owned(userId: string, id: string, lock = false): Promise<Category> {
    const category = await this.tx.manager.getRepository(Category).findOne({
      where: { id, userId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (category === null) throw categoryNotFound();
    return category;
  }
}
