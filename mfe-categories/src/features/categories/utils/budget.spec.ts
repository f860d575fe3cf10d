import { budgetUsage } from './budget';

describe('budgetUsage', () => {
  it('shows the month so far against the budget', () => {
    expect(budgetUsage('230.50', '500.00')).toEqual({
      percent: 46,
      level: 'ok',
      label: '₵230.50 of ₵500.00',
    });
  });

  it('warns from 80% and says when the budget is passed', () => {
    expect(budgetUsage('399.99', '500').level).toBe('ok');
    expect(budgetUsage('400', '500').level).toBe('near');
    expect(budgetUsage('500', '500').level).toBe('near');
    expect(budgetUsage('650', '500')).toEqual({
      percent: 100,
      level: 'over',
      label: '₵650.00 of ₵500.00',
    });
  });
});
