// `npm start`: build what is missing or stale (Nx restores unchanged builds from its cache),
// then run the API, which migrates the database and serves the shell and every remote on one port.
// Says where the app is once it listens (a link in a terminal), and stops quietly on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT, run, step } from './run.ts';
import { REMOTES } from '../mf/remotes.ts';
import { readyLine } from './start-messages.ts';

const APPS = ['api', 'shell', ...REMOTES.map((remote) => remote.project)];
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

let api: ChildProcess | null = null;
let stopping = false;
// A Ctrl-C reaches the build's processes from the terminal, and the API only through here (it runs
// in a process group of its own, so it and its PostgreSQL stop in order, once). A second Ctrl-C
// while the API is stopping changes nothing.
for (const signal of SIGNALS) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (api !== null) api.kill(signal);
    // During the build, a Ctrl-C reaches Nx from the terminal too: the build ends, then this script.
    else if (signal !== 'SIGINT') process.exit(130);
  });
}
// This script going for any reason takes the API with it (the API also stops when its IPC channel
// to this process closes).
process.on('exit', () => {
  if (api !== null && api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});

step('Building SikaLens (cached after the first run)');
try {
  // Front-end bundles are production builds; the API keeps its own NODE_ENV (development by default).
  await run(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', APPS.join(','), '--output-style=stream'],
    { NODE_ENV: 'production' },
  );
} catch (error) {
  // Nx has said what failed; a build cut short by Ctrl-C is no failure.
  if (stopping) process.exit(130);
  process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

if (stopping) process.exit(130);

step('Starting SikaLens');
const child = spawn(process.execPath, [path.join(ROOT, 'api', 'dist', 'main.js')], {
  cwd: ROOT,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
  detached: true,
});
api = child;
child.on('message', (message: unknown) => {
  const { type, url } = (message ?? {}) as { type?: unknown; url?: unknown };
  if (type === 'sikalens:ready' && typeof url === 'string') {
    process.stdout.write(readyLine(url, process.stdout.isTTY === true));
  }
});
child.on('exit', (code, signal) => {
  // Stopped as asked (the API ends by the signal it was sent): done, without an error.
  if (stopping) process.exit(0);
  process.exit(code ?? (signal === null ? 0 : 1));
});
