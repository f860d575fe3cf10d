import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEME_STORAGE_KEY } from '@sikalens/contract';
import { COLOR_SCHEME_ATTRIBUTE } from '@sikalens/shared-ui';

// The inline script at the top of index.html: the colour scheme before the first paint.
const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

function runWith({ stored, systemDark }: { stored: string | null; systemDark: boolean }): string {
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  window.matchMedia = ((query: string) => ({
    matches: systemDark && query === '(prefers-color-scheme: dark)',
  })) as unknown as typeof window.matchMedia;
  // The page's own script, run as the browser runs it.
  const script = document.createElement('script');
  script.textContent = inline[0] ?? '';
  document.head.appendChild(script);
  script.remove();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? '';
}

describe('index.html colour scheme script', () => {
  it('is the one inline script, before any stylesheet or script that paints', () => {
    expect(inline).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<link'));
  });

  it('applies a stored light or dark choice whatever the system prefers', () => {
    expect(runWith({ stored: 'dark', systemDark: false })).toBe('dark');
    expect(runWith({ stored: 'light', systemDark: true })).toBe('light');
  });

  it("follows the system for 'system', nothing stored or anything else", () => {
    for (const stored of ['system', null, 'purple']) {
      expect(runWith({ stored, systemDark: true })).toBe('dark');
      expect(runWith({ stored, systemDark: false })).toBe('light');
    }
  });

  it('still picks a scheme when storage cannot be read', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runWith({ stored: null, systemDark: true })).toBe('dark');
    getItem.mockRestore();
  });
});
