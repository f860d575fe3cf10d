import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSignedIn } from '../auth/session';
import { billingApi, billingKeys } from './billing-api';

// Spec section 7: plans are not refetched on window focus.
export function useSubscriptionPlans() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: billingApi.plans,
    enabled: signedIn,
    refetchOnWindowFocus: false,
    staleTime: 60 * 60 * 1000,
  });
}

export function useSubscription() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: billingApi.subscription,
    enabled: signedIn,
  });
}

export function usePayments() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: billingKeys.payments,
    queryFn: billingApi.payments,
    enabled: signedIn,
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
