// `npm run release -- <remote>`: build one remote, keep the build as an immutable, content-versioned
// release (releases/<project>/<version>/), and promote it by changing only that remote's entry in
// the deployed registry (releases/registry.json, served as /remotes.json).
// `npm run release -- --rollback <remote>`: promote the release before the current one again.
// Both are appended to releases/audit.jsonl: who, when, what, from, to.
//
// Options: --dist <folder> releases a build made elsewhere (CI) instead of building here;
// RELEASES_DIR moves the releases folder; RELEASE_BASE_URL (default /releases) is where the
// releases folder is served, e.g. a CDN; RELEASE_ACTOR names who releases (default: git user).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  parseRegistry,
  parseRegistryRemote,
  type Registry,
  type RegistryRemote,
} from '../../shared-ui/src/contract/registry.ts';
import { REGISTRY_ENTRY_FILE, REGISTRY_FILE, readRegistry } from '../mf/registry.ts';
import { ROOT, run } from './run.ts';

export type AuditRecord = {
  at: string;
  actor: string;
  action: 'release' | 'rollback';
  remote: string;
  from: string;
  to: string;
};

// Every entry this remote has had promoted, oldest first; the last one is live. The first is the
// entry that was live before the first release, so the first release can be rolled back too.
type History = { remote: string; promotions: { at: string; entry: RegistryRemote }[] };

export type ReleaseOptions = {
  releasesDir: string;
  baseUrl: string;
  actor: string;
  now?: () => Date;
};

export function defaultOptions(env = process.env): ReleaseOptions {
  return {
    releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(ROOT, 'releases')),
    baseUrl: (env.RELEASE_BASE_URL ?? '/releases').replace(/\/+$/, ''),
    actor: env.RELEASE_ACTOR ?? gitUser() ?? os.userInfo().username,
  };
}

function gitUser(): string | null {
  try {
    const email = execFileSync('git', ['config', 'user.email'], { cwd: ROOT, encoding: 'utf8' });
    return email.trim() || null;
  } catch {
    return null;
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
      return entry.isFile() ? [relative] : [];
    })
    .sort();
}

