import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { readToken } from '../core/token';
import { billingApi, billingKeys } from './billing-api';

// Spec section 7: plans are not refetched on window focus.
export function useSubscriptionPlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: billingApi.plans,
    enabled: !!readToken(),
    refetchOnWindowFocus: false,
    staleTime: 60 * 60 * 1000,
  });
}

export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: billingApi.subscription,
    enabled: !!readToken(),
  });
}

export function usePayments() {
  return useQuery({
    queryKey: billingKeys.payments,
    queryFn: billingApi.payments,
    enabled: !!readToken(),
  });
}

// After a payment is settled: the user (isPro), the payment list and the subscription, and every
// list and figure, since Pro shows history the free plan kept back.
export function invalidateBillingData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}

export function useInitializePayment() {
  return useMutation({ mutationFn: billingApi.initialize });
}
