import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedLargeHistory } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

const ROWS = 30_000;

// Reads the first chunk of an export, then hangs up, as a phone closing its tab would.
function abandonExport(port: number, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/transactions/export',
        headers: { Authorization: `Bearer ${token}` },
      },
      (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
        res.once('end', () =>
          reject(new Error('the export finished before it could be abandoned')),
        );
      },
    );
    req.on('error', () => undefined);
  });
}

describe('CSV export of a large history', () => {
  let t: TestApp;
  let token: string;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    token = await register(t, KOFI);
    await seedLargeHistory(t, token, ROWS);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the database connection back when the client hangs up midway', async () => {
    // More abandoned downloads than the pool has connections: a leaked one would wedge the API.
    for (let i = 0; i < 12; i += 1) await abandonExport(port, token);
    for (let i = 0; i < 12; i += 1) {
      const res = await t
        .http()
        .get('/api/transactions')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect((res.body as { totals: { count: number } }).totals.count).toBe(ROWS);
    }
    const open: { n: number }[] = await t.db.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND query LIKE '%FROM transactions t LEFT JOIN%'",
    );
    expect(open[0]!.n).toBe(0);
  });

  it('still streams the whole file to a client that reads it', async () => {
    const res = await t
      .http()
      .get('/api/transactions/export')
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .expect(200);
    expect(String(res.text).trimEnd().split('\r\n')).toHaveLength(ROWS + 1);
  });
});
