// Staging preview of one remote: `?mf-preview=<remote>=<manifest URL>` points that remote at
// another build for this browser tab only; `?mf-preview-reset` goes back. An override runs
// someone else's code in our origin, so only allow-listed origins are accepted.
export const PREVIEW_PARAM = 'mf-preview';
export const PREVIEW_RESET_PARAM = 'mf-preview-reset';
export const PREVIEW_STORAGE_KEY = 'sikalens-mf-preview';

export type PreviewOverride = { remote: string; url: string };

export type PreviewResult = {
  remotes: Record<string, string>;
  active: PreviewOverride | null;
  rejected: string | null;
  // The location with the preview parameters removed, when they were present.
  cleanedUrl: string | null;
};

type PreviewInput = {
  remotes: Record<string, string>;
  allowedOrigins: string[];
  href: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

export function validateOverride(
  override: PreviewOverride,
  remotes: Record<string, string>,
  allowedOrigins: string[],
): string | null {
  if (!(override.remote in remotes)) return `Unknown remote "${override.remote}".`;
  let url: URL;
  try {
    url = new URL(override.url);
  } catch {
    return 'The preview manifest URL is not a valid URL.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Preview URLs must be http(s).';
  if (!allowedOrigins.includes(url.origin)) {
    return `${url.origin} is not an allowed preview origin.`;
  }
  if (!url.pathname.endsWith('/mf-manifest.json')) {
    return 'A preview URL must point at an mf-manifest.json.';
  }
  return null;
}

function parseParam(value: string): PreviewOverride | null {
  const separator = value.indexOf('=');
  if (separator <= 0) return null;
  return { remote: value.slice(0, separator), url: value.slice(separator + 1) };
}

function readStored(storage: PreviewInput['storage']): PreviewOverride | null {
  try {
    const raw = storage.getItem(PREVIEW_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PreviewOverride>;
    return typeof parsed.remote === 'string' && typeof parsed.url === 'string'
      ? { remote: parsed.remote, url: parsed.url }
      : null;
  } catch {
    return null;
  }
}

export function applyPreview({
  remotes,
  allowedOrigins,
  href,
  storage,
}: PreviewInput): PreviewResult {
  const location = new URL(href);
  const params = location.searchParams;
  let rejected: string | null = null;
  let candidate: PreviewOverride | null = null;
  const touched = params.has(PREVIEW_PARAM) || params.has(PREVIEW_RESET_PARAM);

  if (params.has(PREVIEW_RESET_PARAM)) {
    storage.removeItem(PREVIEW_STORAGE_KEY);
  } else if (params.has(PREVIEW_PARAM)) {
    candidate = parseParam(params.get(PREVIEW_PARAM) ?? '');
    if (!candidate) rejected = `Use ?${PREVIEW_PARAM}=<remote>=<manifest URL>.`;
  } else {
    candidate = readStored(storage);
  }

  if (candidate) {
    // Stored overrides are checked again: the allow-list may have changed since.
    rejected = validateOverride(candidate, remotes, allowedOrigins);
    if (rejected) {
      storage.removeItem(PREVIEW_STORAGE_KEY);
      candidate = null;
    } else {
      storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(candidate));
    }
  }

  params.delete(PREVIEW_PARAM);
  params.delete(PREVIEW_RESET_PARAM);
  return {
    remotes: candidate ? { ...remotes, [candidate.remote]: candidate.url } : remotes,
    active: candidate,
    rejected,
    cleanedUrl: touched ? `${location.pathname}${location.search}${location.hash}` : null,
  };
}
