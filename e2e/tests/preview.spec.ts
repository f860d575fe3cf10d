import path from 'node:path';
import type { Server } from 'node:http';
import { expect, test } from '../support/test.ts';
import { PREVIEW_ORIGIN, PREVIEW_PORT } from '../playwright.config.ts';
import { signIn } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';
import { serveFolder, stopServer } from '../support/static-server.ts';

const PREFIX = '/mfe-upload/3f2a9c1/';
const MANIFEST = `${PREVIEW_ORIGIN}${PREFIX}mf-manifest.json`;
let staging: Server;

test.beforeAll(async () => {
  staging = await serveFolder(
    path.resolve(import.meta.dirname, '../../mfe-upload/dist'),
    PREFIX,
    PREVIEW_PORT,
  );
});

test.afterAll(async () => {
  await stopServer(staging);
});

test('one remote can be previewed from an allow-listed origin for this tab, with a badge and a reset', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const fromStaging: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(PREVIEW_ORIGIN)) fromStaging.push(req.url());
  });

  await page.goto(`/upload?mf-preview=mfe_upload=${encodeURIComponent(MANIFEST)}`);
  // Issue 27: a full-page question first, naming the remote and its URL; nothing of it loads yet.
  const question = page.getByRole('dialog', { name: 'Open a preview build?' });
  await expect(question).toContainText('mfe_upload');
  await expect(question).toContainText(MANIFEST);
  expect(fromStaging).toEqual([]);
  await snapshot(page, 'preview-confirmation-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, 'preview-confirmation-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await question.getByRole('button', { name: 'Open preview' }).click();
  await expect(page.getByTestId('preview-badge')).toContainText(
    'Preview: mfe_upload from 127.0.0.1',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  expect(fromStaging).toContain(MANIFEST);
  await expect(page).toHaveURL(/\/upload$/);

  // Kept for the tab across reloads and navigation.
  await page.reload();
  await expect(page.getByTestId('preview-badge')).toBeVisible();

  await page.getByTestId('preview-badge').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
});

test('a preview the user does not confirm is never loaded', async ({ page, request }) => {
  await signIn(page, request);
  const fromStaging: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(PREVIEW_ORIGIN)) fromStaging.push(req.url());
  });
  await page.goto(`/upload?mf-preview=mfe_upload=${encodeURIComponent(MANIFEST)}`);
  await page
    .getByRole('dialog', { name: 'Open a preview build?' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  expect(fromStaging).toEqual([]);
});

test('a preview from an origin outside the allow-list is refused', async ({ page, request }) => {
  await signIn(page, request);
  const evil = 'https://evil.example.com/mfe-upload/1/mf-manifest.json';
  await page.goto(`/upload?mf-preview=mfe_upload=${encodeURIComponent(evil)}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Preview ignored' })).toContainText(
    'https://evil.example.com is not an allowed preview origin.',
  );
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload PDF');
});
