import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MUI_PROVIDES_FILE, muiProvidesSource, shared } from './shared.ts';
import { REMOTES } from './remotes.ts';

void test('every context-owning package is a singleton with a version range', () => {
  const required = [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    '@sikalens/router',
    '@tanstack/react-query',
    '@tanstack/query-core',
    'styled-components',
    '@mui/material/Button',
    '@mui/material/styles',
    '@mui/system',
    '@mui/styled-engine',
    'notistack',
    '@sikalens/contract',
  ];
  for (const key of required) {
    const entry = shared[key];
    assert.ok(entry, `${key} missing from the shared map`);
    assert.equal(entry.singleton, true, `${key} must be a singleton`);
    assert.match(entry.requiredVersion, /^\^?\d+\.\d+\.\d+/, `${key} needs a semver range`);
  }
});

void test('remote container names are valid identifiers and env vars follow the project name', () => {
  assert.equal(REMOTES.length, 6);
  for (const remote of REMOTES) {
    assert.match(remote.name, /^[A-Za-z0-9_]+$/);
    assert.equal(remote.envVar, `REMOTE_${remote.name.toUpperCase()}_URL`);
  }
  assert.equal(new Set(REMOTES.map((r) => r.devPort)).size, REMOTES.length);
});

void test('the API client is bundled per remote, never shared', () => {
  assert.equal(shared['@sikalens/api-client'], undefined);
});

void test('MUI is shared path by path, never as the whole package', () => {
  assert.equal(shared['@mui/material'], undefined);
  assert.equal(shared['react-router'], undefined);
  assert.equal(shared['react-router-dom'], undefined);
  const paths = Object.keys(shared).filter((key) => key.startsWith('@mui/material/'));
  assert.ok(paths.length > 20, `only ${paths.length} MUI paths found`);
  for (const key of paths) assert.match(key, /^@mui\/material\/\w+$/);
});

void test('the contracts fail loudly on a version they do not meet; components are bundled', () => {
  assert.equal(shared['@sikalens/router']?.strictVersion, true);
  assert.equal(shared['@sikalens/contract']?.strictVersion, true);
  assert.equal(shared['@sikalens/shared-ui'], undefined);
});

void test('the shell provides every MUI path the apps import (npm run mui:provides)', () => {
  assert.equal(readFileSync(MUI_PROVIDES_FILE, 'utf8'), muiProvidesSource());
});
