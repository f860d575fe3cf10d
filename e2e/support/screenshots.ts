import type { Page } from '@playwright/test';

// Full-page screenshots for a person to look at, when E2E_SCREENSHOTS names a folder;
// `fullPage: false` keeps what the screen shows (fixed and sticky parts where they sit).
export async function snapshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}
