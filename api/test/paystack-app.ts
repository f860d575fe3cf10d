import type { AddressInfo } from 'node:net';
import {
  startPaystackSandbox,
  type PaystackSandbox,
  type PaystackSandboxOptions,
} from '../src/modules/billing/paystack/paystack-sandbox';
import { startTestApp, type TestApp } from './test-app';

/**
 * The app on a real port with the local Paystack sandbox as its provider, the sandbox's webhooks
 * aimed at the app: what every payments suite starts with.
 */
export async function startAppWithPaystackSandbox(
  options: PaystackSandboxOptions,
): Promise<{ t: TestApp; sandbox: PaystackSandbox; webhookUrl: () => string }> {
  const sandbox = await startPaystackSandbox(options);
  const t = await startTestApp({
    PAYSTACK_SECRET_KEY: options.secretKey,
    PAYSTACK_BASE_URL: sandbox.url,
  });
  await t.app.listen(0, '127.0.0.1');
  const webhookUrl = () =>
    `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/payments/webhook`;
  sandbox.setWebhookUrl(webhookUrl());
  return { t, sandbox, webhookUrl };
}
