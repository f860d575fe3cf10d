// The one shared-dependency map used by the shell and every remote.
// Every package that owns a React context is a singleton; the shell owns framework versions.
import { readFileSync } from 'node:fs';

type PackageJson = { version: string; dependencies?: Record<string, string> };

const readJson = (relative: string): PackageJson =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as PackageJson;

const rootDeps = readJson('../../package.json').dependencies ?? {};
// @mui/styled-engine is an npm alias of @mui/styled-engine-sc: its range is not semver.
const styledEngineVersion = readJson('../../node_modules/@mui/styled-engine/package.json').version;
const sharedUiVersion = readJson('../../shared-ui/package.json').version;

type SharedConfig = {
  singleton: true;
  requiredVersion: string;
  version?: string;
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
  'react-router': fromRoot('react-router'),
  'react-router-dom': fromRoot('react-router-dom'),
  '@tanstack/react-query': fromRoot('@tanstack/react-query'),
  '@tanstack/query-core': fromRoot('@tanstack/query-core'),
  'styled-components': fromRoot('styled-components'),
  '@mui/material': fromRoot('@mui/material'),
  '@mui/system': fromRoot('@mui/system'),
  '@mui/styled-engine': {
    singleton: true,
    version: styledEngineVersion,
    requiredVersion: `^${styledEngineVersion}`,
  },
  notistack: fromRoot('notistack'),
  '@sikalens/shared-ui': workspacePackage(sharedUiVersion),
  // Not @sikalens/api-client: it holds no React context, so each remote bundles the client it was
  // built and tested with (a newer export works against an older shell); the token and the query
  // cache come from the shell (initApiClient, QueryClientProvider).
};
