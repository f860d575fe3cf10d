import { seedLargeHistory } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Issue 27: deleting and restoring the data rewrite the whole history, so each has a per-user
// hourly limit (counted in the database, so every API process sees the same count).
describe('per-user limits on deleting and restoring data', () => {
  let t: TestApp;
  let token: string;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp({ DATA_DELETIONS_PER_HOUR: '2', DATA_RESTORES_PER_HOUR: '1' });
    token = await register(t, KOFI);
    await seedLargeHistory(t, token, 10);
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows a few deletions and restores an hour, then answers 429 with Retry-After', async () => {
    await t.http().delete('/api/auth/delete-data').set(auth()).expect(200);
    await t.http().post('/api/auth/restore-data').set(auth()).expect(200);
    await t.http().delete('/api/auth/delete-data').set(auth()).expect(200);

    const restore = await t.http().post('/api/auth/restore-data').set(auth()).expect(429);
    expect((restore.body as { error: string }).error).toContain('Too many restores in an hour');
    expect(Number(restore.headers['retry-after'])).toBeGreaterThan(3000);

    // A third deletion in the hour: refused.
    const refused = await t.http().delete('/api/auth/delete-data').set(auth()).expect(429);
    expect((refused.body as { error: string }).error).toContain(
      'Too many data deletions in an hour',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });
});
