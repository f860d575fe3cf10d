import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from '@rspack/core';

const SERVICE_WORKER_FILE = 'sw.js';

// Emits the shell's service worker (dist/sw.js) from tools/rspack/service-worker.js, with this
// build's version and its precache list: the pages (/, /login and /signup, prerendered, and
// /index.html) and the scripts index.html starts with. Everything else is cached as it is used.
export class ServiceWorkerPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const template = readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ServiceWorkerPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const entryFiles = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])]
            .filter((file) => file.endsWith('.js'))
            .map((file) => `/${file}`);
          const precache = ['/', '/login', '/signup', '/index.html', ...entryFiles];
          const version = (compilation.hash ?? String(Date.now())).slice(0, 12);
          const source = template
            .replace('self.__SW_VERSION__', JSON.stringify(version))
            .replace('self.__SW_PRECACHE__', JSON.stringify(precache));
          compilation.emitAsset(SERVICE_WORKER_FILE, new RawSource(source));
        },
      );
    });
  }
}
