import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Wallets you can fix, and other networks said plainly (issue 29, items 3 and 4).
type Wallet = {
  id: string;
  label: string;
  provider: string;
  momoNumber: string;
  statementsSupported: boolean;
};
type Support = { provider: string; name: string; statementsSupported: boolean; notify: boolean };

const AMA = {
  phone: '241000654',
  email: 'ama.w@example.com',
  firstName: 'Ama',
  lastName: 'Wallet',
};
const PDF = Buffer.from('%PDF-1.4\n% a statement\n%%EOF\n');

describe('wallets: rename, correct the number, other networks', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  const scripted = scriptedParser();
  const as = (who: string) => ({ Authorization: `Bearer ${who}` });
  const errorOf = (res: { body: unknown }) => res.body as { error: string; code: string };
  const add = async (body: object, who = token) =>
    (await t.http().post('/api/wallets').set(as(who)).send(body).expect(201)).body as Wallet;
  const patch = (id: string, body: object, who = token) =>
    t.http().patch(`/api/wallets/${id}`).set(as(who)).send(body);
  const wallets = async (who = token) =>
    (await t.http().get('/api/wallets').set(as(who)).expect(200)).body as Wallet[];

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    other = await register(t, AMA);
  });
  afterAll(async () => {
    await t.close();
  });

  it('renames a wallet and corrects its number while it has no statements', async () => {
    const wallet = await add({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' });
    expect(wallet.statementsSupported).toBe(true);
    const renamed = (await patch(wallet.id, { label: '  Business MoMo ' }).expect(200))
      .body as Wallet;
    expect(renamed).toEqual({ ...wallet, label: 'Business MoMo' });
    const moved = (await patch(wallet.id, { momoNumber: '+233 24 765 4321' }).expect(200))
      .body as Wallet;
    expect(moved).toEqual({ ...renamed, momoNumber: '0247654321' });
    expect(await wallets()).toEqual([moved]);
  });

  it.each([
    [{ label: '   ' }, 'label: Please enter a wallet label'],
    [{ label: 'x'.repeat(61) }, 'label: Please enter a wallet label'],
    [
      { momoNumber: '12345' },
      'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)',
    ],
    [
      { label: 'Main\u202E' },
      'Wallet label contains characters that are not allowed (control or text-direction characters).',
    ],
  ])('refuses %j with a clear 400, changing nothing', async (body, message) => {
    const [before] = await wallets();
    const res = await patch(before!.id, body).expect(400);
    expect(errorOf(res).error).toContain(message.replace(/^label: /, ''));
    expect(await wallets()).toEqual([before]);
  });

  it('refuses another wallet’s number, another user’s wallet and a wallet that is not there', async () => {
    const [main] = await wallets();
    const second = await add({ label: 'Savings', provider: 'MTN', momoNumber: '0551112222' });
    const taken = await patch(second.id, { momoNumber: main!.momoNumber }).expect(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'WALLET_EXISTS',
      error: 'You already have a wallet with this MoMo number.',
    });
    await patch(second.id, { label: 'Mine now' }, other).expect(404);
    await patch('6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c', { label: 'X' }).expect(404);
    await patch('nope', { label: 'X' }).expect(400);
    await t.http().patch(`/api/wallets/${second.id}`).send({ label: 'X' }).expect(401);
    expect((await wallets()).find((w) => w.id === second.id)?.label).toBe('Savings');
  });

  it('refuses to correct the number once a statement of it is imported, saying why; renaming still works', async () => {
    const [main] = await wallets();
    await importStatement(
      t,
      token,
      main!.id,
      scripted.file([txRow('5001', { dateTime: '2024-08-01T10:00:00' })], '+233247654321'),
    );
    const res = await patch(main!.id, { momoNumber: '0209998888' }).expect(409);
    expect(errorOf(res)).toMatchObject({
      code: 'WALLET_NUMBER_IN_USE',
      error:
        'This wallet has 1 statement of 0247654321 imported, so its number cannot change. Delete it first, or add a new wallet for the new number.',
    });
    // The same number again is no change.
    await patch(main!.id, { momoNumber: '024 765 4321', label: 'Main MoMo' }).expect(200);
    expect((await wallets()).find((w) => w.id === main!.id)).toMatchObject({
      label: 'Main MoMo',
      momoNumber: '0247654321',
    });
  });

  it('corrects a number over a statement that failed (of another number), and refuses an empty or null change', async () => {
    const fresh = await add({ label: 'Typo', provider: 'MTN', momoNumber: '0244440000' });
    await importStatement(
      t,
      token,
      fresh.id,
      scripted.file([txRow('6001', { dateTime: '2024-08-01T10:00:00' })], '+233244440001'),
    ).catch(() => undefined);
    const [{ status }] = await t.db.query<[{ status: string }]>(
      'SELECT status FROM pdf_uploads WHERE wallet_id = $1',
      [fresh.id],
    );
    expect(status).toBe('failed');
    await patch(fresh.id, { momoNumber: '0244440001' }).expect(200);
    expect(errorOf(await patch(fresh.id, {}).expect(400)).error).toBe(
      'Send a new label or MoMo number for the wallet.',
    );
    expect(errorOf(await patch(fresh.id, { label: null }).expect(400)).error).toContain(
      'Please enter a wallet label',
    );
  });

  it('adds Telecel Cash and AirtelTigo Money wallets, whose statements are refused before they are read', async () => {
    const telecel = await add({ label: 'Telecel', provider: 'Vodafone', momoNumber: '0201234567' });
    const airteltigo = await add({ label: 'AT', provider: 'AirtelTigo', momoNumber: '0271234567' });
    expect([telecel.statementsSupported, airteltigo.statementsSupported]).toEqual([false, false]);
    const [{ n: before }] = await t.db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM pdf_uploads',
    );
    for (const [wallet, name] of [
      [telecel, 'Telecel Cash'],
      [airteltigo, 'AirtelTigo Money'],
    ] as const) {
      const res = await t
        .http()
        .post('/api/upload-pdf')
        .set(as(token))
        .field('walletId', wallet.id)
        .attach('pdf', PDF, 'statement.pdf')
        .expect(422);
      expect(errorOf(res)).toMatchObject({
        code: 'STATEMENTS_NOT_SUPPORTED',
        error: `${name} statements are not read yet. We can let you know when they are.`,
      });
    }
    const [{ n: after }] = await t.db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM pdf_uploads',
    );
    expect(after).toBe(before);
  });

  it('keeps, per user, who wants to hear when each network is read', async () => {
    const support = async (who = token) =>
      (await t.http().get('/api/wallets/statement-support').set(as(who)).expect(200))
        .body as Support[];
    expect(await support()).toEqual([
      { provider: 'MTN', name: 'MTN MoMo', statementsSupported: true, notify: false },
      { provider: 'Vodafone', name: 'Telecel Cash', statementsSupported: false, notify: false },
      {
        provider: 'AirtelTigo',
        name: 'AirtelTigo Money',
        statementsSupported: false,
        notify: false,
      },
    ]);
    const put = (provider: string, body: object, who = token) =>
      t.http().put(`/api/wallets/statement-support/${provider}`).set(as(who)).send(body);
    const saved = (await put('Vodafone', { notify: true }).expect(200)).body as Support[];
    expect(saved.find((s) => s.provider === 'Vodafone')?.notify).toBe(true);
    // Again: still once.
    await put('Vodafone', { notify: true }).expect(200);
    const [{ n }] = await t.db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM statement_interest',
    );
    expect(n).toBe(1);
    // Another user's choice is their own.
    expect((await support(other)).every((s) => !s.notify)).toBe(true);
    await put('Vodafone', { notify: false }).expect(200);
    expect((await support()).every((s) => !s.notify)).toBe(true);

    expect(errorOf(await put('MTN', { notify: true }).expect(400)).error).toBe(
      'Choose Vodafone (Telecel Cash) or AirtelTigo.',
    );
    expect(errorOf(await put('Vodafone', { notify: 'yes' }).expect(400)).error).toBe(
      'notify must be true or false',
    );
    await t.http().get('/api/wallets/statement-support').expect(401);
  });
});
