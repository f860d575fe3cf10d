import { expect, test } from '../support/test.ts';
import {
  expectNoReadableToken,
  latestCode,
  newIdentity,
  registerViaApi,
  sessionToken,
} from '../support/auth.ts';

test('a new user registers with a code, lands on the dashboard, signs out and in again', async ({
  page,
  request,
}) => {
  const identity = newIdentity('Kwame');

  await page.goto('/');
  // Issue 30: 'Get Started Free' opens sign-up, at its own address.
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.getByLabel('First name').fill(identity.firstName);
  await page.getByLabel('Last name').fill(identity.lastName);
  await page.getByLabel('Phone').fill(identity.phoneDigits);
  await page.getByLabel('E-mail').fill(identity.email);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByText('Enter Verification Code')).toBeVisible();
  await expect(page.getByText('Code sent')).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify & Login' });
  await expect(verify).toBeDisabled();
  const code = await latestCode(request, identity.email);
  await page.getByLabel('Digit 1').fill(code);
  await expect(verify).toBeEnabled();
  await verify.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to SikaLens!')).toBeVisible();
  // The dashboard remote reads the signed-in user from the shell's auth context.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.firstName);
  await expect(page.getByTestId('logged-in-as')).toHaveText(identity.email);

  // The session is an HttpOnly cookie: nothing a script on the page can read holds it.
  const token = await sessionToken(page);
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectNoReadableToken(page, token ?? '');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Logout revoked the session on the server, not only in this browser.
  await expect
    .poll(async () =>
      (
        await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
      ).status(),
    )
    .toBe(401);
  await expect(page.getByRole('link', { name: 'Get Started Free' }).first()).toBeVisible();
  // Logout cleared the cookie too.
  expect(await sessionToken(page)).toBeNull();

  // Sign in again with the phone number.
  const before = new Date().toISOString();
  await page.goto('/login');
  await page.getByLabel(/phone number or e-mail/i).fill(identity.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter Verification Code')).toBeVisible();
  const second = await latestCode(request, identity.email, before);
  await page.getByLabel('Digit 1').fill(second);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(identity.firstName);
});

test('signing in with an unknown e-mail is refused with a clear error', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/phone number or e-mail/i).fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/no account found/i)).toBeVisible();
});

test('signed-out visitors see login on the dashboard and are sent home from history', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('before the app has started on the prerendered login page', () => {
  // The app's first script arrives late, as on a slow phone: everything below happens before it.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/static\/js\/main\.\w+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  });

  test('what is typed and the code asked for carry over to the app', async ({ page, request }) => {
    const identity = newIdentity('Kofi');
    await registerViaApi(request, identity);
    await page.goto('/login');
    const prerendered = page.locator('#root[data-prerendered="/login"]');
    // Live as HTML: the loader took the form out of its inert state.
    await expect(prerendered).not.toHaveAttribute('inert');
    const field = page.getByLabel(/phone number or e-mail/i);
    await field.fill(identity.phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    // The tap is held until the app is in, then done again by it.
    await expect(prerendered).toHaveCount(0);
    await expect(page.getByText('Enter Verification Code')).toBeVisible();
    await expect(page.getByText('Code sent')).toBeVisible();
  });

  test('"Create one" is a link to /signup, whose registration form works before and after the app is in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: /create one/i }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeVisible();
    // Typing starts the app; what was typed carries over to the live form.
    await firstName.fill('Kofi');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('First name')).toHaveValue('Kofi');
    // The link back changes the address again.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/phone number or e-mail/i)).toBeVisible();
  });

  test('typing goes on in the live field, focus and caret kept', async ({ page }) => {
    await page.goto('/login');
    const field = page.getByLabel(/phone number or e-mail/i);
    await field.pressSequentially('024', { delay: 20 });
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await page.keyboard.type('1234567');
    await expect(field).toHaveValue('0241234567');
    await expect(field).toBeFocused();
  });
});

for (const [device, options] of [
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use(options);

    test('the code step shows six outlined boxes, and a wrong code is said under them', async ({
      page,
      request,
    }, testInfo) => {
      const identity = newIdentity('Esi');
      await registerViaApi(request, identity);
      const before = new Date().toISOString();
      await page.goto('/login');
      await page.getByLabel(/phone number or e-mail/i).fill(identity.phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect(page.getByText('We sent a 6-digit code to')).toBeVisible();

      const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
      await expect(boxes).toHaveCount(6);
      // Every box has a visible outline, and all six fit the screen side by side.
      for (const box of await boxes.all()) {
        const outline = await box.evaluate((input) => {
          const style = getComputedStyle(input);
          return { width: style.borderTopWidth, colour: style.borderTopColor };
        });
        expect(outline.width).toBe('2px');
        expect(outline.colour).not.toMatch(/rgba\(.*, 0(\.\d+)?\)$/);
        const rect = await box.boundingBox();
        expect(rect!.x + rect!.width).toBeLessThanOrEqual(options.viewport.width);
      }

      const code = await latestCode(request, identity.email, before);
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByLabel('Digit 1').fill(wrong);
      await page.getByRole('button', { name: 'Verify & Login' }).click();
      const message = page.getByRole('alert').filter({ hasText: /invalid|wrong|incorrect/i });
      await expect(message).toBeVisible();
      await expect(page.getByLabel('Digit 1')).toHaveValue('');
      await expect(page.getByLabel('Digit 1')).toHaveAttribute('aria-invalid', 'true');
      await testInfo.attach(`wrong-code-${device}`, {
        body: await page.screenshot({ path: testInfo.outputPath(`wrong-code-${device}.png`) }),
        contentType: 'image/png',
      });

      // The right code: the message goes as the user types, and the user is in.
      await page.getByLabel('Digit 1').fill(code);
      await expect(message).toBeHidden();
      await page.getByRole('button', { name: 'Verify & Login' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
