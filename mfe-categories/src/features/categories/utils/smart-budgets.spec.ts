import { budgetAmount, budgetsSavedText, smartBudgetsIntro } from './smart-budgets';

describe('smartBudgetsIntro', () => {
  it('names the months and how many there are', () => {
    expect(smartBudgetsIntro('Jun–Aug 2024', ['2024-06', '2024-07', '2024-08'])).toBe(
      'From your spending in Jun–Aug 2024 (the last three full months), rounded up.',
    );
    expect(smartBudgetsIntro('Jul–Aug 2024', ['2024-07', '2024-08'])).toBe(
      'From your spending in Jul–Aug 2024 (the last 2 full months), rounded up.',
    );
    expect(smartBudgetsIntro('Aug 2024', ['2024-08'])).toBe(
      'From your spending in Aug 2024 (the last full month), rounded up.',
    );
  });
});

describe('budgetAmount', () => {
  it('leaves out the pesewas of a whole amount only', () => {
    expect(budgetAmount('300.00')).toBe('₵300');
    expect(budgetAmount('1500')).toBe('₵1,500');
    expect(budgetAmount('299.50')).toBe('₵299.50');
  });
});

describe('budgetsSavedText', () => {
  it('counts the budgets', () => {
    expect(budgetsSavedText(1)).toBe('1 budget set from your spending.');
    expect(budgetsSavedText(4)).toBe('4 budgets set from your spending.');
  });
});
