import { expect, type APIRequestContext } from '@playwright/test';

// Pro through the Paystack sandbox checkout's own form and the verify call, as the app's
// payment-success page does it (billing.spec.ts pays in the UI).
export async function becomePro(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/payments/initialize', {
    headers,
    data: { planType: 'pro-1-month' },
  });
  expect(started.status()).toBe(200);
  const { reference, authorizationUrl } = (await started.json()) as {
    reference: string;
    authorizationUrl: string;
  };
  const paid = await request.post(`${authorizationUrl}/pay`, {
    form: { outcome: 'success', card: '4084 0840 8408 4081' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const verified = await request.post('/api/payments/verify', { headers, data: { reference } });
  expect(((await verified.json()) as { success: boolean }).success).toBe(true);
}
