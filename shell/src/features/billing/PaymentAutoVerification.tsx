import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PENDING_PAYMENT_REFERENCE_KEY,
  billingApi,
  invalidateBillingData,
} from '@sikalens/api-client';
import { useAuth, useToast, logSilently } from '@sikalens/shared-ui';

// Spec sections 4 and 9: a known reference is verified 1 s after load; pending payments are
// checked every 10 s, a tick skipped while a check runs.
export const VERIFY_REFERENCE_DELAY_MS = 1_000;
export const VERIFY_PENDING_POLL_MS = 10_000;
const CONFIRMED_TOAST_MS = 5_000;

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
  const { isAuthenticated, refreshUser, user } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  // The latest callbacks, read by timers without restarting them.
  const latest = useRef({ refreshUser, toast, queryClient, isPro: !!user?.isPro });
  useEffect(() => {
    latest.current = { refreshUser, toast, queryClient, isPro: !!user?.isPro };
  });

  useEffect(() => {
    if (!isAuthenticated) return;
    let stopped = false;
    let running = false;
    let failing = false;
    let poll: number | undefined;

    const confirmed = async () => {
      await latest.current.refreshUser();
      await invalidateBillingData(latest.current.queryClient);
    };

    const checkPending = async () => {
      // /payment-success verifies its own payment (spec section 7: not polled there).
      if (running || document.hidden || window.location.pathname === '/payment-success') return;
      running = true;
      try {
        const { updatedCount, isPro } = await billingApi.verifyPending();
        failing = false;
        if (stopped) return;
        if (updatedCount > 0) {
          await confirmed();
          latest.current.toast({
            title: 'Payments Confirmed! 🎉',
            description: `${updatedCount} payment(s) verified successfully`,
            variant: 'success',
            durationMs: CONFIRMED_TOAST_MS,
          });
        } else if (isPro && !latest.current.isPro) {
          // Granted in the background (the provider's webhook) since this page loaded.
          await confirmed();
          latest.current.toast({
            title: 'Payment Confirmed! 🎉',
            description: 'Your account has been upgraded to Pro. Welcome!',
            variant: 'success',
            durationMs: CONFIRMED_TOAST_MS,
          });
        }
      } catch (error) {
        logSilently('Failed to verify pending payments', error);
        // Once per run of failures, not every 10 s while the network is down.
        if (!failing && !stopped) {
          latest.current.toast({
            title: 'Verification Failed',
            description: 'Failed to verify pending payments',
            variant: 'destructive',
          });
        }
        failing = true;
      } finally {
        running = false;
      }
    };

    const startPolling = () => {
      if (!stopped) poll = window.setInterval(() => void checkPending(), VERIFY_PENDING_POLL_MS);
    };

    const reference = referenceOnLoad();
    const onSuccessPage = window.location.pathname === '/payment-success';
    let delay: number | undefined;
    if (reference && !onSuccessPage) {
      delay = window.setTimeout(() => {
        running = true;
        billingApi
          .verify(reference)
          .then(async (result) => {
            window.sessionStorage.removeItem(PENDING_PAYMENT_REFERENCE_KEY);
            if (stopped) return;
            if (!result.success) {
              // Silent (spec section 8); a payment still pending is picked up by the poll.
              logSilently(`Payment ${result.reference} is ${result.status}`);
              return;
            }
            await confirmed();
            latest.current.toast({
              title: 'Payment Confirmed! 🎉',
              description: 'Your account has been upgraded to Pro. Welcome!',
              variant: 'success',
              durationMs: CONFIRMED_TOAST_MS,
            });
          })
          .catch((error: unknown) => {
            // Silent (spec section 8): logged, and the pending reference cleared.
            window.sessionStorage.removeItem(PENDING_PAYMENT_REFERENCE_KEY);
            logSilently('Payment verification failed', error);
          })
          .finally(() => {
            running = false;
            startPolling();
          });
      }, VERIFY_REFERENCE_DELAY_MS);
    } else {
      startPolling();
    }
    return () => {
      stopped = true;
      window.clearTimeout(delay);
      window.clearInterval(poll);
    };
  }, [isAuthenticated]);

  return null;
}
