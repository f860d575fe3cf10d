import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config.types';

// The registry of remotes (see registry.json at the repository root and docs/frontend.md): which
// remotes exist, where each one's current build is and which routes it serves. The API serves the
// deployed copy as /remotes.json and reads it again whenever the file changes, so promoting or
// rolling back a remote (`npm run release`) needs no restart. The shell validates every entry;
// here only the parts the API itself uses are checked.

export type RegistryEntry = {
  name: string;
  project: string;
  manifest: string;
  [key: string]: unknown;
};

export type RemotesDocument = {
  remotes: RegistryEntry[];
  previewAllowedOrigins: string[];
};

type Snapshot = { key: string; document: RemotesDocument; origins: string[] };

const NAME = /^[A-Za-z0-9_]{1,64}$/;
const PROJECT = /^[a-z0-9][a-z0-9-]{0,63}$/;
const logger = new Logger('RemoteRegistry');

function isEntry(value: unknown): value is RegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    NAME.test(entry.name) &&
    typeof entry.project === 'string' &&
    PROJECT.test(entry.project) &&
    typeof entry.manifest === 'string' &&
    (entry.manifest.startsWith('/') || /^https?:\/\//.test(entry.manifest)) &&
    Array.isArray(entry.routes)
  );
}

export class RemoteRegistry {
  private snapshot: Snapshot | null = null;

  constructor(private readonly config: AppConfig) {}

  // The file served: REGISTRY_FILE, else the deployed registry a release wrote, else the
  // repository's registry.json.
  file(): string {
    if (this.config.registryFile) return this.config.registryFile;
    const deployed = join(this.config.releasesDir, 'registry.json');
    return existsSync(deployed) ? deployed : join(this.config.webRoot, 'registry.json');
  }

  document(): RemotesDocument {
    return this.current().document;
  }

  // Absolute origins of the current manifests and the preview origins, for the page's CSP.
  origins(): string[] {
    return this.current().origins;
  }

  private current(): Snapshot {
    const file = this.file();
    let key: string;
    try {
      const stat = statSync(file);
      key = `${file}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      key = `${file}:missing`;
    }
    if (this.snapshot?.key === key) return this.snapshot;
    const remotes = this.read(file);
    // A registry that cannot be read keeps serving the last good one.
    if (remotes === null && this.snapshot) return this.snapshot;
    this.snapshot = this.build(key, remotes ?? []);
    return this.snapshot;
  }

  private read(file: string): RegistryEntry[] | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      // No registry (an API-only setup) serves no remotes; a broken one is a failed deployment.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        logger.warn(`No registry of remotes at ${file}: /remotes.json lists none`);
      } else {
        logger.error(`Cannot read the registry ${file}: ${(error as Error).message}`);
      }
      return null;
    }
    const list = (parsed as { remotes?: unknown } | null)?.remotes;
    if (!Array.isArray(list)) {
      logger.error(`The registry ${file} has no remotes list`);
      return null;
    }
    const entries = list.filter(isEntry);
    if (entries.length < list.length) {
      logger.warn(
        `The registry ${file}: ${list.length - entries.length} malformed entries left out`,
      );
    }
    return entries;
  }

  private build(key: string, entries: RegistryEntry[]): Snapshot {
    const remotes = entries.map((entry) => {
      const override = this.config.remoteOverrides[entry.name.toLowerCase()];
      return override ? { ...entry, manifest: override } : entry;
    });
    const origins = new Set(this.config.previewAllowedOrigins);
    for (const remote of remotes) {
      if (/^https?:\/\//.test(remote.manifest)) origins.add(new URL(remote.manifest).origin);
    }
    return {
      key,
      document: { remotes, previewAllowedOrigins: this.config.previewAllowedOrigins },
      origins: [...origins].sort(),
    };
  }
}
