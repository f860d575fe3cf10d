import type { SubscriptionPlan } from '@sikalens/api-client';

// The API's plans (spec section 9, "Pricing"), as GET /api/subscription-plans returns them.
const plan = (
  months: number,
  totalPrice: string,
  overrides: Partial<SubscriptionPlan> = {},
): SubscriptionPlan => ({
  id: months === 1 ? 'pro-1-month' : `pro-${months}-months`,
  name: months === 1 ? 'pro_1_month' : `pro_${months}_months`,
  displayName: months === 1 ? '1 Month Pro' : `${months} Months Pro`,
  description: `${months} month(s) of Pro.`,
  monthlyPrice: '25.00',
  totalPrice,
  durationMonths: months,
  currency: 'GHS',
  ...overrides,
});

export const PLANS: SubscriptionPlan[] = [
  plan(1, '25.00'),
  plan(3, '60.00'),
  plan(6, '105.00'),
  plan(12, '180.00'),
];

export { plan as aPlan };
