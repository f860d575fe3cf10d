import { startTestApp, type TestApp } from './test-app';

describe('dev outbox (only for this machine)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As behind a reverse proxy on the same host: the socket is always loopback.
    t = await startTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a loopback client', async () => {
    await t.http().get('/api/dev/outbox').expect(200);
    await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '127.0.0.1').expect(200);
  });

  it('answers 404 to anyone else, like a route that does not exist', async () => {
    const res = await t
      .http()
      .get('/api/dev/outbox')
      .set('X-Forwarded-For', '41.66.0.1')
      .expect(404);
    expect(res.body).toEqual({
      error: 'The requested resource was not found.',
      code: 'NOT_FOUND',
    });
  });
});
