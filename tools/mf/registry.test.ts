import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { ROOT, lucideIconNode, readRegistry, withIconNodes } from './registry.ts';
import { parseRegistry, parseIconNode } from '../../shared-ui/src/contract/registry.ts';

const registry = readRegistry();

void test('registry.json lists every mfe-* workspace once, with unique dev ports and paths', () => {
  const projects = readdirSync(ROOT).filter((entry) => /^mfe-/.test(entry));
  assert.deepEqual(registry.remotes.map((remote) => remote.project).sort(), projects.sort());
  assert.equal(new Set(registry.remotes.map((r) => r.devPort)).size, registry.remotes.length);
  const paths = registry.remotes.flatMap((remote) => remote.routes.map((route) => route.path));
  assert.equal(new Set(paths).size, paths.length);
});

void test('every icon node matches the lucide icon it names (run `npm run registry:icons`)', async () => {
  assert.deepEqual(await withIconNodes(registry), registry);
});

void test("each remote's routes.tsx serves exactly the paths its registry entry lists", () => {
  for (const remote of registry.remotes) {
    const source = readFileSync(path.join(ROOT, remote.project, 'src', 'routes.tsx'), 'utf8');
    const served = [...source.matchAll(/path:\s*'([^']+)'/g)].map((match) => match[1]).sort();
    const listed = remote.routes.map((route) => route.path).sort();
    assert.deepEqual(served, listed, `${remote.project}/src/routes.tsx`);
  }
});

void test('the parser drops bad entries and routes but keeps the rest', () => {
  const good = structuredClone(registry.remotes[1]);
  if (!good) throw new Error('registry.json has fewer than two remotes');
  const { registry: parsed, problems } = parseRegistry({
    remotes: [
      { ...good, name: 'bad name' },
      good,
      { ...structuredClone(good), name: 'mfe_copy', project: 'mfe-copy' },
      {
        ...structuredClone(good),
        name: 'mfe_other',
        project: 'mfe-other',
        routes: [
          { path: '/settings', signedOut: 'login' },
          { path: 'no-slash', signedOut: 'login' },
          { path: '/fine', signedOut: 'sometimes' },
          { path: '/ok', signedOut: 'home' },
        ],
      },
    ],
  });
  assert.deepEqual(
    parsed.remotes.map((remote) => [remote.name, remote.routes.map((route) => route.path)]),
    [
      [good.name, good.routes.map((route) => route.path)],
      ['mfe_copy', []],
      ['mfe_other', ['/ok']],
    ],
  );
  assert.equal(problems.length, 5 + good.routes.length - 1);
});

void test('icon nodes admit only SVG shapes with geometry', async () => {
  assert.ok(parseIconNode(await lucideIconNode('tags')));
  assert.equal(parseIconNode([['script', {}]]), null);
  assert.equal(parseIconNode([['path', { onload: 'alert(1)' }]]), null);
  assert.equal(parseIconNode([['path', { d: 'M0 0', fill: 'url(https://x/y)' }]]), null);
  assert.equal(parseIconNode([['path', { d: '<svg>' }]]), null);
  assert.equal(parseIconNode([]), null);
  await assert.rejects(lucideIconNode('../../etc/passwd'));
  await assert.rejects(lucideIconNode('no-such-icon-anywhere'));
});

void test("shell paths stay the shell's however they are written, and paths clash as the router matches them", () => {
  const remote = (
    name: string,
    paths: string[],
    manifest = `/remotes/${name}/mf-manifest.json`,
  ) => ({
    name: name.replace(/-/g, '_'),
    project: name,
    label: name,
    manifest,
    routes: paths.map((path) => ({ path, signedOut: 'login' })),
  });
  const { registry: parsed, problems } = parseRegistry({
    remotes: [
      remote('mfe-a', ['/Login', '/login/', '/SignUp', '/settings/x', '/SETTINGS', '/', '/ok']),
      remote('mfe-b', ['/OK/', '/fine']),
      remote('mfe-c', ['/c'], 'https://'),
      remote('mfe-d', ['/d'], 'https://cdn.example.com:99999/x'),
      remote('mfe-e', ['/e'], '//evil.example.com/mf-manifest.json'),
      remote('mfe-f', ['/f'], 'https://cdn.example.com/f/1/mf-manifest.json'),
    ],
  });
  assert.deepEqual(
    parsed.remotes.map((entry) => [entry.project, entry.routes.map((route) => route.path)]),
    [
      ['mfe-a', ['/ok']],
      ['mfe-b', ['/fine']],
      ['mfe-f', ['/f']],
    ],
  );
  assert.equal(problems.length, 6 + 1 + 3);
});

void test("a route's serverRender survives parsing (a release's deployed registry keeps it), and must be a boolean", () => {
  const { registry: parsed, problems } = parseRegistry(registry);
  const chat = parsed.remotes.flatMap((remote) => remote.routes).find((r) => r.path === '/ai-chat');
  assert.equal(chat?.serverRender, false);
  const entry = structuredClone(registry.remotes[0]!);
  entry.routes = [{ path: '/x', signedOut: 'login', serverRender: 'no' } as never];
  const bad = parseRegistry({ remotes: [entry] });
  assert.deepEqual(bad.registry.remotes[0]?.routes, []);
  assert.match(bad.problems.join('\n'), /\/x: serverRender must be true or false/);
  assert.deepEqual(problems, []);
});
