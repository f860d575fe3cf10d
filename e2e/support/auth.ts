import { expect, type APIRequestContext, type Page } from '@playwright/test';

export type Identity = {
  firstName: string;
  lastName: string;
  // The nine digits typed after the +233 prefix.
  phoneDigits: string;
  phone: string;
  email: string;
};

let counter = 0;

export function newIdentity(firstName = 'Ama'): Identity {
  counter += 1;
  const unique = `${Date.now() % 10_000_000}`.padStart(7, '0');
  const phoneDigits = `24${unique}`.slice(0, 9);
  return {
    firstName,
    lastName: 'Mensah',
    phoneDigits,
    phone: `0${phoneDigits}`,
    email: `${firstName.toLowerCase()}.${unique}.${counter}@example.com`,
  };
}

type OutboxEntry = { to: string; channel: 'sms' | 'email'; code: string; sentAt: string };

// The newest code sent to this e-mail, read from the dev outbox as a new user would read their mail.
export async function latestCode(
  request: APIRequestContext,
  email: string,
  after?: string,
): Promise<string> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        // A connection the server closed between two polls (keep-alive) is asked again.
        const response = await request.get('/api/dev/outbox?kind=code').catch(() => null);
        if (!response?.ok()) return null;
        const entries = (await response.json()) as OutboxEntry[];
        found = entries.find(
          (entry) =>
            entry.to.toLowerCase() === email.toLowerCase() && (!after || entry.sentAt > after),
        );
        return found?.code ?? null;
      },
      { message: `a code for ${email} in the dev outbox` },
    )
    .toMatch(/^\d{4}$/);
  return found?.code ?? '';
}

// A signed-in user made through the real API (the UI flow has its own test).
export async function registerViaApi(request: APIRequestContext, identity = newIdentity()) {
  const send = await request.post('/api/auth/send-otp', {
    data: {
      phone: identity.phone,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
    },
  });
  expect(send.status()).toBe(200);
  const code = await latestCode(request, identity.email);
  const verify = await request.post('/api/auth/verify-otp', {
    data: { phone: identity.phone, email: identity.email, code },
  });
  expect(verify.status()).toBe(200);
  const { token } = (await verify.json()) as { token: string };
  return { identity, token };
}

export async function signIn(page: Page, request: APIRequestContext, identity = newIdentity()) {
  const session = await registerViaApi(request, identity);
  await page.goto('/');
  // Chromium commits localStorage asynchronously, and a browser-initiated navigation right after
  // the write can open a document that does not see it yet. Wait until the app has signed in.
  await expect(async () => {
    await page.evaluate((token) => window.localStorage.setItem('auth_token', token), session.token);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening)/,
      { timeout: 5_000 },
    );
  }).toPass({ timeout: 30_000 });
  return session;
}
