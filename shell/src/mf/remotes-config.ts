import {
  parseRegistryRemote,
  parseRemotesDocument,
  type RegistryRemote,
  type RemotesDocument,
} from '@sikalens/shared-ui/src/contract/registry';

export type RemotesConfig = RemotesDocument & {
  // False when /remotes.json could not be read: the shell then knows no remote routes.
  loaded: boolean;
};

const EMPTY: RemotesConfig = {
  remotes: [],
  previewAllowedOrigins: [],
  previewAllowedPrefixes: [],
  loaded: false,
};

function warn(problems: string[]): void {
  if (problems.length === 0) return;
  // eslint-disable-next-line no-console -- a registry mistake must be findable in the console
  console.warn(`[mf] registry entries left out:\n  ${problems.join('\n  ')}`);
}

// /remotes.json is the one mutable pointer of a deployment, served no-cache: revalidated on every
// load (304 when unchanged). index.html preloads it, and this fetch (same mode, same credentials)
// takes the preloaded response instead of asking again.
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  try {
    const response = await fetch('/remotes.json');
    if (!response.ok) return EMPTY;
    const { problems, ...document } = parseRemotesDocument(await response.json());
    warn(problems);
    return { ...document, loaded: true };
  } catch {
    // Without the registry the remote routes show the retry state; the shell still works.
    return EMPTY;
  }
}

// A staging build carries its own registry entry beside its manifest (registry-entry.json), so a
// preview can bring routes the deployed registry does not know yet. Null when it has none.
export async function fetchPreviewEntry(manifestUrl: string): Promise<RegistryRemote | null> {
  try {
    const url = new URL('registry-entry.json', manifestUrl);
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return null;
    const problems: string[] = [];
    const entry = parseRegistryRemote(
      { ...(await response.json()), manifest: manifestUrl },
      problems,
    );
    warn(problems);
    return entry;
  } catch {
    return null;
  }
}
