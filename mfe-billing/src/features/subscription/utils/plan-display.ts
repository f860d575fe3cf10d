import { formatCedi } from '@sikalens/shared-ui';
import { planSaving, type SubscriptionPlan } from '@sikalens/api-client';

const pesewasOf = (amount: string | number) => Math.round(Number(amount) * 100);

// Plan prices read best as whole cedis ('₵60'); an amount with pesewas keeps both decimals.
export function planPrice(amount: string | number): string {
  return formatCedi(amount, pesewasOf(amount) % 100 === 0 ? 0 : 2);
}

// A hint, not a charge: the whole price spread over the months, to the nearest pesewa.
export function perMonthHint(plan: SubscriptionPlan): string {
  const months = Math.max(plan.durationMonths, 1);
  return `${planPrice(Math.round(pesewasOf(plan.totalPrice) / months) / 100)} a month`;
}

// Spec sections 2 and 3: 'Save ₵X' only where the plan costs less than that many single months.
export function savingLabel(plan: SubscriptionPlan): string | null {
  const saving = planSaving(plan);
  return saving === null ? null : `Save ${planPrice(saving)}`;
}
