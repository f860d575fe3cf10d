import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { isUniqueViolation } from '../../common/database/pg-errors';
import { TransactionContext } from '../../common/database/transaction-context';
import { validationFailed } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import {
  CATEGORY_DELETING,
  CATEGORY_RETYPED,
  HISTORY_WINDOW_ASKED,
  publish,
  publishForAnswers,
  SPENDING_CHANGED,
} from '../../common/events/domain-events';
import {
  categoryExists,
  categoryNotFound,
  categoryReadOnly,
  categoryTypeInUse,
  incomeBudget,
  invalidBudget,
} from './categories.errors';
import {
  CategoriesRepository,
  type CategoryChanges,
  type CategoryRow,
  type OwnedCategory,
} from './categories.repository';
import type { CategoryDto, DeletedCategoryDto, RestoredDefaultsDto } from './dto/category.dto';
import type { CreateCategoryDto, SaveBudgetsDto, UpdateCategoryDto } from './dto/save-category.dto';
import { DEFAULT_CATEGORIES, type CategoryType } from './default-categories';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNIQUE_NAME = 'categories_user_type_name';
const DEFAULT_COLOR = '#6B7280';
const DEFAULT_ICON = 'tag';
// numeric(14, 2): at most 12 digits before the point.
const BUDGET = /^(\d{1,12})(\.\d{1,2})?$/;

