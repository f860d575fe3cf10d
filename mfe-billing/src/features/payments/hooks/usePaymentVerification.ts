import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@sikalens/router';
import { useQueryClient } from '@tanstack/react-query';
import {
  PENDING_PAYMENT_REFERENCE_KEY,
  billingApi,
  invalidateBillingData,
  type PaymentVerification,
} from '@sikalens/api-client';
import { useAuth, useToast } from '@sikalens/shared-ui';

// Spec sections 4 and 9: verify at once and again after 2 s; after success, the dashboard in 3 s.
export const SECOND_VERIFICATION_MS = 2_000;
export const DASHBOARD_REDIRECT_MS = 3_000;
const ATTEMPTS = 2;

export type VerificationState =
  | { phase: 'verifying' }
  | { phase: 'success'; verification: PaymentVerification }
  // `pending`: the provider has not settled it yet (a MoMo approval, say), which the shell's
  // verify-pending poll keeps checking.
  | { phase: 'failed'; pending: boolean };

export function usePaymentVerification(reference: string): VerificationState {
  const [state, setState] = useState<VerificationState>({ phase: 'verifying' });
  const { refreshUser } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The latest callbacks, read by the attempts without starting them again.
  const latest = useRef({ refreshUser, queryClient, toast });
  useEffect(() => {
    latest.current = { refreshUser, queryClient, toast };
  });

  useEffect(() => {
    let active = true;
    let settled = false;
    let finished = 0;
    let sawPending = false;

    const succeeded = (verification: PaymentVerification) => {
      settled = true;
      window.sessionStorage.removeItem(PENDING_PAYMENT_REFERENCE_KEY);
      setState({ phase: 'success', verification });
      // The user (isPro), payments and subscription; refreshUser signs out silently on failure.
      void latest.current.refreshUser();
      void invalidateBillingData(latest.current.queryClient);
      latest.current.toast({
        title: 'Payment Successful!',
        description: `${verification.planName} is active. Welcome to SikaLens Pro!`,
        variant: 'success',
      });
    };

    const attempt = async () => {
      // Stop once the payment is confirmed.
      if (settled) return;
      try {
        const verification = await billingApi.verify(reference);
        if (!active || settled) return;
        if (verification.success) {
          succeeded(verification);
          return;
        }
        sawPending ||= verification.status === 'pending';
      } catch {
        // The other attempt, or the failed view, follows.
      }
      finished += 1;
      if (active && !settled && finished === ATTEMPTS) {
        setState({ phase: 'failed', pending: sawPending });
        // Spec section 8; a payment still awaiting approval is not an error yet.
        if (!sawPending) {
          latest.current.toast({
            title: 'Payment Verification Failed',
            description: 'There was an issue verifying your payment. Please contact support.',
            variant: 'destructive',
          });
        }
      }
    };

    void attempt();
    const second = window.setTimeout(() => void attempt(), SECOND_VERIFICATION_MS);
    return () => {
      active = false;
      window.clearTimeout(second);
    };
  }, [reference]);

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
