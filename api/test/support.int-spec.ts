import { strFromU8, unzipSync } from 'fflate';
import type { Response } from 'superagent';
import { createMainWallet } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Help & Support (issue 29, item 7): tickets stored in PostgreSQL, e-mailed to SUPPORT_EMAIL (the
// dev outbox without one), priority for Pro, limits that hold under parallel requests, and part
// of the user's data.
type Ticket = {
  id: string;
  number: number;
  topic: string;
  topicLabel: string;
  message: string;
  status: 'open' | 'closed';
  priority: boolean;
  uploadId: string | null;
  errorCode: string | null;
  statementName: string | null;
  createdAt: string;
  closedAt: string | null;
};
type OutboxItem = {
  to: string;
  subject: string | null;
  text: string | null;
  attachments?: { filename: string; bytes: number }[];
};

const AMA = { phone: '241000888', email: 'ama@example.com', firstName: 'Ama', lastName: 'Owusu' };
const YAW = { phone: '241000999', email: 'yaw@example.com', firstName: 'Yaw', lastName: 'Mensah' };
const PDF = Buffer.from('%PDF-1.4\n% a statement\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

async function eventually<T>(ask: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    const value = await ask();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe('Help & Support tickets', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
  const errorOf = (res: { body: unknown }) => (res.body as { error: string }).error;
  const send = (who: string, body: object) =>
    t.http().post('/api/support/tickets').set(as(who)).send(body);
  const tickets = async (who: string) =>
    (await t.http().get('/api/support/tickets').set(as(who)).expect(200)).body as Ticket[];
  const stored = async () =>
    (await t.db.query<{ n: number }[]>('SELECT count(*)::int AS n FROM support_tickets'))[0]!.n;
  const outbox = async () =>
    (await t.http().get('/api/dev/outbox').query({ to: 'support@sikalens.local' }).expect(200))
      .body as OutboxItem[];
  const mailOf = async (number: number) =>
    (
      await eventually(outbox, (items) =>
        items.some((item) => item.subject?.startsWith(`[SikaLens #${number}]`)),
      )
    ).find((item) => item.subject?.startsWith(`[SikaLens #${number}]`));

  beforeAll(async () => {
    t = await startTestApp();
    tokens.kofi = await register(t, KOFI);
    tokens.ama = await register(t, AMA);
    tokens.yaw = await register(t, YAW);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a message as a ticket and e-mails it, with who sent it and the context', async () => {
    const walletId = await createMainWallet(t, tokens.kofi!);
    const upload = await t
      .http()
      .post('/api/upload-pdf')
      .set(as('kofi'))
      .field('walletId', walletId)
      .attach('pdf', PDF, 'May statement.pdf')
      .expect(201);
    const uploadId = (upload.body as { uploadId: string }).uploadId;
    const res = await send('kofi', {
      topic: 'statement-import',
      message: '  My May statement\r\nwould not import.\n\tIt said it could not read it. ',
      uploadId,
      errorCode: 'PARSE_FAILED',
    }).expect(201);
    const ticket = res.body as Ticket;
    expect(ticket).toMatchObject({
      topic: 'statement-import',
      topicLabel: 'A statement did not import',
      message: 'My May statement\nwould not import.\n\tIt said it could not read it.',
      status: 'open',
      priority: false,
      uploadId,
      errorCode: 'PARSE_FAILED',
      statementName: null,
      closedAt: null,
    });
    expect(ticket.number).toBeGreaterThanOrEqual(1001);
    expect(await tickets('kofi')).toEqual([ticket]);

    const mail = await mailOf(ticket.number);
    expect(mail?.subject).toBe(`[SikaLens #${ticket.number}] A statement did not import`);
    expect(mail?.text).toContain('From: Kofi Boateng');
    expect(mail?.text).toContain('E-mail: kofi.boateng@example.com');
    expect(mail?.text).toContain(`Upload: ${uploadId} ("May statement.pdf"`);
    expect(mail?.text).toContain('Error code: PARSE_FAILED');
    expect(mail?.text).toContain('Statement: not shared');
    expect(mail?.text).toContain('would not import.\n\tIt said it could not read it.');
    expect(mail?.attachments ?? []).toEqual([]);
    const [row] = await t.db.query<{ delivery: string }[]>(
      'SELECT delivery FROM support_tickets WHERE id = $1',
      [ticket.id],
    );
    expect(row?.delivery).toBe('sent');
  });

  it('marks a Pro user’s ticket priority, in the list and the e-mail subject', async () => {
    await t.db.query(
      `UPDATE users SET is_pro = true, pro_until = now() + interval '1 day' WHERE email = $1`,
      [AMA.email],
    );
    const ticket = (
      await send('ama', { topic: 'billing', message: 'I paid but Pro did not start.' }).expect(201)
    ).body as Ticket;
    expect(ticket.priority).toBe(true);
    expect((await mailOf(ticket.number))?.subject).toBe(
      `[SikaLens #${ticket.number}] PRIORITY Payments and Pro`,
    );
  });

  it('attaches a statement only when the user ticks to share it, and keeps it only until sent', async () => {
    const before = await stored();
    const withoutTick = await t
      .http()
      .post('/api/support/tickets')
      .set(as('yaw'))
      .field('topic', 'statement-import')
      .field('message', 'Here is the statement that failed.')
      .attach('statement', PDF, 'June.pdf')
      .expect(400);
    expect(errorOf(withoutTick)).toBe(
      'Tick "Share this statement with support" to send it, or remove the file.',
    );
    const tickWithoutFile = await t
      .http()
      .post('/api/support/tickets')
      .set(as('yaw'))
      .field('topic', 'statement-import')
      .field('message', 'Here is the statement that failed.')
      .field('shareStatement', 'true')
      .expect(400);
    expect(errorOf(tickWithoutFile)).toBe('Choose the statement to share, or untick sharing it.');
    const notPdf = await t
      .http()
      .post('/api/support/tickets')
      .set(as('yaw'))
      .field('topic', 'statement-import')
      .field('message', 'Here is the statement that failed.')
      .field('shareStatement', 'true')
      .attach('statement', Buffer.from('hello'), 'June.pdf')
      .expect(415);
    expect(errorOf(notPdf)).toBe('June.pdf is not a PDF file.');
    expect(await stored()).toBe(before);

    const ticket = (
      await t
        .http()
        .post('/api/support/tickets')
        .set(as('yaw'))
        .field('topic', 'statement-import')
        .field('message', 'Here is the statement that failed.')
        .field('shareStatement', 'true')
        .attach('statement', PDF, 'June.pdf')
        .expect(201)
    ).body as Ticket;
    expect(ticket.statementName).toBe('June.pdf');
    const mail = await mailOf(ticket.number);
    expect(mail?.attachments).toEqual([{ filename: 'June.pdf', bytes: PDF.length }]);
    expect(mail?.text).toContain('Statement: "June.pdf" attached');
    const [row] = await eventually(
      () =>
        t.db.query<{ file: Buffer | null; delivery: string }[]>(
          'SELECT statement_file AS file, delivery FROM support_tickets WHERE id = $1',
          [ticket.id],
        ),
      (rows) => rows[0]?.delivery === 'sent',
    );
    expect(row).toEqual({ file: null, delivery: 'sent' });
  });

  it.each([
    [
      { topic: 'complaint', message: 'Something is wrong here.' },
      'Choose what your message is about.',
    ],
    [{ topic: 'other' }, 'Tell us what happened.'],
    [{ topic: 'other', message: 'Too short' }, 'Your message must be 10 to 4000 characters.'],
    [{ topic: 'other', message: 'x'.repeat(4001) }, 'Your message must be 10 to 4000 characters.'],
    [
      { topic: 'other', message: 'Pay\u202EFDP.exe, please help' },
      'Message contains characters that are not allowed (control or text-direction characters).',
    ],
    [
      { topic: 'other', message: 'Something is wrong here.', errorCode: 'drop table' },
      'errorCode must be an error code such as PARSE_FAILED.',
    ],
    [
      { topic: 'other', message: 'Something is wrong here.', uploadId: 'nope' },
      'uploadId must be one of your uploads.',
    ],
  ])('refuses %j with a clear 400, storing nothing', async (body, message) => {
    const before = await stored();
    const res = await send('yaw', body).expect(400);
    // With its field first where the message does not name it ("topic: Choose …").
    expect(errorOf(res)).toMatch(new RegExp(`^(\\w+: )?${message.replace(/[.()]/g, '\\$&')}$`));
    expect(await stored()).toBe(before);
  });

  it('refuses another user’s upload as context, and another user’s ticket', async () => {
    const [upload] = await t.db.query<{ id: string }[]>(
      `SELECT u.id FROM pdf_uploads u JOIN users s ON s.id = u.user_id WHERE s.email = $1`,
      ['kofi.boateng@example.com'],
    );
    const res = await send('yaw', {
      topic: 'statement-import',
      message: 'Is this upload mine?',
      uploadId: upload!.id,
    }).expect(400);
    expect(errorOf(res)).toBe('uploadId must be one of your uploads.');
    const [kofis] = await tickets('kofi');
    await t.http().post(`/api/support/tickets/${kofis!.id}/close`).set(as('yaw')).expect(404);
    expect((await tickets('kofi'))[0]!.status).toBe('open');
    await t.http().get('/api/support/tickets').expect(401);
    await t.http().post('/api/support/tickets').send({ topic: 'other' }).expect(401);
  });

  it('closes a ticket, which stays listed with when it closed', async () => {
    const [ticket] = await tickets('kofi');
    const closed = (
      await t.http().post(`/api/support/tickets/${ticket!.id}/close`).set(as('kofi')).expect(200)
    ).body as Ticket;
    expect(closed).toMatchObject({ id: ticket!.id, status: 'closed' });
    expect(closed.closedAt).not.toBeNull();
    // Again: no change.
    const again = (
      await t.http().post(`/api/support/tickets/${ticket!.id}/close`).set(as('kofi')).expect(200)
    ).body as Ticket;
    expect(again).toEqual(closed);
  });

  it('holds 5 tickets an hour per user, even when 12 arrive at once', async () => {
    const who = 'limit';
    tokens[who] = await register(t, {
      phone: '241000555',
      email: 'limit@example.com',
      firstName: 'Efua',
      lastName: 'Limit',
    });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(who, { topic: 'other', message: `Question number ${i} for support.` }),
      ),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const refused = results.find((res) => res.status === 429)!;
    expect(errorOf(refused)).toBe(
      "You've sent 5 messages to support in the last hour. We'll answer those first; try again later.",
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await tickets(who)).toHaveLength(5);
  });

  it('includes tickets in "Download my data", and removes them with the account', async () => {
    const res = await t
      .http()
      .get('/api/account/export')
      .set(as('yaw'))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const data = JSON.parse(strFromU8(files['sikalens-data.json']!)) as {
      supportTickets: Record<string, unknown>[];
    };
    expect(data.supportTickets).toEqual([
      expect.objectContaining({
        topic: 'statement-import',
        message: 'Here is the statement that failed.',
        statementName: 'June.pdf',
        status: 'open',
      }),
    ]);
    expect(JSON.stringify(data.supportTickets)).not.toContain('statement_file');

    const [user] = await t.db.query<{ id: string }[]>('SELECT id FROM users WHERE email = $1', [
      YAW.email,
    ]);
    await t.http().post('/api/auth/delete-account/send-otp').set(as('yaw')).expect(200);
    const code = (
      (await t.http().get('/api/dev/outbox').query({ to: YAW.email, kind: 'code' }).expect(200))
        .body as { code: string }[]
    )[0]!.code;
    await t.http().delete('/api/auth/account').set(as('yaw')).send({ code }).expect(204);
    const [left] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM support_tickets WHERE user_id = $1',
      [user!.id],
    );
    expect(left!.n).toBe(0);
  });
});

