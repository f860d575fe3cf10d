import { PLANS, aPlan } from '../../../testing/plans';
import { perMonthHint, planPrice, savingLabel } from './plan-display';

describe('plan display', () => {
  it('shows whole cedis when the price has no pesewas, else two decimals', () => {
    expect(planPrice('60.00')).toBe('₵60');
    expect(planPrice('17.50')).toBe('₵17.50');
    expect(planPrice('1200.00')).toBe('₵1,200');
    expect(planPrice(120)).toBe('₵120');
  });

  it('spreads the whole price over the months', () => {
    expect(PLANS.map(perMonthHint)).toEqual([
      '₵25 a month',
      '₵20 a month',
      '₵17.50 a month',
      '₵15 a month',
    ]);
  });

  it('labels a saving only for a longer plan that costs less than its months', () => {
    expect(PLANS.map(savingLabel)).toEqual([null, 'Save ₵15', 'Save ₵45', 'Save ₵120']);
    expect(savingLabel(aPlan(3, '75.00'))).toBeNull();
    expect(savingLabel(aPlan(3, '74.50'))).toBe('Save ₵0.50');
  });
});
