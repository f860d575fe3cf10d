import type { Page } from '@playwright/test';

// Full-page screenshots for a person to look at, when E2E_SCREENSHOTS names a folder.
export async function snapshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}
