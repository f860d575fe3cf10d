export type RemotesConfig = {
  remotes: Record<string, string>;
  previewAllowedOrigins: string[];
};

const EMPTY: RemotesConfig = { remotes: {}, previewAllowedOrigins: [] };

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

// /remotes.json is the one mutable pointer of a deployment; it is never cached.
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) return EMPTY;
    const body = (await response.json()) as Partial<RemotesConfig>;
    return {
      remotes: isStringRecord(body.remotes) ? body.remotes : {},
      previewAllowedOrigins: Array.isArray(body.previewAllowedOrigins)
        ? body.previewAllowedOrigins.filter(
            (origin): origin is string => typeof origin === 'string',
          )
        : [],
    };
  } catch {
    // Without the pointer every remote route shows its retry state; the shell still works.
    return EMPTY;
  }
}
