import { useMutation, type QueryClient } from '@tanstack/react-query';
import { send, useApiQuery } from '../core/api-query';
import {
  getSubscriptionOptions,
  initializePaymentMutation,
  listPaymentsOptions,
  listSubscriptionPlansOptions,
} from '../generated/@tanstack/react-query.gen';

// Spec section 7: plans are not refetched on window focus.
export function useSubscriptionPlans() {
  return useApiQuery(listSubscriptionPlansOptions(), {
    refetchOnWindowFocus: false,
    staleTime: 60 * 60 * 1000,
  });
}

export function useSubscription() {
  return useApiQuery(getSubscriptionOptions());
}

export function usePayments() {
  return useApiQuery(listPaymentsOptions());
}

// After a payment is settled: the user (isPro), the payment list and the subscription, and every
// list and figure, since Pro shows history the free plan kept back.
export function invalidateBillingData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}

// Starts a payment for a plan (its id): where to pay, and the reference to verify it by.
export function useInitializePayment() {
  return useMutation({
    mutationFn: (planType: string) => send(initializePaymentMutation(), { body: { planType } }),
  });
}
