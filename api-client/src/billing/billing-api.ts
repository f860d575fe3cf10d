import {
  getSubscription,
  initializePayment,
  listPayments,
  listSubscriptionPlans,
  verifyPayment,
  verifyPendingPayments,
} from '../generated/sdk.gen';
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

export const billingKeys = {
  plans: ['subscription-plans'] as const,
  subscription: ['subscription'] as const,
  payments: ['payments'] as const,
};

export const billingApi = {
  plans: async (): Promise<SubscriptionPlanDto[]> => {
    const { data } = await listSubscriptionPlans({ throwOnError: true });
    return data;
  },
  subscription: async (): Promise<SubscriptionDto> => {
    const { data } = await getSubscription({ throwOnError: true });
    return data;
  },
  payments: async (): Promise<PaymentDto[]> => {
    const { data } = await listPayments({ throwOnError: true });
    return data;
  },
  initialize: async (planType: string): Promise<PaymentInitializationDto> => {
    const { data } = await initializePayment({ body: { planType }, throwOnError: true });
    return data;
  },
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
