// The Pro plans (spec section 9, "Pricing"). Prices live here, on the server, in pesewas: a
// payment's amount is always looked up from the plan id, never taken from the client.
export type Plan = {
  id: string;
  name: string;
  displayName: string;
  description: string;
  durationMonths: number;
  // What the plan costs, in pesewas (GHS).
  amountMinor: number;
};

export const CURRENCY = 'GHS';
// The one-month price every longer plan is compared with ("Save ₵X").
const MONTHLY_MINOR = 2_500;

export const PLANS: readonly Plan[] = [
  {
    id: 'pro-1-month',
    name: 'pro_1_month',
    displayName: '1 Month Pro',
    description: 'Every Pro feature for one month.',
    durationMonths: 1,
    amountMinor: 2_500,
  },
  {
    id: 'pro-3-months',
    name: 'pro_3_months',
    displayName: '3 Months Pro',
    description: 'Most popular: three months of Pro, 20% off.',
    durationMonths: 3,
    amountMinor: 6_000,
  },
  {
    id: 'pro-6-months',
    name: 'pro_6_months',
    displayName: '6 Months Pro',
    description: 'Six months of Pro, 30% off.',
    durationMonths: 6,
    amountMinor: 10_500,
  },
  {
    id: 'pro-12-months',
    name: 'pro_12_months',
    displayName: '12 Months Pro',
    description: 'A year of Pro, 40% off.',
    durationMonths: 12,
    amountMinor: 18_000,
  },
];

export const planById = (id: string): Plan | undefined => PLANS.find((plan) => plan.id === id);

// Pesewas as the API's decimal strings: 6000 → "60.00".
export const cedisOf = (minor: number): string =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

export const monthlyPriceMinor = MONTHLY_MINOR;
