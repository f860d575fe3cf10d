import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedLargeHistory } from './fixtures';
import { register, startTestApp, type TestApp } from './test-app';

// Issue 27: exports (CSV, download-my-data, reports) are limited across every API process, one
// per user at a time, and an export whose reader stops is ended and frees what it held.

// Enough that a stalled reader's socket buffers cannot take the whole export (about 12 MB of CSV).
const ROWS = 120_000;
const person = (n: number) => ({
  phone: `02700000${String(n).padStart(2, '0')}`,
  email: `export${n}@example.com`,
  firstName: 'Export',
  lastName: `Person ${n}`,
});

// Asks again until the answer is `want` (or fails after 20 s).
async function eventually<T>(ask: () => Promise<T>, want: T): Promise<void> {
  const until = Date.now() + 20_000;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await ask();
    if (last === want) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still ${String(last)}, not ${String(want)}`);
}

const portOf = async (t: TestApp) => {
  await t.app.listen(0, '127.0.0.1');
  return (t.app.getHttpServer().address() as AddressInfo).port;
};

// An export whose reader takes the headers and then reads nothing more (a phone gone quiet).
type Held = { res: IncomingMessage; closed: Promise<void>; drop: () => void };
function holdExport(port: number, token: string, path = '/api/transactions/export'): Promise<Held> {
  return new Promise((resolve, reject) => {
    const req = get(
      { host: '127.0.0.1', port, path, headers: { Authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`the export answered ${res.statusCode}`));
          return;
        }
        res.pause();
        // The connection itself: a paused response does not report the server cutting it.
        const socket = res.socket;
        const closed = new Promise<void>((done) => {
          socket.once('close', () => done());
          res.once('close', () => done());
        });
        resolve({ res, closed, drop: () => req.destroy() });
      },
    );
    req.on('error', () => undefined);
  });
}

describe('export limits', () => {
  let one: TestApp;
  let two: TestApp;
  let ports: [number, number];
  const tokens: string[] = [];

  beforeAll(async () => {
    const env = { EXPORT_SLOTS: '2', EXPORT_WAIT_SECONDS: '1', EXPORT_IDLE_TIMEOUT_SECONDS: '8' };
    one = await startTestApp(env, { keepDatabase: true });
    // A second API process on the same database.
    two = await startTestApp(env, { database: one.database });
    for (const n of [1, 2, 3]) {
      const token = await register(one, person(n));
      await seedLargeHistory(one, token, n === 3 ? 1_000 : ROWS);
      tokens.push(token);
    }
    ports = [await portOf(one), await portOf(two)];
    // Two app processes and three seeded histories: on a loaded 2-core machine this setup alone
    // has taken over 30 s, failing the suite before a test ran.
  }, 120_000);
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('runs one export per user at a time: a second is 429 with Retry-After, on any process', async () => {
    const first = await holdExport(ports[0], tokens[0]!);
    for (const t of [one, two]) {
      const second = await t
        .http()
        .get('/api/account/export')
        .set('Authorization', `Bearer ${tokens[0]}`)
        .expect(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
      expect((second.body as { error: string }).error).toContain(
        'An export of yours is already running',
      );
    }
    first.drop();
    await first.closed;
    // Its lease is freed: the next one runs.
    await eventually(
      async () =>
        (
          await two
            .http()
            .get('/api/transactions/export')
            .set('Authorization', `Bearer ${tokens[0]}`)
        ).status,
      200,
    );
  }, 30_000);

  it('shares its slots between processes, and one user never holds them all', async () => {
    const a = await holdExport(ports[0], tokens[0]!);
    const b = await holdExport(ports[1], tokens[1]!);
    const refused = await one
      .http()
      .get('/api/transactions/export')
      .set('Authorization', `Bearer ${tokens[2]}`)
      .expect(429);
    expect((refused.body as { error: string }).error).toContain(
      'Too many exports are running at once',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    a.drop();
    await a.closed;
    await eventually(
      async () =>
        (
          await two
            .http()
            .get('/api/transactions/export')
            .set('Authorization', `Bearer ${tokens[2]}`)
        ).status,
      200,
    );
    b.drop();
    await b.closed;
    // Dropped downloads free their leases once the server has seen them go.
    await eventually(
      async () =>
        (await one.http().get('/api/account/export').set('Authorization', `Bearer ${tokens[1]}`))
          .status,
      200,
    );
  }, 60_000);

  it('ends an export whose reader stops, cutting the download and freeing its slot', async () => {
    // The CSV, which is not compressed: the test data's ZIP is small enough to sit whole in the
    // sockets' buffers, so the server would finish it. The download-my-data snapshot ends by the
    // same timer (and PostgreSQL's idle_in_transaction_session_timeout).
    const stalled = await holdExport(ports[0], tokens[1]!);
    const started = Date.now();
    // The stalled reader still holds its connection, but the server has let the export go: the
    // same user's next one runs (while the first ran, it was 429).
    await eventually(
      async () =>
        (
          await one
            .http()
            .get('/api/transactions/export')
            .set('Authorization', `Bearer ${tokens[1]}`)
        ).status,
      200,
    );
    const ms = Date.now() - started;
    // EXPORT_IDLE_TIMEOUT_SECONDS=8 (longer than a user's 2 s grace, which the first test waits
    // out twice): let go after about that.
    expect(ms).toBeGreaterThanOrEqual(7_000);
    expect(ms).toBeLessThan(20_000);
    process.stdout.write(`a stalled download was let go after ${ms} ms (idle timeout 8 s)\n`);
    // When the reader reads again, its download was cut short, not completed.
    stalled.res.resume();
    stalled.res.on('error', () => undefined);
    await stalled.closed;
    expect(stalled.res.complete).toBe(false);
    await eventually(async () => {
      const [row] = await one.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      return row?.n;
    }, 0);
  }, 30_000);
});
