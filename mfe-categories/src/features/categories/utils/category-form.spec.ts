import { aCategory } from '../../../testing/render-page';
import {
  emptyCategoryForm,
  formFromCategory,
  normaliseColor,
  requiredBudgetError,
  toBudgetRequest,
  toCreateRequest,
  toUpdateRequest,
  validateCategoryForm,
} from './category-form';

const form = (overrides = {}) => ({
  ...emptyCategoryForm('expense'),
  name: 'Chop money',
  ...overrides,
});

describe('validateCategoryForm', () => {
  it('accepts a named category with a palette colour and no budget', () => {
    expect(validateCategoryForm(form())).toEqual({});
  });

  it("uses the spec's messages", () => {
    expect(validateCategoryForm(form({ name: '   ' })).name).toBe('Category name is required');
    expect(validateCategoryForm(form({ name: 'x'.repeat(100) })).name).toBeUndefined();
    expect(validateCategoryForm(form({ name: 'x'.repeat(101) })).name).toBe(
      'Category name must be at most 100 characters',
    );
    expect(validateCategoryForm(form({ color: '#12345' })).color).toBe('Invalid color format');
    expect(validateCategoryForm(form({ color: 'red' })).color).toBe('Invalid color format');
    expect(validateCategoryForm(form({ icon: '' })).icon).toBe(
      'Category icon must be 1 to 50 characters',
    );
  });

  it.each(['0', '0.00', '-5', 'abc', '1.234', '1e3', '1234567890123'])(
    'refuses the budget %p',
    (monthlyBudget) => {
      expect(validateCategoryForm(form({ monthlyBudget })).monthlyBudget).toBe(
        'Budget must be positive',
      );
    },
  );

  it.each(['500', '0.50', '1,500.25', ' 200 '])('accepts the budget %p', (monthlyBudget) => {
    expect(validateCategoryForm(form({ monthlyBudget }))).toEqual({});
  });

  it('ignores the budget where the form has none (the categorise screen)', () => {
    expect(validateCategoryForm(form({ monthlyBudget: '-1' }), { withBudget: false })).toEqual({});
  });
});

describe('requests', () => {
  it('trims the name, upper-cases a hand-typed colour and leaves out an empty budget', () => {
    expect(toCreateRequest(form({ name: '  Trotro ', color: '0ea5e9', icon: 'car' }))).toEqual({
      name: 'Trotro',
      type: 'expense',
      color: '#0EA5E9',
      icon: 'car',
    });
    expect(toCreateRequest(form({ monthlyBudget: '1,500' })).monthlyBudget).toBe('1500');
    expect(normaliseColor('#12')).toBe('#12');
  });

  it('sends only what changed on edit, and null to clear a budget', () => {
    const category = aCategory({ name: 'Trotro', monthlyBudget: '200.00', color: '#0EA5E9' });
    const unchanged = formFromCategory(category);
    expect(toUpdateRequest(unchanged, category)).toEqual({});
    expect(toUpdateRequest({ ...unchanged, monthlyBudget: '200' }, category)).toEqual({});
    expect(
      toUpdateRequest({ ...unchanged, name: 'Bus fares', monthlyBudget: '' }, category),
    ).toEqual({ name: 'Bus fares', monthlyBudget: null });
    expect(toUpdateRequest({ ...unchanged, type: 'income', icon: 'car' }, category)).toEqual({
      type: 'income',
      icon: 'car',
    });
  });
});

describe('budgets alone', () => {
  it("sends a default's budget, or null to clear it", () => {
    expect(toBudgetRequest({ monthlyBudget: ' 1,200.50 ' })).toEqual({ monthlyBudget: '1200.50' });
    expect(toBudgetRequest({ monthlyBudget: '  ' })).toEqual({ monthlyBudget: null });
  });

  it('refuses a missing budget where one is needed, with the same message', () => {
    expect(requiredBudgetError('450')).toBeUndefined();
    expect(requiredBudgetError('')).toBe('Budget must be positive');
    expect(requiredBudgetError('0')).toBe('Budget must be positive');
  });
});
