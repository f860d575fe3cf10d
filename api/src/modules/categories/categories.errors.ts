import { AppError } from '../../common/errors/app-error';
import { validationFailed } from '../../common/errors/common.errors';

const CategoryErrorCode = {
  CATEGORY_NOT_FOUND: 'CATEGORY_NOT_FOUND',
  CATEGORY_READ_ONLY: 'CATEGORY_READ_ONLY',
  CATEGORY_EXISTS: 'CATEGORY_EXISTS',
  CATEGORY_IN_USE: 'CATEGORY_IN_USE',
} as const;

// Spec section 5 wording where it has one.
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameTooLong: 'Category name must be at most 100 characters',
  type: 'Category type must be income or expense',
  color: 'Invalid color format',
  icon: 'Category icon must be 1 to 50 characters',
  budget: 'Budget must be positive',
} as const;

export const invalidBudget = () => validationFailed(CATEGORY_MESSAGES.budget, 'monthlyBudget');

// Also for another user's category: whose it is stays unsaid.
export const categoryNotFound = () =>
  new AppError(404, CategoryErrorCode.CATEGORY_NOT_FOUND, 'Category not found.');

export const categoryReadOnly = () =>
  new AppError(
    403,
    CategoryErrorCode.CATEGORY_READ_ONLY,
    'Default categories keep their name, colour and icon, and cannot be deleted. You can set their monthly budget, or create your own category instead.',
  );

// A default income category (Salary, MoMo received…) has nothing to budget.
export const incomeBudget = () =>
  validationFailed('Budgets are for expense categories.', 'monthlyBudget');

export const categoryExists = (type: string) =>
  new AppError(
    409,
    CategoryErrorCode.CATEGORY_EXISTS,
    `You already have an ${type} category with this name.`,
    {},
    'name',
  );

export const categoryTypeInUse = () =>
  new AppError(
    409,
    CategoryErrorCode.CATEGORY_IN_USE,
    'This category has transactions, so its type cannot change. Create a new category instead.',
    {},
    'type',
  );
