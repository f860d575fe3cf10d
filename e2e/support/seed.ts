import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { registerViaApi, setBrowserSession } from './auth.ts';
import { fixtureStatement, REAL_STATEMENT_WALLET, realStatementPdf } from './statements.ts';

// A new user whose dashboard has data: one wallet and the 2026 fixture statement imported through
// the real API (POST /api/upload-pdf and its queue), without driving the upload page. `real`: the
// real 594-row statement (Mar–Sep 2024) instead, on its holder's wallet.
export async function seedUserWithStatement(
  request: APIRequestContext,
  { real = false }: { real?: boolean } = {},
): Promise<string> {
  const { token } = await registerViaApi(request);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/wallets', {
    headers,
    data: {
      label: 'Personal',
      provider: 'MTN',
      momoNumber: real ? REAL_STATEMENT_WALLET : '0599012817',
    },
  });
  expect(created.status()).toBe(201);
  const { id: walletId } = (await created.json()) as { id: string };
  const upload = await request.post('/api/upload-pdf', {
    headers,
    multipart: {
      walletId,
      pdf: {
        name: real ? 'momo-2024.pdf' : 'momo-2026.pdf',
        mimeType: 'application/pdf',
        buffer: real ? realStatementPdf() : fixtureStatement('app-2026').pdf,
      },
    },
  });
  expect(upload.status()).toBe(201);
  const { uploadId } = (await upload.json()) as { uploadId: string };
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/upload-status/${uploadId}`, { headers });
        const body = (await status.json()) as { status: string; aiCategorizationStatus: string };
        return `${body.status}/${body.aiCategorizationStatus}`;
      },
      { timeout: 120_000, message: 'the statement imported' },
    )
    .toBe('completed/completed');
  return token;
}

// Opens the app signed in with this token, as a returning user would (the session cookie already
// in the browser when the page is asked for), in one navigation.
export async function openSignedIn(page: Page, token: string, path: string): Promise<void> {
  await setBrowserSession(page.context(), token);
  await page.goto(path);
}