describe('Help & Support tickets with SUPPORT_EMAIL', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: 'help@sikalens.example' });
    token = await register(t, KOFI);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends each ticket to the support mailbox through the mail sender', async () => {
    const ticket = (
      await t
        .http()
        .post('/api/support/tickets')
        .set({ Authorization: `Bearer ${token}` })
        .send({ topic: 'account', message: 'I cannot change my phone number.' })
        .expect(201)
    ).body as Ticket;
    const items = await eventually(
      async () =>
        (await t.http().get('/api/dev/outbox').query({ to: 'help@sikalens.example' }).expect(200))
          .body as OutboxItem[],
      (list) => list.length > 0,
    );
    expect(items.map((item) => item.subject)).toEqual([
      `[SikaLens #${ticket.number}] My account and signing in`,
    ]);
  });

  it('reads one statement-carrying message per user at a time, and refuses an oversized one from its header', async () => {
    const statement = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 32)]);
    const post = () =>
      t
        .http()
        .post('/api/support/tickets')
        .set({ Authorization: `Bearer ${token}` })
        .field('topic', 'statement-import')
        .field('message', 'Here is the statement that failed.')
        .field('shareStatement', 'true')
        .attach('statement', statement, 'big.pdf');
    const results = await Promise.all([post(), post(), post()]);
    const statuses = results.map((res) => res.status).sort();
    expect(statuses[0]).toBe(201);
    for (const res of results.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(429);
      expect(res.headers['retry-after']).toBe('5');
    }
    const tooBig = await t
      .http()
      .post('/api/support/tickets')
      .set({ Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' })
      .set('Content-Length', String(11 * 1024 * 1024))
      .send('--x--');
    expect(tooBig.status).toBe(413);
  });
});
