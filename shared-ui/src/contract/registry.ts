// The registry of remotes: one document says which remotes exist, where each one's current build
// lives and which routes it serves, with their navigation entries. The repository's
// `registry.json` is the source; the API serves the deployed copy as `/remotes.json`; the shell
// builds its routes and navigation from it at runtime; build and release tools read the same file.
//
// This file has no imports: Node tools load it directly (type stripping) and the shell bundles it.

// What a signed-out visitor opening the route gets: the login page, or the landing page.
export type SignedOutBehaviour = 'login' | 'home';

// One SVG child of a lucide icon: [tag, attributes].
type IconNodeElement = [tag: string, attributes: Record<string, string>];
export type IconNode = IconNodeElement[];

// The bottom bar may show the route under its own label and icon.
export type BottomNavEntry = { label: string; order: number; icon?: string; iconNode?: IconNode };

export type NavEntry = {
  label: string;
  // Position in the sidebar and drawer; the shell's own entries (Settings) take part too.
  order: number;
  // The lucide icon's name, and its SVG, so a new icon needs no shell release.
  icon: string;
  iconNode: IconNode;
  // Present when the route also has a place in the phone's bottom bar.
  bottom?: BottomNavEntry;
};

export type RegistryRoute = {
  path: string;
  signedOut: SignedOutBehaviour;
  nav?: NavEntry;
  // false: the API never renders this route on the server (issue 26: a page that must open with
  // what only the browser knows, like /ai-chat's upgrade dialog). Absent: rendered when it can be.
  serverRender?: boolean;
};

export type RegistryRemote = {
  // Module Federation container name ([A-Za-z0-9_]).
  name: string;
  // Workspace folder (mfe-x).
  project: string;
  // Human name in loading and error states.
  label: string;
  // Where the current build's mf-manifest.json is.
  manifest: string;
  // The release serving now; absent for a build served straight from the remote's dist folder.
  version?: string;
  // Where the same build's server container is (server/remoteEntry.js beside the manifest): the
  // API renders the remote's routes with it (issue 26). Released and rolled back with the manifest.
  server?: string;
  devPort?: number;
  routes: RegistryRoute[];
};

export type Registry = { remotes: RegistryRemote[] };

// The served /remotes.json: the registry plus the origins a staging preview may load from.
// previewAllowedPrefixes (issue 27): where a staging preview's manifest may come from, each an
// origin and a path ending in '/'; previewAllowedOrigins: their origins (older servers send only
// these, read as the origin's whole path).
export type RemotesDocument = Registry & {
  previewAllowedOrigins: string[];
  previewAllowedPrefixes: string[];
};

export type ParsedRegistry = { registry: Registry; problems: string[] };

// Paths the shell serves itself; a remote cannot take them.
export const SHELL_PATHS: readonly string[] = ['/', '/login', '/signup', '/settings', '/help'];

const NAME = /^[A-Za-z0-9_]{1,64}$/;
const PROJECT = /^[a-z0-9][a-z0-9-]{0,63}$/;
// A route path: absolute, react-router syntax, no query or fragment.
const PATH = /^\/[A-Za-z0-9\-._~:/]*$/;
const ICON = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ICON_TAGS = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon']);
const ICON_ATTRIBUTES = new Set([
  'd',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'width',
  'height',
  'points',
  'fill',
  'stroke',
  'transform',
]);
// Numbers, path data, colour keywords and transforms; never url(…).
const ICON_VALUE = /^(?!.*url)[0-9A-Za-z .,()-]*$/i;

// Paths compared the way the router matches them: case-insensitively, trailing slash ignored.
export function routeKey(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

// The shell's own paths, and anything below /login or /settings.
function isShellPath(path: string): boolean {
  const key = routeKey(path);
  return SHELL_PATHS.some(
    (shell) => key === shell || (shell !== '/' && key.startsWith(`${shell}/`)),
  );
}

function validManifest(manifest: unknown): manifest is string {
  if (typeof manifest !== 'string' || manifest.length > 2000) return false;
  if (manifest.startsWith('/')) return !manifest.startsWith('//');
  if (!/^https?:\/\//.test(manifest)) return false;
  try {
    return new URL(manifest).origin !== 'null';
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, max = 80): value is string =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

const order = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

// Only plain SVG shapes with geometry attributes: the registry cannot put script or event
// handlers into the shell's page.
export function parseIconNode(value: unknown): IconNode | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > 32) return null;
  const node: IconNode = [];
  for (const element of value) {
    if (!Array.isArray(element) || element.length !== 2) return null;
    const [tag, attributes] = element as [unknown, unknown];
    if (typeof tag !== 'string' || !ICON_TAGS.has(tag) || !isRecord(attributes)) return null;
    const clean: Record<string, string> = {};
    for (const [key, attribute] of Object.entries(attributes)) {
      if (key === 'key') continue;
      if (!ICON_ATTRIBUTES.has(key) || typeof attribute !== 'string') return null;
      if (attribute.length > 2000 || !ICON_VALUE.test(attribute)) return null;
      clean[key] = attribute;
    }
    node.push([tag, clean]);
  }
  return node;
}

function parseNav(value: unknown, where: string, problems: string[]): NavEntry | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !text(value.label, 40) || !order(value.order)) {
    problems.push(`${where}: nav needs a label and an order`);
    return undefined;
  }
  const iconNode = parseIconNode(value.iconNode);
  if (typeof value.icon !== 'string' || !ICON.test(value.icon) || !iconNode) {
    problems.push(`${where}: nav needs an icon name and a valid iconNode`);
    return undefined;
  }
  const nav: NavEntry = { label: value.label, order: value.order, icon: value.icon, iconNode };
  if (value.bottom !== undefined) {
    const bottom = value.bottom;
    const bottomIcon = isRecord(bottom) ? parseIconNode(bottom.iconNode) : null;
    if (isRecord(bottom) && text(bottom.label, 20) && order(bottom.order)) {
      nav.bottom = { label: bottom.label, order: bottom.order };
      if (typeof bottom.icon === 'string' && ICON.test(bottom.icon) && bottomIcon) {
        nav.bottom.icon = bottom.icon;
        nav.bottom.iconNode = bottomIcon;
      } else if (bottom.icon !== undefined || bottom.iconNode !== undefined) {
        problems.push(`${where}: nav.bottom's icon is not valid (the nav icon is used)`);
      }
    } else {
      problems.push(`${where}: nav.bottom needs a label and an order`);
    }
  }
  return nav;
}

