import { useEffect } from 'react';
import { useNavigate } from '@sikalens/router';
import { useQuery } from '@tanstack/react-query';
import {
  PROCESS_QUERY,
  PENDING_PAYMENT_REFERENCE_KEY,
  billingApi,
  invalidateBillingData,
  type PaymentVerification,
} from '@sikalens/api-client';
import { supportHref, useAuth, useToast } from '@sikalens/shared-ui';

// Spec sections 4 and 9: verify at once and again after 2 s; after success, the dashboard in 3 s.
const SECOND_VERIFICATION_MS = 2_000;
const DASHBOARD_REDIRECT_MS = 3_000;
const ATTEMPTS = 2;

export type VerificationState =
  | { phase: 'verifying' }
  | { phase: 'success'; verification: PaymentVerification }
  // `pending`: the provider has not settled it yet (a MoMo approval, say), which the shell's
  // verify-pending poll keeps checking.
  | { phase: 'failed'; pending: boolean };

// What the attempts so far found. A confirmation ends them, and so does the last attempt.
type Attempts = {
  finished: number;
  verification: PaymentVerification | null;
  sawPending: boolean;
};

const NO_ATTEMPTS: Attempts = { finished: 0, verification: null, sawPending: false };

function stateOf(attempts: Attempts | undefined): VerificationState {
  if (attempts?.verification) return { phase: 'success', verification: attempts.verification };
  if (attempts && attempts.finished >= ATTEMPTS) {
    return { phase: 'failed', pending: attempts.sawPending };
  }
  return { phase: 'verifying' };
}

export function usePaymentVerification(reference: string): VerificationState {
  const { refreshUser } = useAuth();
  const { toast } = useToast();
  const navigate = useNavigate();

  // The first attempt runs on mount; the second one interval after the first answered, unless
  // that confirmed the payment. Each attempt runs the queryFn of the latest render, so it sees the
  // current callbacks.
  const { data } = useQuery({
    queryKey: ['payment-verification', reference],
    meta: PROCESS_QUERY,
    queryFn: async ({ client, queryKey, signal }): Promise<Attempts> => {
      const before = client.getQueryData<Attempts>(queryKey) ?? NO_ATTEMPTS;
      let sawPending = before.sawPending;
      try {
        const verification = await billingApi.verify(reference);
        if (verification.success) {
          if (!signal.aborted) {
            window.sessionStorage.removeItem(PENDING_PAYMENT_REFERENCE_KEY);
            // The user (isPro), payments and subscription; refreshUser signs out silently on
            // failure.
            void refreshUser();
            void invalidateBillingData(client);
            toast({
              title: 'Payment Successful!',
              description: `${verification.planName} is active. Welcome to SikaLens Pro!`,
              variant: 'success',
            });
          }
          return { finished: before.finished + 1, verification, sawPending };
        }
        sawPending ||= verification.status === 'pending';
      } catch {
        // The other attempt, or the failed view, follows.
      }
      const after = { finished: before.finished + 1, verification: null, sawPending };
      // Spec section 8; a payment still awaiting approval is not an error yet.
      if (stateOf(after).phase === 'failed' && !sawPending && !signal.aborted) {
        toast({
          title: 'Payment Verification Failed',
          description: 'There was an issue verifying your payment. Please contact support.',
          variant: 'destructive',
          action: {
            label: 'Contact support',
            onClick: () =>
              void navigate(
                supportHref({ topic: 'billing', about: `Payment reference ${reference}` }),
              ),
          },
        });
      }
      return after;
    },
    refetchInterval: (query) =>
      query.state.data && stateOf(query.state.data).phase === 'verifying'
        ? SECOND_VERIFICATION_MS
        : false,
    // Like the timer before: the second attempt is made in a hidden tab too.
    refetchIntervalInBackground: true,
    // Only the interval fetches: 'static' also keeps the confirmation's invalidation of every
    // query from verifying again. Offline, an attempt still fails at once and counts.
    staleTime: 'static',
    retry: false,
    networkMode: 'always',
    // Coming back to the page verifies afresh, as before.
    gcTime: 0,
  });
  const state = stateOf(data);

  const succeeded = state.phase === 'success';
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(
      () => void navigate('/dashboard', { replace: true }),
      DASHBOARD_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  return state;
}
