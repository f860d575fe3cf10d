// Spec section 3: category icons and the 18-colour palette, red to grey.
type CategoryIcon =
  | 'tag'
  | 'banknote'
  | 'briefcase'
  | 'trending-up'
  | 'gift'
  | 'plus-circle'
  | 'utensils'
  | 'car'
  | 'shopping-bag'
  | 'receipt'
  | 'heart'
  | 'music'
  | 'book'
  | 'minus-circle'
  | 'home'
  | 'smartphone'
  | 'coffee'
  | 'gamepad';

type CategoryColor =
  | '#EF4444'
  | '#F97316'
  | '#F59E0B'
  | '#EAB308'
  | '#84CC16'
  | '#22C55E'
  | '#10B981'
  | '#14B8A6'
  | '#06B6D4'
  | '#0EA5E9'
  | '#3B82F6'
  | '#6366F1'
  | '#8B5CF6'
  | '#A855F7'
  | '#D946EF'
  | '#EC4899'
  | '#F43F5E'
  | '#6B7280';

export type CategoryType = 'income' | 'expense';

export type DefaultCategory = {
  // Stable key the rules engine refers to; names may be renamed per locale later.
  key: string;
  name: string;
  type: CategoryType;
  color: CategoryColor;
  icon: CategoryIcon;
};

// Every user starts with these (spec: the titled names, plus the MoMo staples data and transfers).
export const DEFAULT_CATEGORIES = [
  { key: 'food', name: 'Food & Dining', type: 'expense', color: '#F97316', icon: 'utensils' },
  { key: 'transport', name: 'Transportation', type: 'expense', color: '#0EA5E9', icon: 'car' },
  { key: 'data', name: 'Data & Airtime', type: 'expense', color: '#8B5CF6', icon: 'smartphone' },
  {
    key: 'utilities',
    name: 'Bills & Utilities',
    type: 'expense',
    color: '#EAB308',
    icon: 'receipt',
  },
  { key: 'shopping', name: 'Shopping', type: 'expense', color: '#EC4899', icon: 'shopping-bag' },
  { key: 'entertainment', name: 'Entertainment', type: 'expense', color: '#D946EF', icon: 'music' },
  { key: 'education', name: 'Education', type: 'expense', color: '#3B82F6', icon: 'book' },
  { key: 'health', name: 'Healthcare', type: 'expense', color: '#EF4444', icon: 'heart' },
  { key: 'transfer', name: 'Transfers', type: 'expense', color: '#14B8A6', icon: 'banknote' },
  { key: 'cash', name: 'Cash Withdrawal', type: 'expense', color: '#84CC16', icon: 'banknote' },
  { key: 'other', name: 'Other Expenses', type: 'expense', color: '#6B7280', icon: 'minus-circle' },
  { key: 'salary', name: 'Salary', type: 'income', color: '#22C55E', icon: 'briefcase' },
  { key: 'business', name: 'Business', type: 'income', color: '#10B981', icon: 'trending-up' },
  { key: 'investment', name: 'Investment', type: 'income', color: '#06B6D4', icon: 'trending-up' },
  { key: 'gift', name: 'Gift', type: 'income', color: '#F43F5E', icon: 'gift' },
  { key: 'transfer_in', name: 'Transfers In', type: 'income', color: '#6366F1', icon: 'banknote' },
  {
    key: 'other_income',
    name: 'Other Income',
    type: 'income',
    color: '#A855F7',
    icon: 'plus-circle',
  },
] as const satisfies readonly DefaultCategory[];

export type DefaultCategoryKey = (typeof DEFAULT_CATEGORIES)[number]['key'];
