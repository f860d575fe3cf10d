// `npm start`: build what is missing or stale (Nx restores unchanged builds from its cache),
// then run the API, which migrates the database and serves the shell and every remote on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, run, step } from './run.ts';
import { REMOTES } from '../mf/remotes.ts';

const APPS = ['api', 'shell', ...REMOTES.map((remote) => remote.project)];

step('Building SikaLens (cached after the first run)');
// Front-end bundles are production builds; the API keeps its own NODE_ENV (development by default).
await run('npx', ['nx', 'run-many', '-t', 'build', '-p', APPS.join(','), '--output-style=stream'], {
  NODE_ENV: 'production',
});

step('Starting SikaLens');
const api = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code) => process.exit(code ?? 0));