// A positive decimal with at most two places, as text; null clears it.
function parseBudget(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') throw invalidBudget();
  const match = BUDGET.exec(text.trim());
  if (!match || !/[1-9]/.test(text)) throw invalidBudget();
  return text.trim();
}

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
    private readonly categories: CategoriesRepository,
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
    return this.categories.insertMissingDefaults(userId, defaults);
  }

  // The user's default categories by key, for the categorisation stage.
  async defaultIdsByKey(userId: string) {
    await this.ensureDefaults(userId);
    const rows = await this.categories.defaultsOf(userId);
    return new Map(
      rows.flatMap((row) => (row.default_key ? [[row.default_key, row.id] as const] : [])),
    );
  }

  // With each category's transaction count and this calendar month's total (Ghana time), in SQL,
  // over the transactions the caller may see (the free plan's history window, issue 30): the
  // same rows as their history, insights and uncategorised list.
  async list(auth: AuthContext, id?: string): Promise<CategoryDto[]> {
    const visibleFrom = await this.visibleFrom(auth.userId);
    const rows = await this.categories.listWithTotals(auth.userId, visibleFrom, id || undefined);
    return rows.map(toDto);
  }

  // The first day the user may see ('YYYY-MM-DD'), null for everything: PlanLimits.historyFrom,
  // which users (building on categories, so not importable here) answers.
  private async visibleFrom(userId: string): Promise<string | null> {
    const answers = await publishForAnswers(this.events, HISTORY_WINDOW_ASKED, { userId });
    const [from] = answers;
    if (answers.length !== 1 || (from !== null && typeof from !== 'string')) {
      throw new Error(`${HISTORY_WINDOW_ASKED} had ${answers.length} answers, not one day`);
    }
    return from;
  }

  async create(auth: AuthContext, body: CreateCategoryDto): Promise<CategoryDto> {
    const monthlyBudget = parseBudget(body.monthlyBudget);
    try {
      const savedId = await this.categories.insert({
        userId: auth.userId,
        name: body.name,
        type: body.type,
        color: (body.color ?? DEFAULT_COLOR).toUpperCase(),
        icon: body.icon ?? DEFAULT_ICON,
        monthlyBudget,
      });
      return this.one(auth, savedId);
    } catch (error) {
      if (isUniqueViolation(error, UNIQUE_NAME)) throw categoryExists(body.type);
      throw error;
    }
  }

  async update(auth: AuthContext, id: string, body: UpdateCategoryDto): Promise<CategoryDto> {
    const changes: CategoryChanges = {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.color !== undefined) changes.color = body.color.toUpperCase();
    if (body.icon !== undefined) changes.icon = body.icon;
    if (body.monthlyBudget !== undefined) changes.monthlyBudget = parseBudget(body.monthlyBudget);
    const type = body.type;
    try {
      await this.tx.run(async () => {
        const category = await this.owned(auth.userId, id);
        // A default keeps its name, colour, icon and type (issue 29: only its budget is the
        // user's); sending them unchanged is no change.
        if (category.is_default) {
          const renamed =
            (changes.name !== undefined && changes.name !== category.name) ||
            (changes.color !== undefined && changes.color !== category.color.toUpperCase()) ||
            (changes.icon !== undefined && changes.icon !== category.icon) ||
            (type !== undefined && type !== category.type);
          if (renamed) throw categoryReadOnly();
          if (changes.monthlyBudget && category.type !== 'expense') throw incomeBudget();
          delete changes.name;
          delete changes.color;
          delete changes.icon;
        }
        if (type !== undefined && type !== category.type) {
          if (await this.categories.isInUse(auth.userId, id)) throw categoryTypeInUse();
          // Rules learned for the other direction would now point the wrong way (categorisation
          // forgets them).
          await publish(this.events, CATEGORY_RETYPED, { userId: auth.userId, categoryId: id });
          changes.type = type;
        }
        if (Object.keys(changes).length > 0) {
          await this.categories.update(auth.userId, id, changes);
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

  // Budgets of several expense categories (defaults or not) at once, in one transaction: a bad
  // budget, an income category or one named twice saves none. Budget alerts re-check once.
  async saveBudgets(auth: AuthContext, body: SaveBudgetsDto): Promise<CategoryDto[]> {
    const budgets = body.budgets.map((change) => ({
      id: change.categoryId,
      budget: parseBudget(change.monthlyBudget),
    }));
    if (new Set(budgets.map((b) => b.id)).size !== budgets.length) {
      throw validationFailed('Each category can have one budget.', 'budgets');
    }
    await this.tx.run(async () => {
      for (const { id, budget } of budgets) {
        const category = await this.owned(auth.userId, id);
        if (budget !== null && category.type !== 'expense') throw incomeBudget();
        await this.categories.update(auth.userId, id, { monthlyBudget: budget });
      }
    });
    await publish(this.events, SPENDING_CHANGED, { userId: auth.userId });
    const saved = new Set(budgets.map((b) => b.id));
    return (await this.list(auth)).filter((category) => saved.has(category.id));
  }

  // Its transactions become uncategorised (and open to the rules again); its learned rules go.
  // The reply counts them as the list counted the category's (issue 30): the rows the caller may
  // see, the figure the delete dialog warned of. Rows hidden by the free plan's window are
  // uncategorised too, unspoken, as they were uncounted.
  async remove(auth: AuthContext, id: string): Promise<DeletedCategoryDto> {
    return this.tx.run(async () => {
      const category = await this.owned(auth.userId, id);
      if (category.is_default) throw categoryReadOnly();
      const visibleFrom = await this.visibleFrom(auth.userId);
      // Transactions uncategorises the category's rows and answers how many the caller may see.
      const answers = await publishForAnswers(this.events, CATEGORY_DELETING, {
        userId: auth.userId,
        categoryId: id,
        visibleFrom,
      });
      // Exactly one answer, a count: without the subscriber the foreign key would still clear
      // the rows' category but leave them closed to the rules, and the reply would say 0.
      const [uncategorisedCount] = answers;
      if (answers.length !== 1 || typeof uncategorisedCount !== 'number') {
        throw new Error(`${CATEGORY_DELETING} had ${answers.length} answers, not one count`);
      }
      await this.categories.delete(auth.userId, id);
      return { uncategorisedCount };
    });
  }

  async restoreDefaults(auth: AuthContext): Promise<RestoredDefaultsDto> {
    return { createdCount: await this.ensureDefaults(auth.userId) };
  }

  // Whether the category is the user's (the history's category filter).
  async isOwned(userId: string, id: string): Promise<boolean> {
    return (await this.categories.findOwned(userId, id)) !== undefined;
  }

  // The category a transaction is being put in: by id, by a default's key or by name (case
  // ignored; where an income and an expense category share the name, `preferType`'s wins).
  async resolveChoice(
    userId: string,
    input: CategoryChoiceInput,
    preferType: CategoryType | null,
  ): Promise<OwnedCategory> {
    const wanted = (input.categoryId ?? input.category ?? '').trim();
    if (wanted === '') {
      throw validationFailed('Choose a category for this transaction.', choiceField(input));
    }
    let found: OwnedCategory | null = null;
    if (UUID.test(wanted)) {
      found = (await this.categories.findOwned(userId, wanted)) ?? null;
    } else if (input.categoryId === undefined) {
      const candidates = await this.categories.findByKeyOrName(
        userId,
        wanted.toLowerCase(),
        wanted,
      );
      found =
        candidates.find((c) => c.default_key === wanted.toLowerCase() && c.type === preferType) ??
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

  // The caller's category, its row locked until the transaction ends.
  private async owned(userId: string, id: string): Promise<OwnedCategory> {
    const category = await this.categories.lockOwned(userId, id);
    if (category === undefined) throw categoryNotFound();
    return category;
  }
}
