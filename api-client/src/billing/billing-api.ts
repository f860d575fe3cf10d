import { verifyPayment, verifyPendingPayments } from '../generated/sdk.gen';
import type {
  PaymentDto,
  PaymentInitializationDto,
  PaymentStatus,
  PaymentVerificationDto,
  PendingVerificationDto,
  SubscriptionDto,
  SubscriptionPlanDto,
  SubscriptionStatus,
} from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type {
  PaymentDto as Payment,
  PaymentInitializationDto as PaymentInitialization,
  PaymentStatus,
  PaymentVerificationDto as PaymentVerification,
  PendingVerificationDto as PendingVerification,
  SubscriptionDto as Subscription,
  SubscriptionPlanDto as SubscriptionPlan,
  SubscriptionStatus,
};

configureApiClient();

// Spec section 2, "Stored client-side": the reference of a payment started in this tab.
export const PENDING_PAYMENT_REFERENCE_KEY = 'pendingPaymentReference';

// A payment's verification, run by the pages that follow one (a process, PROCESS_QUERY) rather
// than by a data hook.
export const billingApi = {
  verify: async (reference: string): Promise<PaymentVerificationDto> => {
    const { data } = await verifyPayment({ body: { reference }, throwOnError: true });
    return data;
  },
  verifyPending: async (): Promise<PendingVerificationDto> => {
    const { data } = await verifyPendingPayments({ throwOnError: true });
    return data;
  },
};

// Spec section 3: 'Save ₵X' shows when the plan runs over a month and costs less than the monthly
// price for as many months. Amounts are the API's decimal strings; compared in pesewas.
export function planSaving(plan: SubscriptionPlanDto): number | null {
  const pesewas = (amount: string) => Math.round(Number(amount) * 100);
  const full = pesewas(plan.monthlyPrice) * plan.durationMonths;
  const total = pesewas(plan.totalPrice);
  if (plan.durationMonths <= 1 || !(total < full)) return null;
  return (full - total) / 100;
}

// Spec section 3: the default and the popular plan is the one whose display name contains
// '3 Month' (else the first plan is selected by default).
export const isPopularPlan = (plan: SubscriptionPlanDto): boolean =>
  plan.displayName.includes('3 Month');

export const defaultPlan = (
  plans: readonly SubscriptionPlanDto[],
): SubscriptionPlanDto | undefined => plans.find(isPopularPlan) ?? plans[0];