// The version is the build's content: the same files give the same version, any change a new one.
export function contentVersion(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

// One release at a time per releases folder.
function withLock<T>(releasesDir: string, work: () => T): T {
  mkdirSync(releasesDir, { recursive: true });
  const lock = path.join(releasesDir, '.lock');
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Math.round((Date.now() - statSync(lock).mtimeMs) / 1000);
    const holder = readFileSync(lock, 'utf8').trim() || 'unknown';
    throw new Error(
      `another release is running (${lock}: process ${holder}, ${age} s old); remove the file if that process is gone`,
      { cause: error },
    );
  }
  writeFileSync(fd, `${process.pid}\n`);
  try {
    return work();
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

function deployedRegistryFile(options: ReleaseOptions): string {
  return path.join(options.releasesDir, 'registry.json');
}

// The deployed registry; before the first release, a copy of the repository's.
function readDeployed(options: ReleaseOptions): Registry {
  const file = deployedRegistryFile(options);
  return existsSync(file) ? readRegistry(file) : readRegistry(REGISTRY_FILE);
}

function writeDeployed(options: ReleaseOptions, registry: Registry): void {
  const { problems } = parseRegistry(registry);
  if (problems.length > 0) {
    throw new Error(`refusing to write a registry with problems:\n  ${problems.join('\n  ')}`);
  }
  writeAtomically(deployedRegistryFile(options), `${JSON.stringify(registry, null, 2)}\n`);
}

function historyFile(options: ReleaseOptions, project: string): string {
  return path.join(options.releasesDir, project, 'history.json');
}

function audit(options: ReleaseOptions, record: Omit<AuditRecord, 'at' | 'actor'>): AuditRecord {
  const full: AuditRecord = {
    at: (options.now?.() ?? new Date()).toISOString(),
    actor: options.actor,
    ...record,
  };
  const file = path.join(options.releasesDir, 'audit.jsonl');
  writeFileSync(file, `${JSON.stringify(full)}\n`, { flag: 'a' });
  return full;
}

const describe = (entry: RegistryRemote | undefined): string =>
  entry ? (entry.version ?? entry.manifest) : 'none';

function findProject(registry: Registry, remote: string): RegistryRemote | undefined {
  return registry.remotes.find((entry) => entry.project === remote || entry.name === remote);
}

// Keeps a built remote as a release and promotes it. Returns the audit record.
export function releaseBuild(
  dist: string,
  options: ReleaseOptions,
  expectedProject?: string,
): AuditRecord {
  const entryFile = path.join(dist, REGISTRY_ENTRY_FILE);
  if (!existsSync(path.join(dist, 'mf-manifest.json')) || !existsSync(entryFile)) {
    throw new Error(
      `${dist} is not a remote build (no mf-manifest.json or ${REGISTRY_ENTRY_FILE})`,
    );
  }
  const built = readJson<Record<string, unknown>>(entryFile);
  const version = contentVersion(dist);
  const project = String(built.project);
  if (expectedProject && project !== expectedProject) {
    throw new Error(`${dist} is a build of ${project}, not ${expectedProject}`);
  }
  const problems: string[] = [];
  // The server container is built, released and rolled back with the browser bundle.
  const server = existsSync(path.join(dist, 'server', 'remoteEntry.js'))
    ? { server: `${options.baseUrl}/${project}/${version}/server/remoteEntry.js` }
    : {};
  const entry = parseRegistryRemote(
    {
      ...built,
      version,
      manifest: `${options.baseUrl}/${project}/${version}/mf-manifest.json`,
      ...server,
    },
    problems,
  );
  if (!entry || problems.length > 0) {
    throw new Error(`${entryFile} is not a valid registry entry:\n  ${problems.join('\n  ')}`);
  }

  return withLock(options.releasesDir, () => {
    const target = path.join(options.releasesDir, entry.project, version);
    if (!existsSync(target)) {
      const staging = `${target}.${process.pid}.tmp`;
      cpSync(dist, staging, { recursive: true });
      renameSync(staging, target);
    }
    const registry = readDeployed(options);
    const current = registry.remotes.find((remote) => remote.name === entry.name);
    if (current?.version === version) {
      throw new Error(`${entry.project} ${version} is already live`);
    }
    const history: History = existsSync(historyFile(options, entry.project))
      ? readJson<History>(historyFile(options, entry.project))
      : {
          remote: entry.project,
          promotions: current ? [{ at: new Date(0).toISOString(), entry: current }] : [],
        };
    const at = (options.now?.() ?? new Date()).toISOString();
    // The registry is checked and written first: a refused release leaves no trace in the history.
    writeDeployed(options, {
      remotes: current
        ? registry.remotes.map((remote) => (remote.name === entry.name ? entry : remote))
        : [...registry.remotes, entry],
    });
    history.promotions.push({ at, entry });
    writeAtomically(historyFile(options, entry.project), `${JSON.stringify(history, null, 2)}\n`);
    return audit(options, {
      action: 'release',
      remote: entry.project,
      from: describe(current),
      to: version,
    });
  });
}

// Promotes the entry before the live one again.
export function rollback(remote: string, options: ReleaseOptions): AuditRecord {
  return withLock(options.releasesDir, () => {
    const registry = readDeployed(options);
    const current = findProject(registry, remote);
    const project = current?.project ?? remote;
    const file = historyFile(options, project);
    const history = existsSync(file) ? readJson<History>(file) : null;
    if (!current || !history || history.promotions.length < 2) {
      throw new Error(`${remote} has no earlier release to roll back to`);
    }
    history.promotions.pop();
    const previous = history.promotions[history.promotions.length - 1]?.entry;
    if (!previous) throw new Error(`${remote} has no earlier release to roll back to`);
    writeDeployed(options, {
      remotes: registry.remotes.map((entry) => (entry.name === current.name ? previous : entry)),
    });
    writeAtomically(file, `${JSON.stringify(history, null, 2)}\n`);
    return audit(options, {
      action: 'rollback',
      remote: project,
      from: describe(current),
      to: describe(previous),
    });
  });
}

function usage(): never {
  process.stderr.write(
    'Usage: npm run release -- <remote> [--dist <folder>]\n' +
      '       npm run release -- --rollback <remote>\n' +
      '  <remote>: mfe-upload or mfe_upload\n',
  );
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const options = defaultOptions();
  const rollbackIndex = argv.indexOf('--rollback');
  if (rollbackIndex >= 0) {
    const remote = argv[rollbackIndex + 1] ?? argv.find((arg) => !arg.startsWith('--'));
    if (!remote) usage();
    const record = rollback(remote, options);
    process.stdout.write(`Rolled back ${record.remote}: ${record.from} -> ${record.to}\n`);
    return;
  }
  const distIndex = argv.indexOf('--dist');
  const dist = distIndex >= 0 ? argv[distIndex + 1] : undefined;
  const remote = argv.find(
    (arg, index) => !arg.startsWith('--') && (distIndex < 0 || index !== distIndex + 1),
  );
  if (!remote || (distIndex >= 0 && !dist)) usage();
  const entry = findProject(readRegistry(REGISTRY_FILE), remote);
  if (!dist && !entry) throw new Error(`${remote} is not in registry.json`);
  const project = entry?.project ?? remote.replace(/_/g, '-');
  // Built here: into a folder of its own beside the releases, never into <project>/dist, which the
  // registry's as-built entry serves (a rollback to it must serve the bytes it served before).
  const folder = dist
    ? path.resolve(dist)
    : path.join(options.releasesDir, '.builds', `${project}-${process.pid}`);
  try {
    if (!dist) {
      rmSync(folder, { recursive: true, force: true });
      await run(
        'npx',
        ['rspack', 'build'],
        {
          NODE_ENV: 'production',
          BUILD_OUT_DIR: folder,
        },
        path.join(ROOT, project),
      );
    }
    const record = releaseBuild(folder, options, project);
    process.stdout.write(
      `Released ${record.remote} ${record.to} (was ${record.from}): ` +
        `${path.relative(ROOT, path.join(options.releasesDir, record.remote, record.to)) || '.'}\n`,
    );
  } finally {
    if (!dist) rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`release: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
