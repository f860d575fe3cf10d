import {
  type Category,
  type CategoryType,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from '@sikalens/api-client';

const NAME_MAX_LENGTH = 100;

// Spec section 5, word for word; the API answers with the same messages.
const CATEGORY_FORM_MESSAGES = {
  nameRequired: 'Category name is required',
  nameTooLong: `Category name must be at most ${NAME_MAX_LENGTH} characters`,
  color: 'Invalid color format',
  icon: 'Category icon must be 1 to 50 characters',
  budget: 'Budget must be positive',
} as const;

export type CategoryForm = {
  name: string;
  type: CategoryType;
  color: string;
  icon: string;
  monthlyBudget: string;
};
export type CategoryField = keyof CategoryForm;
export type CategoryFormErrors = Partial<Record<CategoryField, string>>;

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
// The API's numeric(14, 2): at most 12 digits before the point and 2 after.
const BUDGET = /^\d{1,12}(\.\d{1,2})?$/;

const DEFAULTS: Record<CategoryType, Pick<CategoryForm, 'color' | 'icon'>> = {
  expense: { color: '#3B82F6', icon: 'tag' },
  income: { color: '#22C55E', icon: 'banknote' },
};

export function emptyCategoryForm(type: CategoryType): CategoryForm {
  return { name: '', type, ...DEFAULTS[type], monthlyBudget: '' };
}

export function formFromCategory(category: Category): CategoryForm {
  return {
    name: category.name,
    type: category.type,
    color: category.color.toUpperCase(),
    icon: category.icon,
    monthlyBudget: category.monthlyBudget ?? '',
  };
}

// "ef4444" or "#ef4444" typed by hand becomes "#EF4444"; anything else is left for validation.
export function normaliseColor(text: string): string {
  const trimmed = text.trim();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(withHash) ? withHash.toUpperCase() : trimmed;
}

export function isHexColor(text: string): boolean {
  return HEX_COLOR.test(text);
}

// "1,500" and "1 500" are how people write amounts; the API wants "1500".
function normaliseBudget(text: string): string {
  return text.replace(/[\s,]/g, '');
}

// The budget the API is sent for what was typed; null for none.
export function budgetValue(text: string): string | null {
  const budget = normaliseBudget(text);
  return budget === '' ? null : budget;
}

// A typed budget's message (empty is no budget, and fine), as every budget field says it.
function budgetError(text: string): string | undefined {
  const budget = normaliseBudget(text);
  if (budget === '') return undefined;
  return BUDGET.test(budget) && /[1-9]/.test(budget) ? undefined : CATEGORY_FORM_MESSAGES.budget;
}

// A budget that must be there (Smart Budgets): empty is refused with the same message.
export function requiredBudgetError(text: string): string | undefined {
  return budgetValue(text) === null ? CATEGORY_FORM_MESSAGES.budget : budgetError(text);
}

// A default category's budget: the one field a default lets the user change.
export function toBudgetRequest(form: Pick<CategoryForm, 'monthlyBudget'>): {
  monthlyBudget: string | null;
} {
  return { monthlyBudget: budgetValue(form.monthlyBudget) };
}

export function validateCategoryForm(
  form: CategoryForm,
  { withBudget = true }: { withBudget?: boolean } = {},
): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = CATEGORY_FORM_MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = CATEGORY_FORM_MESSAGES.nameTooLong;
  if (!HEX_COLOR.test(normaliseColor(form.color))) errors.color = CATEGORY_FORM_MESSAGES.color;
  if (form.icon.length < 1 || form.icon.length > 50) errors.icon = CATEGORY_FORM_MESSAGES.icon;
  if (withBudget) {
    const budget = budgetError(form.monthlyBudget);
    if (budget) errors.monthlyBudget = budget;
  }
  return errors;
}

export function toCreateRequest(
  form: CategoryForm,
  { withBudget = true }: { withBudget?: boolean } = {},
): CreateCategoryRequest {
  const budget = normaliseBudget(form.monthlyBudget);
  return {
    name: form.name.trim(),
    type: form.type,
    color: normaliseColor(form.color),
    icon: form.icon,
    ...(withBudget && budget !== '' ? { monthlyBudget: budget } : {}),
  };
}

// Only what changed is sent; an emptied budget is cleared with null.
export function toUpdateRequest(form: CategoryForm, category: Category): UpdateCategoryRequest {
  const before = formFromCategory(category);
  const after = toCreateRequest(form);
  const body: UpdateCategoryRequest = {};
  if (after.name !== before.name) body.name = after.name;
  if (after.type !== before.type) body.type = after.type;
  if (after.color !== before.color) body.color = after.color;
  if (after.icon !== before.icon) body.icon = after.icon;
  const budget = after.monthlyBudget ?? null;
  const budgetBefore = category.monthlyBudget;
  if (budget === null ? budgetBefore !== null : Number(budget) !== Number(budgetBefore)) {
    body.monthlyBudget = budget;
  }
  return body;
}
