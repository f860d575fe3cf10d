import { mkdirSync, mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/config.types';
import { RemoteRegistry } from './remote-registry';

const entry = (
  name: string,
  manifest = `/remotes/${name.replace(/_/g, '-')}/mf-manifest.json`,
) => ({
  name,
  project: name.replace(/_/g, '-'),
  label: name,
  manifest,
  routes: [{ path: `/${name}`, signedOut: 'login' }],
});

let tick = 0;
// Files written within the same millisecond keep their mtime: move it on so a change is seen.
function write(file: string, value: unknown): void {
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  tick += 10;
  const at = new Date(Date.UTC(2026, 0, 1) + tick * 1000);
  utimesSync(file, at, at);
}

function setup(overrides: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'sikalens-registry-'));
  mkdirSync(join(root, 'releases'));
  const config = {
    webRoot: root,
    releasesDir: join(root, 'releases'),
    registryFile: null,
    remoteOverrides: overrides,
    previewAllowedOrigins: ['https://preview.example.com/mfe/'],
    previewAllowedPrefixes: ['https://preview.example.com/mfe/'],
  } as unknown as AppConfig;
  return { root, registry: new RemoteRegistry(config) };
}

describe('RemoteRegistry', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('serves the base registry with released entries in place, and follows both files', () => {
    const { root, registry } = setup();
    write(join(root, 'registry.json'), { remotes: [entry('mfe_a'), entry('mfe_b')] });
    expect(registry.document()?.remotes.map((remote) => remote.manifest)).toEqual([
      '/remotes/mfe-a/mf-manifest.json',
      '/remotes/mfe-b/mf-manifest.json',
    ]);
    const released = {
      ...entry('mfe_b', 'https://cdn.example.com/b/1/mf-manifest.json'),
      version: '1',
    };
    write(join(root, 'releases', 'registry.json'), { remotes: [entry('mfe_a'), released] });
    expect(registry.document()?.remotes).toEqual([entry('mfe_a'), released]);
    expect(registry.origins()).toEqual([
      'https://cdn.example.com',
      'https://preview.example.com/mfe/',
    ]);
    // A route added to the base reaches an unreleased remote; the released one keeps its release.
    const withRoute = {
      ...entry('mfe_a'),
      routes: [...entry('mfe_a').routes, { path: '/x', signedOut: 'home' }],
    };
    write(join(root, 'registry.json'), { remotes: [withRoute, entry('mfe_b')] });
    expect(registry.document()?.remotes).toEqual([withRoute, released]);
    // Rolled back to no release: the base's entry again.
    write(join(root, 'releases', 'registry.json'), { remotes: [entry('mfe_a'), entry('mfe_b')] });
    expect(registry.document()?.remotes).toEqual([withRoute, entry('mfe_b')]);
  });

  it('has no document until a registry is read, then keeps the last good one', () => {
    const { root, registry } = setup();
    write(join(root, 'registry.json'), '{ broken');
    expect(registry.document()).toBeNull();
    expect(registry.origins()).toEqual(['https://preview.example.com/mfe/']);
    write(join(root, 'registry.json'), { remotes: [entry('mfe_a')] });
    expect(registry.document()?.remotes).toHaveLength(1);
    write(join(root, 'releases', 'registry.json'), '{ broken');
    expect(registry.document()?.remotes).toHaveLength(1);
    expect(Logger.prototype.error).toHaveBeenCalledTimes(2);
    // A broken file is reported once, not at every request.
    registry.document();
    registry.origins();
    expect(Logger.prototype.error).toHaveBeenCalledTimes(2);
  });

  it('leaves out entries with a manifest URL that cannot be used, and never throws for the CSP', () => {
    const { root, registry } = setup({ mfe_a: 'https://cdn.example.com/a/mf-manifest.json' });
    write(join(root, 'registry.json'), {
      remotes: [
        entry('mfe_a'),
        entry('mfe_b', 'https://'),
        entry('mfe_c', 'https://cdn.example.com:99999/x'),
        entry('mfe_d', '//evil.example.com/mf-manifest.json'),
        entry('mfe_e', 'javascript:alert(1)'),
        { ...entry('mfe_f'), project: '../api' },
      ],
    });
    expect(registry.document()?.remotes.map((remote) => remote.name)).toEqual(['mfe_a']);
    expect(registry.origins()).toEqual([
      'https://cdn.example.com',
      'https://preview.example.com/mfe/',
    ]);
    expect(registry.servesProject('mfe-a')).toBe(true);
    expect(registry.servesProject('api')).toBe(false);
  });
});
