import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateStatementFixtures } from './fixtures';
import { KOFI, register, startTestApp, testEnv, type TestApp } from './test-app';

const API = resolve(__dirname, '..');

// A worker process run from the TypeScript sources (compiled on load by swc, as Jest does), so
// the test needs no build. Nest and pg-boss load as ES modules through Node's require(esm).
const BOOT = `
const swc = require('@swc/core');
const { readFileSync } = require('node:fs');
require('node:module')._extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { target: 'es2023', parser: { syntax: 'typescript', decorators: true },
           transform: { legacyDecorator: true, decoratorMetadata: true } },
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  module._compile(code, filename);
};
require(${JSON.stringify(join(API, 'src/worker.ts'))});
`;

function startWorker(databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['-e', BOOT], {
    cwd: API,
    env: {
      ...process.env,
      ...testEnv({ DATABASE_URL: databaseUrl, STATEMENT_WORKERS: 'inline', LOG_LEVEL: 'warn' }),
    },
    stdio: 'ignore',
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null
      ? done()
      : child.once('exit', () => done()),
  );

describe('a statement job whose worker process is killed mid-way', () => {
  let api: TestApp;
  const workers: ChildProcess[] = [];

  afterAll(async () => {
    for (const worker of workers) {
      worker.kill('SIGKILL');
      await stopped(worker);
    }
    await api.close();
  });

  it('completes after a new worker starts, with nothing lost and nothing twice', async () => {
    const fixtures = generateStatementFixtures();
    // This process only serves HTTP; statements are processed by the worker processes.
    api = await startTestApp({ STATEMENT_WORKERS: 'off' });
    const token = await register(api, KOFI);
    const auth = { Authorization: `Bearer ${token}` };
    const wallet = await api
      .http()
      .post('/api/wallets')
      .set(auth)
      .send({ label: 'Main', provider: 'MTN', momoNumber: '0599012817' })
      .expect(201);
    const res = await api
      .http()
      .post('/api/upload-pdf')
      .set(auth)
      .field('walletId', (wallet.body as { id: string }).id)
      .attach('pdf', readFileSync(join(fixtures, 'bench-app-1200.pdf')), 'big.pdf')
      .expect(201);
    const { uploadId } = res.body as { uploadId: string };
    const statusOf = async () =>
      (
        await api.db.query<{ status: string }[]>('SELECT status FROM pdf_uploads WHERE id = $1', [
          uploadId,
        ])
      )[0]!.status;

    // Kill the first worker while it is processing the statement.
    const first = startWorker(api.databaseUrl);
    workers.push(first);
    while ((await statusOf()) === 'pending') await new Promise((done) => setTimeout(done, 20));
    first.kill('SIGKILL');
    await stopped(first);
    expect(await statusOf()).toBe('processing');

    // A new worker picks the job up once the dead one's heartbeat has lapsed.
    workers.push(startWorker(api.databaseUrl));
    for (let i = 0; i < 600 && (await statusOf()) !== 'completed'; i += 1) {
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(await statusOf()).toBe('completed');
    const [rows] = await api.db.query<{ n: string; distinct_ids: string }[]>(
      'SELECT count(*) AS n, count(DISTINCT transaction_id) AS distinct_ids FROM transactions WHERE upload_id = $1',
      [uploadId],
    );
    expect(rows).toEqual({ n: '1200', distinct_ids: '1200' });
  }, 120_000);
});
