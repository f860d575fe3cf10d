import { useState } from 'react';
import {
  PENDING_PAYMENT_REFERENCE_KEY,
  errorMessage,
  useInitializePayment,
  type SubscriptionPlan,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';
import { checkoutRedirect } from '../utils/checkout-redirect';

// Spec section 4, "Subscription dialog": pay sets processing, initialises the payment, keeps the
// reference for this tab and sends the browser to the provider. A failure resets processing.
export function useCheckout() {
  const initialize = useInitializePayment();
  const { toast } = useToast();
  const [processing, setProcessing] = useState(false);

  const pay = async (plan: SubscriptionPlan) => {
    setProcessing(true);
    try {
      const { reference, authorizationUrl } = await initialize.mutateAsync(plan.id);
      window.sessionStorage.setItem(PENDING_PAYMENT_REFERENCE_KEY, reference);
      // Processing stays on while the browser leaves for the checkout.
      checkoutRedirect.assign(authorizationUrl);
    } catch (error) {
      setProcessing(false);
      toast({ title: 'Payment Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return { processing, pay };
}
