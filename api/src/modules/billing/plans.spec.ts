import { cedisOf, monthlyPriceMinor, PLANS, planById } from './plans';

describe('Pro plans', () => {
  it('are the pricing table: 1, 3, 6 and 12 months at GHS 25, 60, 105 and 180', () => {
    expect(PLANS.map((plan) => [plan.durationMonths, cedisOf(plan.amountMinor)])).toEqual([
      [1, '25.00'],
      [3, '60.00'],
      [6, '105.00'],
      [12, '180.00'],
    ]);
  });

  it('save what the table says against the monthly price (GHS 15, 45, 120)', () => {
    const savings = PLANS.map((plan) =>
      cedisOf(monthlyPriceMinor * plan.durationMonths - plan.amountMinor),
    );
    expect(savings).toEqual(['0.00', '15.00', '45.00', '120.00']);
  });

  it('has one plan whose display name contains "3 Month" (the default and popular one)', () => {
    expect(PLANS.filter((plan) => plan.displayName.includes('3 Month'))).toHaveLength(1);
    expect(planById('pro-6-months')?.durationMonths).toBe(6);
    expect(planById('gold')).toBeUndefined();
  });

  it('writes pesewas as decimal strings', () => {
    expect(cedisOf(0)).toBe('0.00');
    expect(cedisOf(5)).toBe('0.05');
    expect(cedisOf(10_500)).toBe('105.00');
    expect(cedisOf(123_456)).toBe('1234.56');
  });
});
