import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';

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
    .toMatch(/^\d{6}$/);
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
  // A script, not the browser: it asks for a bearer token instead of the session cookie.
  const verify = await request.post('/api/auth/verify-otp', {
    data: { phone: identity.phone, email: identity.email, code, session: 'token' },
  });
  expect(verify.status()).toBe(200);
  const { token } = (await verify.json()) as { token: string };
  return { identity, token };
}

// The browser's session as the API sets it after verify-otp (ADR 0023): the token in the HttpOnly
// session cookie (plain-http development's name) and the readable marker beside it.
export async function setBrowserSession(context: BrowserContext, token: string): Promise<void> {
  const url = BASE_URL;
  await context.addCookies([
    { name: 'sikalens_session', value: token, url, httpOnly: true, sameSite: 'Lax' },
    { name: 'sikalens_signed_in', value: '1', url, httpOnly: false, sameSite: 'Lax' },
  ]);
}

// The session token the browser holds, read as only a test can (no script on the page can: it is
// HttpOnly), for API calls made beside the page.
export async function sessionToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sikalens_session')?.value ?? null;
}

export async function signIn(page: Page, request: APIRequestContext, identity = newIdentity()) {
  const session = await registerViaApi(request, identity);
  await setBrowserSession(page.context(), session.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /Good (morning|afternoon|evening)/,
    { timeout: 15_000 },
  );
  return session;
}

// Nothing a script on the page can read holds the session: no storage, no readable cookie, and
// the spec's old `auth_token` key is gone.
export async function expectNoReadableToken(page: Page, token: string): Promise<void> {
  const readable = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      });
    return {
      keys: [...dump(window.localStorage), ...dump(window.sessionStorage)],
      cookie: document.cookie,
    };
  });
  expect(token.length).toBeGreaterThan(20);
  expect(readable.keys.join('\n')).not.toContain(token);
  expect(readable.keys.some((entry) => entry.startsWith('auth_token='))).toBe(false);
  expect(readable.cookie).not.toContain(token);
  expect(readable.cookie).not.toContain('sikalens_session');
}
