// The one shared-dependency map used by the shell and every remote.
// Every package that owns a React context is a singleton; the shell owns framework versions.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

type PackageJson = { version: string; dependencies?: Record<string, string> };

const readJson = (relative: string): PackageJson =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as PackageJson;

const rootDeps = readJson('../../package.json').dependencies ?? {};
// @mui/styled-engine is an npm alias of @mui/styled-engine-sc: its range is not semver.
const styledEngineVersion = readJson('../../node_modules/@mui/styled-engine/package.json').version;
const contractVersion = readJson('../../contract/package.json').version;
const routerVersion = readJson('../../router/package.json').version;

const ROOT = path.resolve(import.meta.dirname, '../..');
// Where front-end source lives: every workspace that builds for the browser.
const FRONT_END_SOURCES = ['shell', 'shared-ui', 'contract', 'router', 'mfe-'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// Every '@mui/material/<Component>' path the monorepo imports, each shared on its own: Module
// Federation cannot tree-shake a shared package, so sharing '@mui/material' whole sent all of MUI
// (127 KB gzip, 73% unused) to every page. Every build computes the same list, so the shell
// provides every path any remote uses and one copy of each serves the page (MUI's own contexts,
// such as a FormControl's, live inside these modules). A remote that starts using a component no
// other build has provides its own copy until the shell is next released.
export function muiPaths(root = ROOT): string[] {
  const found = new Set<string>();
  const projects = readdirSync(root).filter((name) =>
    FRONT_END_SOURCES.some((prefix) => name === prefix || name.startsWith(prefix)),
  );
  for (const project of projects) {
    const src = path.join(root, project, 'src');
    if (!existsSync(src)) continue;
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from '(@mui\/material\/[\w]+)'/g)) {
        found.add(match[1] as string);
      }
    }
  }
  return [...found].sort();
}

type SharedConfig = {
  singleton: true;
  requiredVersion: string;
  version?: string;
  // A load error instead of a console warning when the version on the page is out of range.
  strictVersion?: boolean;
};

function fromRoot(dep: string): SharedConfig {
  const range = rootDeps[dep];
  if (!range) throw new Error(`tools/mf/shared.ts: ${dep} is not a root dependency`);
  return { singleton: true, requiredVersion: range };
}

const workspacePackage = (version: string): SharedConfig => ({
  singleton: true,
  version,
  requiredVersion: `^${version}`,
});

export const shared: Record<string, SharedConfig> = {
  react: fromRoot('react'),
  'react/': fromRoot('react'),
  'react-dom': fromRoot('react-dom'),
  'react-dom/': fromRoot('react-dom'),
  // Not react-router itself: @sikalens/router is the part of it the apps use, with its contexts.
  '@sikalens/router': { ...workspacePackage(routerVersion), strictVersion: true },
  '@tanstack/react-query': fromRoot('@tanstack/react-query'),
  '@tanstack/query-core': fromRoot('@tanstack/query-core'),
  'styled-components': fromRoot('styled-components'),
  ...Object.fromEntries(muiPaths().map((key) => [key, fromRoot('@mui/material')])),
  '@mui/system': fromRoot('@mui/system'),
  '@mui/styled-engine': {
    singleton: true,
    version: styledEngineVersion,
    requiredVersion: `^${styledEngineVersion}`,
  },
  notistack: fromRoot('notistack'),
  // The contexts the shell provides (auth, theme choice, shell actions). Not @sikalens/shared-ui:
  // its components are bundled into each app, only those it uses, so they change without a shell
  // release. A remote that needs a contract the shell does not meet fails to load ("We couldn't
  // load …", the reason in the console) instead of reading an empty context.
  '@sikalens/contract': { ...workspacePackage(contractVersion), strictVersion: true },
  // Not @sikalens/api-client: it holds no React context, so each remote bundles the client it was
  // built and tested with (a newer export works against an older shell); the token and the query
  // cache come from the shell (initApiClient, QueryClientProvider).
};
