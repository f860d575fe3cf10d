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

  it('answers a loopback client talking to it directly', async () => {
    await t.http().get('/api/dev/outbox').expect(200);
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

  // A proxy on this host forwards remote clients from a loopback socket; whatever it claims about
  // the client, a forwarded request is not this machine's.
  it.each([
    ['X-Forwarded-For', '127.0.0.1'],
    ['Forwarded', 'for=127.0.0.1'],
    ['X-Forwarded-Host', 'localhost'],
    ['X-Forwarded-Proto', 'http'],
    ['X-Real-IP', '127.0.0.1'],
    ['Via', '1.1 localhost'],
  ])('answers 404 to a request forwarded with %s: %s', async (name, value) => {
    const res = await t.http().get('/api/dev/outbox').set(name, value).expect(404);
    expect(res.body).toEqual({
      error: 'The requested resource was not found.',
      code: 'NOT_FOUND',
    });
  });
});

describe('dev outbox behind a same-host proxy the API does not trust (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 to a forwarded remote client, though socket and req.ip are both loopback', async () => {
    await t.http().get('/api/dev/outbox').expect(200);
    await t.http().get('/api/dev/outbox').set('X-Forwarded-For', '41.66.0.1').expect(404);
    await t.http().get('/api/dev/outbox').set('X-Real-IP', '41.66.0.1').expect(404);
  });
});