function parseRoute(value: unknown, where: string, problems: string[]): RegistryRoute | null {
  if (!isRecord(value) || typeof value.path !== 'string' || !PATH.test(value.path)) {
    problems.push(`${where}: a route needs a path starting with /`);
    return null;
  }
  if (isShellPath(value.path)) {
    problems.push(`${where}: ${value.path} belongs to the shell`);
    return null;
  }
  const signedOut = value.signedOut;
  if (signedOut !== 'home' && signedOut !== 'login') {
    problems.push(`${where} ${value.path}: signedOut must be "login" or "home"`);
    return null;
  }
  const route: RegistryRoute = { path: value.path, signedOut };
  const nav = parseNav(value.nav, `${where} ${value.path}`, problems);
  if (nav) route.nav = nav;
  // Kept through every copy of the registry (the deployed one a release writes, a preview's
  // entry): the API's server render reads it.
  if (value.serverRender !== undefined) {
    if (typeof value.serverRender !== 'boolean') {
      problems.push(`${where} ${value.path}: serverRender must be true or false`);
      return null;
    }
    route.serverRender = value.serverRender;
  }
  return route;
}

// Parses one remote's entry; a bad route is dropped, a bad entry is refused.
export function parseRegistryRemote(
  value: unknown,
  problems: string[],
  index = 0,
): RegistryRemote | null {
  const where = isRecord(value) && typeof value.name === 'string' ? value.name : `remote ${index}`;
  if (!isRecord(value) || typeof value.name !== 'string' || !NAME.test(value.name)) {
    problems.push(`${where}: name must be letters, digits or _`);
    return null;
  }
  if (typeof value.project !== 'string' || !PROJECT.test(value.project)) {
    problems.push(`${where}: project must be a folder name`);
    return null;
  }
  if (!text(value.label, 40)) {
    problems.push(`${where}: label is missing`);
    return null;
  }
  if (!validManifest(value.manifest)) {
    problems.push(`${where}: manifest must be a path starting with / or an http(s) URL`);
    return null;
  }
  if (!Array.isArray(value.routes)) {
    problems.push(`${where}: routes must be a list`);
    return null;
  }
  const routes = value.routes
    .map((route) => parseRoute(route, where, problems))
    .filter((route): route is RegistryRoute => route !== null);
  const remote: RegistryRemote = {
    name: value.name,
    project: value.project,
    label: value.label,
    manifest: value.manifest,
    routes,
  };
  if (typeof value.version === 'string' && value.version.length <= 64) {
    remote.version = value.version;
  }
  if (value.server !== undefined) {
    if (validManifest(value.server)) remote.server = value.server;
    else problems.push(`${where}: server must be a path starting with / or an http(s) URL`);
  }
  if (typeof value.devPort === 'number' && Number.isInteger(value.devPort)) {
    remote.devPort = value.devPort;
  }
  return remote;
}

// Reads a registry leniently: a malformed entry or route is left out and named in `problems`,
// so one bad entry never takes the other remotes down. A path claimed twice stays with the
// first remote that claims it.
export function parseRegistry(value: unknown): ParsedRegistry {
  const problems: string[] = [];
  if (!isRecord(value) || !Array.isArray(value.remotes)) {
    return { registry: { remotes: [] }, problems: ['the registry has no remotes list'] };
  }
  const names = new Set<string>();
  const paths = new Set<string>();
  const remotes: RegistryRemote[] = [];
  value.remotes.forEach((candidate, index) => {
    const remote = parseRegistryRemote(candidate, problems, index);
    if (!remote) return;
    if (names.has(remote.name)) {
      problems.push(`${remote.name}: listed twice`);
      return;
    }
    names.add(remote.name);
    remote.routes = remote.routes.filter((route) => {
      const key = routeKey(route.path);
      if (paths.has(key)) {
        problems.push(`${remote.name} ${route.path}: already served by another remote`);
        return false;
      }
      paths.add(key);
      return true;
    });
    remotes.push(remote);
  });
  return { registry: { remotes }, problems };
}

// The served document: the registry with the preview allow-list.
export function parseRemotesDocument(value: unknown): RemotesDocument & { problems: string[] } {
  const { registry, problems } = parseRegistry(value);
  const origins =
    isRecord(value) && Array.isArray(value.previewAllowedOrigins)
      ? value.previewAllowedOrigins.filter((origin): origin is string => typeof origin === 'string')
      : [];
  const prefixes =
    isRecord(value) && Array.isArray(value.previewAllowedPrefixes)
      ? value.previewAllowedPrefixes.filter(
          (prefix): prefix is string => typeof prefix === 'string',
        )
      : origins.map((origin) => `${origin}/`);
  return {
    ...registry,
    previewAllowedOrigins: origins,
    previewAllowedPrefixes: prefixes,
    problems,
  };
}
