import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import type { Registry } from '../../shared-ui/src/contract/registry.ts';
import { readRegistry, registryRemote } from '../mf/registry.ts';
import { contentVersion, releaseBuild, rollback, type ReleaseOptions } from './release.ts';

const repository = readRegistry();

function fakeBuild(project: string, marker: string, extraPath?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sikalens-build-${project}-`));
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: project }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${marker} */`);
  writeFileSync(
    path.join(dir, 'static', 'js', 'main.js'),
    `console.log(${JSON.stringify(marker)})`,
  );
  const known = repository.remotes.find((remote) => remote.project === project);
  const entry = known
    ? { name: known.name, project, label: known.label, routes: [...known.routes] }
    : { name: project.replace(/-/g, '_'), project, label: 'New', routes: [] as unknown[] };
  if (extraPath) entry.routes.push({ path: extraPath, signedOut: 'login' });
  writeFileSync(path.join(dir, 'registry-entry.json'), JSON.stringify(entry));
  return dir;
}

function options(): ReleaseOptions & { deployed: () => Registry; audit: () => unknown[] } {
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'sikalens-releases-'));
  let tick = 0;
  return {
    releasesDir,
    baseUrl: '/releases',
    actor: 'test@example.com',
    now: () => new Date(Date.UTC(2026, 10, 24, 12, 0, tick++)),
    deployed: () => readRegistry(path.join(releasesDir, 'registry.json')),
    audit: () =>
      readFileSync(path.join(releasesDir, 'audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
  };
}

void test('the version is the content: same files, same version; any change, a new one', () => {
  const a = fakeBuild('mfe-upload', 'one');
  const b = fakeBuild('mfe-upload', 'one');
  const c = fakeBuild('mfe-upload', 'two');
  assert.equal(contentVersion(a), contentVersion(b));
  assert.notEqual(contentVersion(a), contentVersion(c));
  assert.match(contentVersion(a), /^[0-9a-f]{12}$/);
});

void test('a release changes only its own entry, and rollbacks walk back to the start', () => {
  const opts = options();
  const first = releaseBuild(fakeBuild('mfe-upload', 'v1', '/upload/help'), opts);
  assert.equal(first.action, 'release');
  assert.equal(first.from, '/remotes/mfe-upload/mf-manifest.json');
  const afterFirst = opts.deployed();
  const upload = afterFirst.remotes.find((remote) => remote.project === 'mfe-upload');
  assert.equal(upload?.version, first.to);
  assert.equal(upload?.manifest, `/releases/mfe-upload/${first.to}/mf-manifest.json`);
  assert.ok(upload?.routes.some((route) => route.path === '/upload/help'));
  assert.ok(
    existsSync(path.join(opts.releasesDir, 'mfe-upload', first.to, 'static', 'js', 'main.js')),
  );
  // Every other remote is exactly as before.
  assert.deepEqual(
    afterFirst.remotes.filter((remote) => remote.project !== 'mfe-upload'),
    repository.remotes.filter((remote) => remote.project !== 'mfe-upload'),
  );

  const second = releaseBuild(fakeBuild('mfe-upload', 'v2'), opts);
  assert.equal(second.from, first.to);
  assert.throws(() => releaseBuild(fakeBuild('mfe-upload', 'v2'), opts), /already live/);

  const back = rollback('mfe_upload', opts);
  assert.deepEqual([back.from, back.to], [second.to, first.to]);
  assert.equal(registryRemote('mfe-upload', opts.deployed()).version, first.to);
  const start = rollback('mfe-upload', opts);
  assert.equal(start.to, '/remotes/mfe-upload/mf-manifest.json');
  assert.deepEqual(
    registryRemote('mfe-upload', opts.deployed()),
    registryRemote('mfe-upload', repository),
  );
  assert.throws(() => rollback('mfe-upload', opts), /no earlier release/);

  assert.deepEqual(
    opts.audit().map((record) => {
      const { action, remote, actor } = record as Record<string, string>;
      return [action, remote, actor];
    }),
    [
      ['release', 'mfe-upload', 'test@example.com'],
      ['release', 'mfe-upload', 'test@example.com'],
      ['rollback', 'mfe-upload', 'test@example.com'],
      ['rollback', 'mfe-upload', 'test@example.com'],
    ],
  );
  // The rolled-back releases stay on disk: immutable, and a later release may reuse them.
  assert.ok(existsSync(path.join(opts.releasesDir, 'mfe-upload', second.to, 'mf-manifest.json')));
});

void test('a remote new to the registry is added; a build without an entry or with a bad one is refused', () => {
  const opts = options();
  const record = releaseBuild(fakeBuild('mfe-savings', 'new', '/savings'), opts);
  assert.equal(record.from, 'none');
  assert.equal(opts.deployed().remotes.at(-1)?.project, 'mfe-savings');

  const bare = mkdtempSync(path.join(os.tmpdir(), 'sikalens-bare-'));
  assert.throws(() => releaseBuild(bare, opts), /not a remote build/);

  const taken = fakeBuild('mfe-upload', 'bad');
  writeFileSync(
    path.join(taken, 'registry-entry.json'),
    JSON.stringify({
      name: 'mfe_upload',
      project: 'mfe-upload',
      label: 'Upload',
      routes: [{ path: '/settings', signedOut: 'login' }],
    }),
  );
  assert.throws(() => releaseBuild(taken, opts), /not a valid registry entry/);
});

void test('one release at a time', () => {
  const opts = options();
  writeFileSync(path.join(opts.releasesDir, '.lock'), '4242\n');
  assert.throws(
    () => releaseBuild(fakeBuild('mfe-upload', 'x'), opts),
    /another release is running .*process 4242/,
  );
});

void test('a refused release leaves the history alone, so rollback still goes to what was live', () => {
  const opts = options();
  const first = releaseBuild(fakeBuild('mfe-upload', 'v1'), opts);
  // This build claims a path another remote serves: the registry check refuses it.
  assert.throws(
    () => releaseBuild(fakeBuild('mfe-upload', 'v2', '/dashboard'), opts),
    /refusing to write a registry/,
  );
  assert.equal(registryRemote('mfe-upload', opts.deployed()).version, first.to);
  const back = rollback('mfe-upload', opts);
  assert.deepEqual([back.from, back.to], [first.to, '/remotes/mfe-upload/mf-manifest.json']);
});

void test('--dist must be a build of the remote named', () => {
  const opts = options();
  assert.throws(
    () => releaseBuild(fakeBuild('mfe-billing', 'x'), opts, 'mfe-upload'),
    /is a build of mfe-billing, not mfe-upload/,
  );
});
