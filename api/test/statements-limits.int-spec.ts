import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KOFI, registerWithWallet, startTestApp, type TestApp } from './test-app';
import { uploadStatement } from './imports';

const pdf = () => Buffer.from('%PDF-1.7\nstatement:first\n%%EOF\n');

// Workers off: uploads stay pending, as if the workers were busy.
describe('per-user upload limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ STATEMENT_WORKERS: 'off', UPLOADS_READING_PER_PROCESS: '4' });
  });
  afterAll(async () => {
    await t.close();
  });

  const userWithWallet = (person: typeof KOFI, momoNumber: string) =>
    registerWithWallet(t, person, momoNumber);

  const upload = (token: string, walletId: string, file = pdf()) =>
    uploadStatement(t, token, walletId, file);

  it('refuses a fourth upload while three are still processing, before reading the file', async () => {
    const { token, walletId } = await userWithWallet(KOFI, '0241234567');
    for (let i = 0; i < 3; i += 1) await upload(token, walletId).expect(201);
    const refused = await upload(token, walletId).expect(429);
    expect(refused.body).toEqual({
      error: 'You have 3 statements still processing. Wait for them to finish, then upload more.',
      code: 'TOO_MANY_UPLOADS',
    });
    // A file just over 10 MB (within what the header check lets through) is refused by the limit
    // (429), not by multer's size check (413): the guard ran before the file was read.
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 1024)]);
    const early = await upload(token, walletId, big).expect(429);
    expect((early.body as { code: string }).code).toBe('TOO_MANY_UPLOADS');
    // Once one finishes, the next upload is accepted.
    await t.db.query(
      `UPDATE pdf_uploads SET status = 'completed'
        WHERE id = (SELECT id FROM pdf_uploads WHERE wallet_id = $1 LIMIT 1)`,
      [walletId],
    );
    await upload(token, walletId).expect(201);
    const [count] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pdf_uploads WHERE wallet_id = $1',
      [walletId],
    );
    expect(count!.n).toBe(4);
  });

  it('refuses a 31st upload within an hour, with Retry-After', async () => {
    const { token, walletId } = await userWithWallet(
      { phone: '201112222', email: 'esi@example.com', firstName: 'Esi', lastName: 'Owusu' },
      '0201112222',
    );
    // 30 uploads counted: the oldest 10 minutes ago, so it leaves the window in about 50.
    await t.db.query(
      `INSERT INTO upload_events (user_id, created_at)
       SELECT w.user_id, now() - interval '10 minutes' + i * interval '1 second'
         FROM wallets w, generate_series(0, 29) AS i WHERE w.id = $1`,
      [walletId],
    );
    const refused = await upload(token, walletId).expect(429);
    expect(refused.body).toEqual({
      error: "You've uploaded 30 statements in the last hour. Try again later.",
      code: 'TOO_MANY_UPLOADS',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
    // Uploads older than an hour no longer count.
    await t.db.query(
      `UPDATE upload_events SET created_at = created_at - interval '1 hour'
        WHERE user_id = (SELECT user_id FROM wallets WHERE id = $1)`,
      [walletId],
    );
    await upload(token, walletId).expect(201);
  });

  it('still counts uploads that were deleted: upload, delete, repeat cannot pass the hourly quota', async () => {
    const { token, walletId } = await userWithWallet(
      { phone: '261113333', email: 'yaw@example.com', firstName: 'Yaw', lastName: 'Asante' },
      '0261113333',
    );
    const [user] = await t.db.query<{ user_id: string }[]>(
      'SELECT user_id FROM wallets WHERE id = $1',
      [walletId],
    );
    // An event from two days ago: never counted, and cleared away by the next upload.
    await t.db.query(
      `INSERT INTO upload_events (user_id, created_at) VALUES ($1, now() - interval '2 days')`,
      [user!.user_id],
    );
    for (let i = 0; i < 30; i += 1) {
      const accepted = await upload(token, walletId).expect(201);
      await t
        .http()
        .delete(`/api/pdf-uploads/${(accepted.body as { uploadId: string }).uploadId}`)
        .set('Authorization', `Bearer ${token}`)
        .expect(204);
    }
    const [left] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pdf_uploads WHERE wallet_id = $1',
      [walletId],
    );
    expect(left!.n).toBe(0);
    const refused = await upload(token, walletId).expect(429);
    expect(refused.body).toEqual({
      error: "You've uploaded 30 statements in the last hour. Try again later.",
      code: 'TOO_MANY_UPLOADS',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(58 * 60);
    const [events] = await t.db.query<{ n: number; recent: boolean }[]>(
      `SELECT count(*)::int AS n, bool_and(created_at > now() - interval '1 hour') AS recent
         FROM upload_events WHERE user_id = $1`,
      [user!.user_id],
    );
    expect(events).toEqual({ n: 30, recent: true });
  });

  // Issue 27: every file being read is in memory; 24 parallel uploads must not all be read.
  it('reads at most three of one user’s parallel uploads, however many arrive at once', async () => {
    const { token, walletId } = await userWithWallet(
      { phone: '501114444', email: 'abena@example.com', firstName: 'Abena', lastName: 'Mensah' },
      '0501114444',
    );
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        upload(token, walletId, big).then((res) => ({
          status: res.status,
          code: (res.body as { code?: string }).code,
        })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(
      Array.from({ length: 21 }, () => ({ status: 429, code: 'TOO_MANY_UPLOADS' })),
    );
    const [stored] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM pdf_uploads WHERE wallet_id = $1',
      [walletId],
    );
    expect(stored!.n).toBe(3);
  });

  // A request on a real socket whose body is never (or not yet) sent: an answer that comes anyway
  // was given before the body was read.
  async function port(): Promise<number> {
    const server: Server = t.app.getHttpServer();
    if (!server.listening) {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    }
    return (server.address() as AddressInfo).port;
  }
  type Answer = { status: number; body: string };
  async function unsentUpload(
    token: string,
    length: number,
  ): Promise<{ answer: Promise<Answer>; end: () => void }> {
    const req = httpRequest({
      host: '127.0.0.1',
      port: await port(),
      method: 'POST',
      path: '/api/upload-pdf',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(length),
      },
    });
    const answer = new Promise<Answer>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    // Never settled for a request that is ended unanswered.
    answer.catch(() => undefined);
    req.flushHeaders();
    return { answer, end: () => req.destroy() };
  }
  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([
      promise,
      new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms)),
    ]);

  it('refuses a body declared larger than any statement from its header, without reading it', async () => {
    const { token } = await userWithWallet(
      { phone: '541115555', email: 'kojo@example.com', firstName: 'Kojo', lastName: 'Mensah' },
      '0541115555',
    );
    // Headers only: the answer comes though no byte of the 50 MB is ever sent.
    const upload = await unsentUpload(token, 50 * 1024 * 1024);
    const answer = await upload.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'FILE_TOO_LARGE',
      error: 'The file is larger than 10MB.',
    });
  });

  // Issue 27: the read is reserved before the body arrives, so a fourth parallel upload of one
  // user is refused at once, before its file is read, while the first three are still arriving.
  // (Without the reservation all of them would wait to be read.) Then the process-wide cap.
  it('reserves each file read before its body arrives: per user, then per process', async () => {
    const one = await userWithWallet(
      { phone: '551116666', email: 'efua@example.com', firstName: 'Efua', lastName: 'Ansah' },
      '0551116666',
    );
    // Four at once. The order the server takes their headers in is its own, so whichever it takes
    // fourth is the one refused at once, before its body; the other three wait for theirs.
    const uploads = await Promise.all(
      [1, 2, 3, 4].map(() => unsentUpload(one.token, 5 * 1024 * 1024)),
    );
    const answers = await Promise.all(uploads.map((upload) => within(upload.answer, 3000)));
    const refused = answers.filter((answer): answer is Answer => answer !== 'waiting');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.status).toBe(429);
    expect(JSON.parse(refused[0]?.body ?? '{}')).toMatchObject({ code: 'TOO_MANY_UPLOADS' });
    const arriving = uploads.filter((_, index) => answers[index] === 'waiting');

    // UPLOADS_READING_PER_PROCESS is 4 here: one more user's read fits, the next does not (again
    // in whichever order the server takes them).
    const two = await userWithWallet(
      { phone: '561117777', email: 'kweku@example.com', firstName: 'Kweku', lastName: 'Owusu' },
      '0561117777',
    );
    const pair = await Promise.all([1, 2].map(() => unsentUpload(two.token, 5 * 1024 * 1024)));
    const pairAnswers = await Promise.all(pair.map((upload) => within(upload.answer, 3000)));
    const busy = pairAnswers.filter((answer): answer is Answer => answer !== 'waiting');
    expect(busy).toHaveLength(1);
    expect(JSON.parse(busy[0]?.body ?? '{}')).toEqual({
      code: 'TOO_MANY_UPLOADS',
      error: 'SikaLens is reading many statements right now. Try again in a few seconds.',
    });
    const fits = pair.filter((_, index) => pairAnswers[index] === 'waiting');

    // Hanging up frees the places (once the server has given up on the bodies).
    for (const upload of [...arriving, ...fits]) upload.end();
    let freed = false;
    for (let i = 0; i < 50 && !freed; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = await unsentUpload(one.token, 1024);
      freed = (await within(next.answer, 300)) === 'waiting';
      next.end();
    }
    expect(freed).toBe(true);
  });
});
