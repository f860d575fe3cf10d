// The repository's registry of remotes (registry.json at the root): build tools, the release tool
// and the API all read this one file; the shell reads the served copy (/remotes.json).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  parseRegistry,
  type IconNode,
  type Registry,
  type RegistryRemote,
} from '../../shared-ui/src/contract/registry.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const REGISTRY_FILE = path.join(ROOT, 'registry.json');
// The file a remote build carries its own registry entry in, beside mf-manifest.json: the release
// tool promotes exactly what was built, and a staging preview learns the build's routes from it.
export const REGISTRY_ENTRY_FILE = 'registry-entry.json';

// Reads and checks a registry file; tools refuse a registry with any problem.
export function readRegistry(file = REGISTRY_FILE): Registry {
  const { registry, problems } = parseRegistry(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length > 0) {
    throw new Error(`${path.relative(ROOT, file)} is not valid:\n  ${problems.join('\n  ')}`);
  }
  return registry;
}

export function registryRemote(project: string, registry = readRegistry()): RegistryRemote {
  const remote = registry.remotes.find((candidate) => candidate.project === project);
  if (!remote) throw new Error(`${project} is not in registry.json`);
  return remote;
}

// A lucide icon's SVG, read from the lucide-react package the apps use.
export async function lucideIconNode(name: string): Promise<IconNode> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`"${name}" is not a lucide icon name`);
  const file = path.join(
    ROOT,
    'node_modules',
    'lucide-react',
    'dist',
    'esm',
    'icons',
    `${name}.mjs`,
  );
  if (!existsSync(file)) {
    throw new Error(`"${name}" is not a lucide icon (https://lucide.dev/icons)`);
  }
  const module = (await import(pathToFileURL(file).href)) as {
    __iconData?: { node?: [string, Record<string, string>][] };
  };
  const node = module.__iconData?.node;
  if (!Array.isArray(node)) {
    // An alias (history → rotate-ccw-clock) only re-exports its target.
    const target = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(
      readFileSync(file, 'utf8'),
    );
    if (target?.[1] && target[1] !== name) return lucideIconNode(target[1]);
    throw new Error(`could not read the lucide icon "${name}"`);
  }
  // lucide's React keys are not part of the drawing.
  return node.map(([tag, attributes]) => [
    tag,
    Object.fromEntries(Object.entries(attributes).filter(([name]) => name !== 'key')),
  ]);
}

// Fills every nav entry's iconNode from its icon name.
export async function withIconNodes(registry: Registry): Promise<Registry> {
  const copy = structuredClone(registry);
  for (const remote of copy.remotes) {
    for (const route of remote.routes) {
      if (!route.nav) continue;
      route.nav.iconNode = await lucideIconNode(route.nav.icon);
      if (route.nav.bottom?.icon) {
        route.nav.bottom.iconNode = await lucideIconNode(route.nav.bottom.icon);
      }
    }
  }
  return copy;
}

export async function formatJson(value: unknown, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(JSON.stringify(value), { ...options, parser: 'json', filepath: file });
}

// `node tools/mf/registry.ts icons`: after adding or changing a nav icon name in registry.json.
if (import.meta.main && process.argv[2] === 'icons') {
  const raw = JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')) as Registry;
  // Entries may lack iconNode before this runs, so fill first and check after.
  for (const remote of raw.remotes) {
    for (const route of remote.routes) {
      if (route.nav) route.nav.iconNode ??= [];
    }
  }
  const filled = await withIconNodes(raw);
  writeFileSync(REGISTRY_FILE, await formatJson(filled, REGISTRY_FILE));
  readRegistry();
  process.stdout.write('registry.json: icon nodes filled from lucide-react\n');
}
