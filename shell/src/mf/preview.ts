// Staging preview of one remote: `?mf-preview=<remote>=<manifest URL>` points that remote at
// another build for this browser tab only; `?mf-preview-reset` goes back. An override runs
// someone else's code in our origin, so only manifests under an allow-listed https origin and path
// prefix are accepted (issue 27), and a new one opens only after a full-page confirmation that
// names the remote and its URL (once per override in the tab's session).
const PREVIEW_PARAM = 'mf-preview';
export const PREVIEW_RESET_PARAM = 'mf-preview-reset';
export const PREVIEW_STORAGE_KEY = 'sikalens-mf-preview';
const PREVIEW_CONFIRMED_KEY = 'sikalens-mf-preview-confirmed';

export type PreviewOverride = { remote: string; url: string };

export type PreviewResult = {
  remotes: Record<string, string>;
  active: PreviewOverride | null;
  // Asked for in the address, allowed, but not yet confirmed in this tab: nothing is loaded until
  // the user confirms it (confirmPreview).
  pending: PreviewOverride | null;
  rejected: string | null;
  // The location with the preview parameters removed, when they were present.
  cleanedUrl: string | null;
};

type PreviewInput = {
  remotes: Record<string, string>;
  // Origins with a path prefix ending in '/' (PREVIEW_ALLOWED_ORIGINS).
  allowedPrefixes: string[];
  href: string;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

export function validateOverride(
  override: PreviewOverride,
  remotes: Record<string, string>,
  allowedPrefixes: string[],
): string | null {
  if (!(override.remote in remotes)) return `Unknown remote "${override.remote}".`;
  let url: URL;
  try {
    url = new URL(override.url);
  } catch {
    return 'The preview manifest URL is not a valid URL.';
  }
  // https only; plain http only to this machine (a developer's or the tests' staging server, which
  // the server allows outside production only).
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    return 'Preview URLs must be https.';
  }
  if (url.username !== '' || url.password !== '') return 'A preview URL carries no credentials.';
  // Encoded slashes, backslashes, dots and path parameters survive URL parsing but a server that
  // decodes before it resolves the path would leave the prefix with them.
  if (/%2f|%5c|%2e|;/i.test(url.pathname)) {
    return 'A preview URL may not encode slashes, backslashes or dots in its path.';
  }
  // The URL as parsed: dot segments (also %2e%2e) are already resolved, so no prefix is escaped.
  const address = `${url.origin}${url.pathname}`;
  if (!allowedPrefixes.some((prefix) => address.startsWith(prefix))) {
    const sameOrigin = allowedPrefixes.filter((prefix) => prefix.startsWith(`${url.origin}/`));
    return sameOrigin.length === 0
      ? `${url.origin} is not an allowed preview origin.`
      : `${url.pathname} is not under an allowed preview path (${sameOrigin
          .map((prefix) => new URL(prefix).pathname)
          .join(', ')}).`;
  }
  if (!url.pathname.endsWith('/mf-manifest.json')) {
    return 'A preview URL must point at an mf-manifest.json.';
  }
  return null;
}

const overrideKey = (override: PreviewOverride) => `${override.remote}=${override.url}`;

function confirmedOverrides(storage: PreviewInput['storage']): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PREVIEW_CONFIRMED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((key): key is string => typeof key === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The user confirmed this override: it is kept for the tab, and asked about no more. */
export function confirmPreview(override: PreviewOverride, storage: PreviewInput['storage']): void {
  const confirmed = new Set(confirmedOverrides(storage));
  confirmed.add(overrideKey(override));
  storage.setItem(PREVIEW_CONFIRMED_KEY, JSON.stringify([...confirmed]));
  storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(override));
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
  allowedPrefixes,
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

  let pending: PreviewOverride | null = null;
  if (candidate) {
    // Stored overrides are checked again: the allow-list may have changed since.
    rejected = validateOverride(candidate, remotes, allowedPrefixes);
    if (rejected) {
      storage.removeItem(PREVIEW_STORAGE_KEY);
      candidate = null;
    } else if (!confirmedOverrides(storage).includes(overrideKey(candidate))) {
      // Not loaded until the user says yes; a preview confirmed before stays as it was.
      pending = candidate;
      const stored = readStored(storage);
      candidate =
        stored !== null &&
        confirmedOverrides(storage).includes(overrideKey(stored)) &&
        validateOverride(stored, remotes, allowedPrefixes) === null
          ? stored
          : null;
    } else {
      storage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(candidate));
    }
  }

  params.delete(PREVIEW_PARAM);
  params.delete(PREVIEW_RESET_PARAM);
  return {
    remotes: candidate ? { ...remotes, [candidate.remote]: candidate.url } : remotes,
    active: candidate,
    pending,
    rejected,
    cleanedUrl: touched ? `${location.pathname}${location.search}${location.hash}` : null,
  };
}
