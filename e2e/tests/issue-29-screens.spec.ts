import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';
import { fixtureStatement } from '../support/statements.ts';
import { expect, test } from '../support/test.ts';

// Every screen issue 29 added, on a phone and a desktop: it shows, and nothing overflows sideways
// (screenshots when E2E_SCREENSHOTS names a folder, for a person to look at).
async function seed(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const wallet = async (label: string, provider: string, momoNumber: string) => {
    const res = await request.post('/api/wallets', {
      headers,
      data: { label, provider, momoNumber },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const main = await wallet('Personal', 'MTN', '0599012817');
  await wallet('Telecel', 'Vodafone', '0201234567');
  const upload = await request.post('/api/upload-pdf', {
    headers,
    multipart: {
      walletId: main,
      pdf: {
        name: 'momo-2026.pdf',
        mimeType: 'application/pdf',
        buffer: fixtureStatement('app-2026-months').pdf,
      },
    },
  });
  expect(upload.status()).toBe(201);
  const { uploadId } = (await upload.json()) as { uploadId: string };
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`/api/upload-status/${uploadId}`, { headers })).json()) as {
            aiCategorizationStatus: string;
          }
        ).aiCategorizationStatus,
      { timeout: 60_000 },
    )
    .toBe('completed');
}

async function fits(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
  await snapshot(page, name);
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`issue 29's screens on a ${device}`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const { token } = await signIn(page, request);
    await seed(request, token);

    await page.goto('/dashboard');
    await expect(
      page.getByRole('region', { name: 'Total Spent', exact: true }).getByRole('heading'),
    ).toHaveAccessibleName(/^Total Spent · /);
    await fits(page, `issue29-dashboard-${device}`);
    await page.getByRole('button', { name: 'More actions for Personal' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Personal?' });
    await expect(dialog).toContainText('You can undo this for 24 hours.');
    await fits(page, `issue29-delete-wallet-${device}`);
    await page.keyboard.press('Escape');

    await page.goto('/uploads');
    await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
    await expect(page.getByText('momo-2026.pdf')).toBeVisible();
    await fits(page, `issue29-uploads-${device}`);

    await page.goto('/categories?smart=1');
    const smart = page.getByRole('dialog', { name: 'Smart Budgets' });
    await expect(smart.getByRole('list', { name: 'Suggested budgets' })).toBeVisible();
    await fits(page, `issue29-smart-budgets-${device}`);
    await page.keyboard.press('Escape');

    await page.goto('/upload');
    await page.getByRole('combobox').first().click();
    await page.getByRole('option', { name: /Telecel/ }).click();
    await expect(page.getByText('Telecel Cash statements are not read yet.').first()).toBeVisible();
    await fits(page, `issue29-upload-telecel-${device}`);

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await fits(page, `issue29-help-${device}`);
  });
}
