import { signIn } from '../support/auth.ts';
import { snapshot } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';

type OutboxItem = {
  to: string;
  subject: string | null;
  text: string | null;
  attachments?: { filename: string; bytes: number }[];
};

const PDF = Buffer.from('%PDF-1.4\n% a statement that did not import\n%%EOF\n');

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`on a ${device}, a user finds Help & Support, sends a message with the statement shared, and sees the request`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, request);
    // From the account box: the sidebar on a desktop, the menu on a phone.
    if (device === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Help & Support' }).first().click();
    await expect(page.getByRole('heading', { name: 'Help & Support', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'My statement did not import. What can I do?' }).click();
    await expect(page.getByText(/Upload the PDF statement exactly as/)).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact support' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Choose what your message is about.')).toBeVisible();
    await form.getByRole('combobox', { name: /Topic/ }).click();
    await page.getByRole('option', { name: 'A statement did not import' }).click();
    await form
      .getByRole('textbox', { name: /Message/ })
      .fill('My May statement would not import.\nIt said it could not read the table.');
    await form
      .getByRole('checkbox', { name: 'Share the statement that failed with support' })
      .check();
    await form
      .getByLabel('Statement to share')
      .setInputFiles({ name: 'May.pdf', mimeType: 'application/pdf', buffer: PDF });
    await snapshot(page, `help-form-${device}`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText(/Thanks, we have your message: request #\d+/)).toBeVisible();

    const list = page.getByRole('list', { name: 'Your support requests' });
    const row = list.getByRole('listitem').first();
    await expect(row).toContainText('A statement did not import');
    await expect(row).toContainText('Open');
    await expect(row).toContainText('statement shared: May.pdf');
    await snapshot(page, `help-requests-${device}`);

    // It reached support (the dev outbox, without SUPPORT_EMAIL), with the statement attached.
    const number = ((await row.getAttribute('aria-label')) ?? '').replace('Request #', '');
    await expect
      .poll(async () => {
        const outbox = (await (
          await request.get('/api/dev/outbox?to=support@sikalens.local')
        ).json()) as OutboxItem[];
        return outbox.find((item) => item.subject?.startsWith(`[SikaLens #${number}]`)) ?? null;
      })
      .toMatchObject({
        subject: `[SikaLens #${number}] A statement did not import`,
        attachments: [{ filename: 'May.pdf', bytes: PDF.length }],
      });

    await row.getByRole('button', { name: 'Close request' }).click();
    await expect(row).toContainText('Closed');
  });
}

test('an error that says to contact support opens the form with its context', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/help?topic=billing&about=Payment%20reference%20SL-123#contact');
  const form = page.getByRole('form', { name: 'Contact support' });
  await expect(form.getByRole('combobox', { name: /Topic/ })).toContainText('Payments and Pro');
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(
    /^Payment reference SL-123/,
  );
});
