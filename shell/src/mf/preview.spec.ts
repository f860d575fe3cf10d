import { applyPreview, confirmPreview, PREVIEW_STORAGE_KEY, validateOverride } from './preview';
import { askToConfirmPreview } from './preview-confirmation';

const REMOTES = { mfe_upload: '/remotes/mfe-upload/1.0.0/mf-manifest.json', mfe_ai: '/x' };
const PREFIXES = ['https://cdn.example.com/mfe-upload/', 'http://127.0.0.1:4100/'];
const MANIFEST = 'https://cdn.example.com/mfe-upload/3f2a9c1/mf-manifest.json';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const check = (url: string, remote = 'mfe_upload') =>
  validateOverride({ remote, url }, REMOTES, PREFIXES);

describe('staging preview rules (issue 27)', () => {
  it('accepts a manifest under an allowed https prefix', () => {
    expect(check(MANIFEST)).toBeNull();
    expect(check('http://127.0.0.1:4100/mfe-upload/1/mf-manifest.json')).toBeNull();
  });

  it.each([
    ['http://cdn.example.com/mfe-upload/1/mf-manifest.json', 'Preview URLs must be https.'],
    ['javascript:alert(1)', 'Preview URLs must be https.'],
    [
      'https://evil.example.com/mfe-upload/1/mf-manifest.json',
      'https://evil.example.com is not an allowed preview origin.',
    ],
    // The same origin, outside the prefix, however it is spelled.
    [
      'https://cdn.example.com/mfe-ai/1/mf-manifest.json',
      '/mfe-ai/1/mf-manifest.json is not under an allowed preview path (/mfe-upload/).',
    ],
    [
      'https://cdn.example.com/mfe-upload/../evil/mf-manifest.json',
      '/evil/mf-manifest.json is not under an allowed preview path (/mfe-upload/).',
    ],
    [
      'https://cdn.example.com/mfe-upload/%2e%2e/evil/mf-manifest.json',
      '/evil/mf-manifest.json is not under an allowed preview path (/mfe-upload/).',
    ],
    [
      'https://cdn.example.com/mfe-uploadx/mf-manifest.json',
      '/mfe-uploadx/mf-manifest.json is not under an allowed preview path (/mfe-upload/).',
    ],
    ...[
      'https://cdn.example.com/mfe-upload/..%2Fevil/mf-manifest.json',
      'https://cdn.example.com/mfe-upload/..%5cevil/mf-manifest.json',
      'https://cdn.example.com/mfe-upload/x;y/mf-manifest.json',
    ].map((url) => [url, 'A preview URL may not encode slashes, backslashes or dots in its path.']),
    [
      'https://user:pw@cdn.example.com/mfe-upload/1/mf-manifest.json',
      'A preview URL carries no credentials.',
    ],
    [
      'https://cdn.example.com/mfe-upload/1/remoteEntry.js',
      'A preview URL must point at an mf-manifest.json.',
    ],
    ['not a url', 'The preview manifest URL is not a valid URL.'],
  ])('refuses %s', (url, reason) => {
    expect(check(url)).toBe(reason);
  });

  it('refuses an unknown remote', () => {
    expect(check(MANIFEST, 'mfe_other')).toBe('Unknown remote "mfe_other".');
  });

  it('loads nothing until the tab confirms an override, then keeps it for the tab', () => {
    const storage = memoryStorage();
    const href = `https://sikalens.app/upload?mf-preview=mfe_upload=${encodeURIComponent(MANIFEST)}`;
    const first = applyPreview({ remotes: REMOTES, allowedPrefixes: PREFIXES, href, storage });
    expect(first.pending).toEqual({ remote: 'mfe_upload', url: MANIFEST });
    expect(first.active).toBeNull();
    expect(first.remotes).toEqual(REMOTES);
    expect(first.cleanedUrl).toBe('/upload');
    expect(storage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();

    confirmPreview({ remote: 'mfe_upload', url: MANIFEST }, storage);
    const reload = applyPreview({
      remotes: REMOTES,
      allowedPrefixes: PREFIXES,
      href: 'https://sikalens.app/upload',
      storage,
    });
    expect(reload.pending).toBeNull();
    expect(reload.active).toEqual({ remote: 'mfe_upload', url: MANIFEST });
    expect(reload.remotes.mfe_upload).toBe(MANIFEST);
    // The same link again needs no second confirmation; another one does, and the confirmed
    // preview stays meanwhile.
    expect(
      applyPreview({ remotes: REMOTES, allowedPrefixes: PREFIXES, href, storage }).pending,
    ).toBeNull();
    const other = MANIFEST.replace('3f2a9c1', '4b5c6d7');
    const asked = applyPreview({
      remotes: REMOTES,
      allowedPrefixes: PREFIXES,
      href: `https://sikalens.app/upload?mf-preview=mfe_upload=${encodeURIComponent(other)}`,
      storage,
    });
    expect(asked.pending?.url).toBe(other);
    expect(asked.active?.url).toBe(MANIFEST);
  });

  it('asks on a full page naming the remote and its URL, and stores the answer only on yes', () => {
    const storage = memoryStorage();
    const replace = jest.fn();
    window.history.replaceState(null, '', '/upload');
    askToConfirmPreview({ remote: 'mfe_upload', url: MANIFEST }, storage, replace);
    const page = document.querySelector('[data-testid="preview-confirmation"]')!;
    expect(page.getAttribute('role')).toBe('dialog');
    expect(page.textContent).toContain('Open a preview build?');
    expect(page.textContent).toContain('mfe_upload');
    expect(page.textContent).toContain(MANIFEST);
    const [cancel, open] = [...page.querySelectorAll('button')];
    expect(document.activeElement).toBe(cancel);
    cancel!.click();
    expect(storage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(replace).toHaveBeenLastCalledWith('/upload');
    open!.click();
    expect(JSON.parse(storage.getItem(PREVIEW_STORAGE_KEY) ?? 'null')).toEqual({
      remote: 'mfe_upload',
      url: MANIFEST,
    });
    page.remove();
  });
});
