import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { parseRegistryRemote } from '@sikalens/shared-ui/registry';
import type { AppConfig } from '../config/config.types';

// The registry of remotes (registry.json at the repository root; docs/frontend.md): which remotes
// exist, where each one's current build is and which routes it serves. Served as /remotes.json:
// the base registry (REGISTRY_FILE, default <WEB_ROOT>/registry.json) with every released entry of
// the deployed registry (<RELEASES_DIR>/registry.json, written by `npm run release`) in place of
// the base's. Both files are read again when they change, so a release, a rollback or a new route
// in registry.json needs no restart. Entries are read with the shell's own parser (shared-ui's
// registry.ts), so the API serves only what the shell accepts.

export type RegistryEntry = {
  name: string;
  project: string;
  manifest: string;
  version?: string;
  [key: string]: unknown;
};

export type RemotesDocument = {
  remotes: RegistryEntry[];
  previewAllowedOrigins: string[];
  previewAllowedPrefixes: string[];
};

type Snapshot = {
  key: string;
  document: RemotesDocument;
  origins: string[];
  projects: Set<string>;
};

const logger = new Logger('RemoteRegistry');

// Two of these run for every response (the CSP follows the registry): no exception for a
// missing file, which is the usual case before a release.
function fileKey(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${file}:${stat.mtimeMs}:${stat.size}` : `${file}:missing`;
}

export class RemoteRegistry {
  private snapshot: Snapshot | null = null;
  // The last key read and failed, so a broken file is reported once, not at every request.
  private failedKey: string | null = null;

  constructor(private readonly config: AppConfig) {}

  baseFile(): string {
    return this.config.registryFile ?? join(this.config.webRoot, 'registry.json');
  }

  deployedFile(): string {
    return join(this.config.releasesDir, 'registry.json');
  }

  // Null until a registry has been read: /remotes.json then answers 503 and the shell shows its
  // retry state rather than treating every remote page as missing.
  document(): RemotesDocument | null {
    return this.current()?.document ?? null;
  }

  // Absolute origins of the current manifests and the preview prefixes (origin and path: a CSP
  // source with a path allows only that path and below), for the page's CSP.
  origins(): string[] {
    return this.current()?.origins ?? [...this.config.previewAllowedPrefixes].sort();
  }

  // Whether /remotes/<project>/ may be served: only a remote the registry lists.
  servesProject(project: string): boolean {
    return this.current()?.projects.has(project) ?? false;
  }

  private current(): Snapshot | null {
    const base = this.baseFile();
    const deployed = this.deployedFile();
    const key = `${fileKey(base)}|${fileKey(deployed)}`;
    if (this.snapshot?.key === key || this.failedKey === key) return this.snapshot;
    const baseEntries = this.read(base, false);
    const released = this.read(deployed, true);
    if (baseEntries === null || released === null) {
      // A registry that cannot be read keeps serving the last good one.
      this.failedKey = key;
      return this.snapshot;
    }
    this.failedKey = null;
    this.snapshot = this.build(key, baseEntries, released);
    return this.snapshot;
  }

  // The entries of a file; [] for a deployed registry that does not exist (no release yet);
  // null when it cannot be used.
  private read(file: string, optional: boolean): RegistryEntry[] | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        if (optional) return [];
        logger.warn(`No registry of remotes at ${file}: /remotes.json lists none`);
        return [];
      }
      logger.error(`Cannot read the registry ${file}: ${(error as Error).message}`);
      return null;
    }
    const list = (parsed as { remotes?: unknown } | null)?.remotes;
    if (!Array.isArray(list)) {
      logger.error(`The registry ${file} has no remotes list`);
      return null;
    }
    // The shell's own parser (shared-ui's registry.ts): an entry the shell would refuse is left
    // out here too, and a bad route of a good entry is dropped, each said in the log.
    const problems: string[] = [];
    const entries = list.flatMap((value, index) => {
      const entry = parseRegistryRemote(value, problems, index);
      return entry ? [entry] : [];
    });
    if (problems.length > 0) {
      logger.warn(`The registry ${file}: left out: ${problems.join('; ')}`);
    }
    return entries;
  }

  private build(key: string, base: RegistryEntry[], deployed: RegistryEntry[]): Snapshot {
    // A released entry replaces the base's; an entry rolled back to no release is the base's again.
    const releases = new Map(
      deployed
        .filter((entry) => typeof entry.version === 'string')
        .map((entry) => [entry.name, entry]),
    );
    const merged = base.map((entry) => releases.get(entry.name) ?? entry);
    for (const [name, entry] of releases) {
      if (!base.some((candidate) => candidate.name === name)) merged.push(entry);
    }
    const remotes = merged.map((entry) => {
      const override = this.config.remoteOverrides[entry.name.toLowerCase()];
      return override ? { ...entry, manifest: override } : entry;
    });
    const origins = new Set(this.config.previewAllowedPrefixes);
    for (const remote of remotes) {
      if (/^https?:\/\//.test(remote.manifest)) origins.add(new URL(remote.manifest).origin);
    }
    return {
      key,
      document: {
        remotes,
        previewAllowedOrigins: this.config.previewAllowedOrigins,
        previewAllowedPrefixes: this.config.previewAllowedPrefixes,
      },
      origins: [...origins].sort(),
      projects: new Set(remotes.map((remote) => remote.project)),
    };
  }
}
