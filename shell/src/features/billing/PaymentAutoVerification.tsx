import { useQuery } from '@tanstack/react-query';
import {
  PROCESS_QUERY,
  PENDING_PAYMENT_REFERENCE_KEY,
  billingApi,
  invalidateBillingData,
} from '@sikalens/api-client';
import { useAuth, useToast, logSilently } from '@sikalens/shared-ui';

// Spec sections 4 and 9: a known reference is verified 1 s after load; pending payments are
// checked every 10 s, a tick skipped while a check runs.
const VERIFY_REFERENCE_DELAY_MS = 1_000;
const VERIFY_PENDING_POLL_MS = 10_000;
const CONFIRMED_TOAST_MS = 5_000;

// Where the checks have got to. `reference`: the payment redirect's reference, still to be
// verified. `failing`: the last pending check could not reach the server, so the next failure
// is not announced again.
type Checks = { reference: string | null; failing: boolean };

// Deliberately its own key: it is not part of the billing data a confirmed payment invalidates.
const checksKey = ['payment-auto-verification'] as const;

function referenceOnLoad(): string | null {
  const params = new URLSearchParams(window.location.search);
  return (
    params.get('trxref') ??
    params.get('reference') ??
    window.sessionStorage.getItem(PENDING_PAYMENT_REFERENCE_KEY)
  );
}

// Payment auto-verification (spec section 4), for a signed-in user on any page. /payment-success
// verifies its own reference; the poll still runs there.
export function PaymentAutoVerification() {
  const { isAuthenticated } = useAuth();
  // Signing in starts the checks afresh, as a page load does; signing out ends them.
  return isAuthenticated ? <AutoVerification /> : null;
}

function AutoVerification() {
  const { refreshUser, user } = useAuth();
  const { toast } = useToast();
  const wasPro = !!user?.isPro;

  // One query runs the checks: the reference first, if there is one, then the pending payments.
  // Each check runs the queryFn of the latest render, so it sees the current user and callbacks.
  useQuery({
    queryKey: checksKey,
    meta: PROCESS_QUERY,
    queryFn: async ({ client, signal }): Promise<Checks> => {
      const checks = client.getQueryData<Checks>(checksKey) ?? { reference: null, failing: false };
      const confirmed = async (title: string, description: string) => {
        await refreshUser();
        await invalidateBillingData(client);
        toast({ title, description, variant: 'success', durationMs: CONFIRMED_TOAST_MS });
      };

      if (checks.reference) {
        try {
          const result = await billingApi.verify(checks.reference);
          window.sessionStorage.removeItem(PENDING_PAYMENT_REFERENCE_KEY);
          if (signal.aborted) return checks;
          if (result.success) {
            await confirmed(
              'Payment Confirmed! 🎉',
              'Your account has been upgraded to Pro. Welcome!',
            );
          } else {
            // Silent (spec section 8); a payment still pending is picked up by the poll.
            logSilently(`Payment ${result.reference} is ${result.status}`);
          }
        } catch (error) {
          // Silent (spec section 8): logged, and the pending reference cleared.
          window.sessionStorage.removeItem(PENDING_PAYMENT_REFERENCE_KEY);
          logSilently('Payment verification failed', error);
        }
        return { ...checks, reference: null };
      }

      // Skipped in a hidden tab, and on /payment-success, which verifies its own payment (spec
      // section 7: not polled there).
      if (document.hidden || window.location.pathname === '/payment-success') return checks;
      try {
        const { updatedCount, isPro } = await billingApi.verifyPending();
        if (signal.aborted) return { ...checks, failing: false };
        if (updatedCount > 0) {
          await confirmed(
            'Payments Confirmed! 🎉',
            `${updatedCount} payment(s) verified successfully`,
          );
        } else if (isPro && !wasPro) {
          // Granted in the background (the provider's webhook) since this page loaded.
          await confirmed(
            'Payment Confirmed! 🎉',
            'Your account has been upgraded to Pro. Welcome!',
          );
        }
        return { ...checks, failing: false };
      } catch (error) {
        logSilently('Failed to verify pending payments', error);
        // Once per run of failures, not every 10 s while the network is down.
        if (!checks.failing && !signal.aborted) {
          toast({
            title: 'Verification Failed',
            description: 'Failed to verify pending payments',
            variant: 'destructive',
          });
        }
        return { ...checks, failing: true };
      }
    },
    // Nothing is fetched on mount: the first check comes one interval in. On /payment-success
    // the page verifies the reference itself, so only the poll runs.
    initialData: (): Checks => ({
      reference: window.location.pathname === '/payment-success' ? null : referenceOnLoad(),
      failing: false,
    }),
    // The interval restarts whenever the query updates, so the next check comes an interval
    // after the last one ended; a tick while a check runs joins it instead of starting another.
    // The poll has no final state: it runs while the user is signed in.
    refetchInterval: (query) =>
      query.state.data?.reference ? VERIFY_REFERENCE_DELAY_MS : VERIFY_PENDING_POLL_MS,
    // Like the timers before: the reference is verified in a hidden tab too, and the pending
    // check skips itself there.
    refetchIntervalInBackground: true,
    // Only the interval fetches: 'static' also keeps a confirmed payment's invalidation of every
    // query from starting a check. Offline, a check still fails at once, and is announced.
    staleTime: 'static',
    retry: false,
    networkMode: 'always',
    // Signing in again starts from the reference on the page, not from the last checks.
    gcTime: 0,
  });

  return null;
}
