import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// One statement, or one wallet with its statements and transactions, deleted with undo for 24
// hours (issue 29, items 2 and 3), on real PostgreSQL: every row comes back as it was.
type Wallet = { id: string; label: string; momoNumber: string };
type Upload = { id: string; fileName: string; walletId: string };
type Deleted = {
  id: string;
  name: string;
  deletedAt: string;
  restorableUntil: string;
  counts: { transactions: number; uploads: number; reviews: number };
};

const AMA = { phone: '241000432', email: 'ama.s@example.com', firstName: 'Ama', lastName: 'Scope' };

// A seeded generator, so a failure can be replayed from the seed it prints.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('deleting one statement or one wallet, with undo', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  let userId: string;
  const seed = Date.now() % 100_000;
  const next = random(seed);
  const scripted = scriptedParser();
  const as = (who: string) => ({ Authorization: `Bearer ${who}` });
  const errorOf = (res: { body: unknown }) => res.body as { error: string; code: string };
  const wallets = async () =>
    (await t.http().get('/api/wallets').set(as(token)).expect(200)).body as Wallet[];
  const uploads = async () =>
    (await t.http().get('/api/pdf-uploads').set(as(token)).expect(200)).body as Upload[];

  // Every column of every row the user has in the tables a deletion takes, as text.
  async function snapshot(): Promise<Record<string, string[]>> {
    const out: Record<string, string[]> = {};
    for (const [table, where] of [
      ['wallets', 'user_id = $1'],
      ['pdf_uploads', 'user_id = $1'],
      ['transactions', 'user_id = $1'],
      ['transaction_reviews', 'user_id = $1'],
      ['upload_transactions', 'upload_id IN (SELECT id FROM pdf_uploads WHERE user_id = $1)'],
    ] as const) {
      const rows = await t.db.query<{ row: string }[]>(
        `SELECT to_jsonb(x)::text AS row FROM ${table} x WHERE ${where} ORDER BY 1`,
        [userId],
      );
      out[table] = rows.map((r) => r.row);
    }
    return out;
  }

  // Rows of a statement: `count` transactions from `first`, one a day in June–July 2024.
  const rows = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) => {
      const n = first + i;
      const day = new Date(Date.UTC(2024, 5, 1) + n * 86_400_000).toISOString().slice(0, 10);
      return txRow(String(7000 + n), {
        dateTime: `${day}T09:00:00`,
        amount: (-(1 + Math.floor(next() * 50_000)) / 100).toFixed(2),
      });
    });

  let main: Wallet;
  let savings: Wallet;
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    other = await register(t, AMA);
    [{ id: userId }] = (await t.db.query<{ id: string }[]>(
      `SELECT id FROM users WHERE phone LIKE '%241234567'`,
    )) as [{ id: string }];
    const add = async (label: string, momoNumber: string) =>
      (
        await t
          .http()
          .post('/api/wallets')
          .set(as(token))
          .send({ label, provider: 'MTN', momoNumber })
          .expect(201)
      ).body as Wallet;
    main = await add('Main MoMo', '0241234567');
    savings = await add('Savings', '0551234567');
    // Two overlapping statements of Main (rows 0–29 and 20–44), one of Savings.
    const a = 20 + Math.floor(next() * 10);
    first = (
      await importStatement(t, token, main.id, scripted.file(rows(0, a + 10), '+233241234567'))
    ).id;
    second = (await importStatement(t, token, main.id, scripted.file(rows(a, 25), '+233241234567')))
      .id;
    await importStatement(t, token, savings.id, scripted.file(rows(100, 12), '+233551234567'));
    // A reviewed row only the first statement has, and one both have.
    await t.db.query(
      `INSERT INTO transaction_reviews (transaction_id, user_id)
       SELECT id, user_id FROM transactions WHERE transaction_id IN ($1, $2) AND user_id = $3`,
      ['7000', String(7000 + a), userId],
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('says what deleting a statement takes: its own rows go, rows another statement has stay', async () => {
    const preview = (
      await t.http().get(`/api/pdf-uploads/${first}/deletion`).set(as(token)).expect(200)
    ).body as { name: string; uploads: number; transactions: number; kept: number };
    const [{ own, shared }] = await t.db.query<[{ own: number; shared: number }]>(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM upload_transactions o
                WHERE o.transaction_id = l.transaction_id AND o.upload_id <> l.upload_id))::int AS own,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM upload_transactions o
                WHERE o.transaction_id = l.transaction_id AND o.upload_id <> l.upload_id))::int AS shared
         FROM upload_transactions l WHERE l.upload_id = $1`,
      [first],
    );
    expect({ seed, preview }).toEqual({
      seed,
      preview: { name: 'statement.pdf', uploads: 1, transactions: own, kept: shared },
    });
    expect(shared).toBeGreaterThan(0);
    await t.http().get(`/api/pdf-uploads/${first}/deletion`).set(as(other)).expect(404);
  });

  it('deletes one statement and brings every row back with Undo', async () => {
    const before = await snapshot();
    const secondRows = await t.db.query<{ id: string }[]>(
      'SELECT transaction_id AS id FROM upload_transactions WHERE upload_id = $1',
      [second],
    );
    await t.http().delete(`/api/pdf-uploads/${first}`).set(as(other)).expect(404);
    await t.http().delete(`/api/pdf-uploads/${first}`).set(as(token)).expect(204);

    expect((await uploads()).map((u) => u.id)).not.toContain(first);
    const after = await snapshot();
    // The second statement still has every row it contains, the shared ones now its own.
    const left = await t.db.query<{ id: string; upload_id: string }[]>(
      'SELECT id, upload_id FROM transactions WHERE id = ANY($1::uuid[])',
      [secondRows.map((r) => r.id)],
    );
    expect(left).toHaveLength(secondRows.length);
    expect(left.every((row) => row.upload_id === second)).toBe(true);
    expect(after.transactions!.length).toBeLessThan(before.transactions!.length);
    expect(after.wallets).toEqual(before.wallets);

    const deleted = (await t.http().get('/api/pdf-uploads/deleted').set(as(token)).expect(200))
      .body as Deleted[];
    expect(deleted).toEqual([expect.objectContaining({ id: first, name: 'statement.pdf' })]);
    const window = Date.parse(deleted[0]!.restorableUntil) - Date.parse(deleted[0]!.deletedAt);
    expect(window).toBe(24 * 3600 * 1000);
    expect(deleted[0]!.counts.transactions).toBe(
      before.transactions!.length - after.transactions!.length,
    );
    expect(deleted[0]!.counts.reviews).toBe(1);
    // Not another user's to see or undo, and not "Delete all transaction data"'s undo.
    expect(
      (await t.http().get('/api/pdf-uploads/deleted').set(as(other)).expect(200)).body,
    ).toEqual([]);
    await t.http().post(`/api/pdf-uploads/${first}/restore`).set(as(other)).expect(404);
    await t.http().post('/api/auth/restore-data').set(as(token)).expect(404);

    const restored = await t
      .http()
      .post(`/api/pdf-uploads/${first}/restore`)
      .set(as(token))
      .expect(200);
    expect((restored.body as { message: string }).message).toMatch(/^Your data was restored: /);
    const back = await snapshot();
    // Exactly as before, but the shared rows now name the second statement as the one that
    // brought them (both contain them, as before).
    const withoutUploadId = (rows: string[]) =>
      rows.map((row) => {
        const parsed = JSON.parse(row) as Record<string, unknown>;
        delete parsed.upload_id;
        return JSON.stringify(parsed);
      });
    expect({ ...back, transactions: withoutUploadId(back.transactions!).sort() }).toEqual({
      ...before,
      transactions: withoutUploadId(before.transactions!).sort(),
    });
    expect(
      (await t.http().get('/api/pdf-uploads/deleted').set(as(token)).expect(200)).body,
    ).toEqual([]);
    const again = await t
      .http()
      .post(`/api/pdf-uploads/${first}/restore`)
      .set(as(token))
      .expect(409);
    expect(errorOf(again).code).toBe('ALREADY_RESTORED');
  });

  it('keeps Undo for 24 hours to the second, and not after', async () => {
    await t.http().delete(`/api/pdf-uploads/${second}`).set(as(token)).expect(204);
    // Just inside the window.
    await t.db.query(
      `UPDATE deleted_data SET expires_at = now() + interval '3 seconds' WHERE scope_id = $1`,
      [second],
    );
    await t.http().post(`/api/pdf-uploads/${second}/restore`).set(as(token)).expect(200);
    await t.http().delete(`/api/pdf-uploads/${second}`).set(as(token)).expect(204);
    // Just past it.
    await t.db.query(
      `UPDATE deleted_data SET expires_at = now() - interval '1 millisecond'
        WHERE scope_id = $1 AND restored_at IS NULL`,
      [second],
    );
    const late = await t
      .http()
      .post(`/api/pdf-uploads/${second}/restore`)
      .set(as(token))
      .expect(410);
    expect(errorOf(late).error).toBe(
      'Deleted data can only be restored within 24 hours of deleting it, and that time has passed.',
    );
    expect((await uploads()).map((u) => u.id)).not.toContain(second);
  });

  it('deletes a wallet with its statements and transactions, says how many, and undoes it', async () => {
    const preview = (
      await t.http().get(`/api/wallets/${savings.id}/deletion`).set(as(token)).expect(200)
    ).body as { name: string; uploads: number; transactions: number };
    expect(preview).toEqual({ name: 'Savings', uploads: 1, transactions: 12, kept: 0 });
    const before = await snapshot();

    await t.http().delete(`/api/wallets/${savings.id}`).set(as(other)).expect(404);
    const res = await t.http().delete(`/api/wallets/${savings.id}`).set(as(token)).expect(200);
    expect((res.body as { message: string }).message).toBe(
      'Deleted Savings with its 12 transactions and 1 statement. You can undo this for 24 hours.',
    );
    expect((await wallets()).map((w) => w.id)).toEqual([main.id]);
    const [{ n }] = await t.db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM transactions WHERE wallet_id = $1',
      [savings.id],
    );
    expect(n).toBe(0);
    const listed = (await t.http().get('/api/wallets/deleted').set(as(token)).expect(200))
      .body as Deleted[];
    expect(listed).toEqual([
      expect.objectContaining({
        id: savings.id,
        name: 'Savings',
        counts: expect.objectContaining({ transactions: 12, uploads: 1 }) as object,
      }),
    ]);

    await t.http().post(`/api/wallets/${savings.id}/restore`).set(as(token)).expect(200);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to undo a wallet whose number a wallet added since has, changing nothing', async () => {
    await t.http().delete(`/api/wallets/${savings.id}`).set(as(token)).expect(200);
    await t
      .http()
      .post('/api/wallets')
      .set(as(token))
      .send({ label: 'New savings', provider: 'MTN', momoNumber: savings.momoNumber })
      .expect(201);
    const before = await snapshot();
    const res = await t
      .http()
      .post(`/api/wallets/${savings.id}/restore`)
      .set(as(token))
      .expect(409);
    expect(errorOf(res)).toEqual(
      expect.objectContaining({
        code: 'WALLET_NUMBER_TAKEN',
        error:
          "You have added another wallet with this wallet's MoMo number since. Delete that one first, then undo again.",
      }),
    );
    expect(await snapshot()).toEqual(before);
    // Still listed, to undo once the new one is gone.
    expect(
      (
        (await t.http().get('/api/wallets/deleted').set(as(token)).expect(200)).body as Deleted[]
      ).map((d) => d.id),
    ).toEqual([savings.id]);
  });
});

// An Undo brings one statement back whole, or says why not and changes nothing (its archive kept).
describe('undoing one statement, in any order', () => {
  let t: TestApp;
  let token: string;
  let walletId: string;
  let a: string;
  let b: string;
  const scripted = scriptedParser();
  const as = () => ({ Authorization: `Bearer ${token}` });
  const errorOf = (res: { body: unknown }) => res.body as { error: string; code: string };
  const rows = (first: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      txRow(String(8000 + first + i), {
        dateTime: `2024-07-${String(1 + ((first + i) % 28)).padStart(2, '0')}T09:00:00`,
        amount: `-${10 + first + i}.00`,
      }),
    );
  const del = (id: string) => t.http().delete(`/api/pdf-uploads/${id}`).set(as()).expect(204);
  const undo = (id: string) => t.http().post(`/api/pdf-uploads/${id}/restore`).set(as());
  const links = async () =>
    (
      await t.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM upload_transactions WHERE upload_id = ANY($1::uuid[])',
        [[a, b]],
      )
    )[0]!.n;

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    token = await register(t, KOFI);
    walletId = (
      (
        await t
          .http()
          .post('/api/wallets')
          .set(as())
          .send({ label: 'Main', provider: 'MTN', momoNumber: '0241234567' })
          .expect(201)
      ).body as { id: string }
    ).id;
  }, 60_000);
  beforeEach(async () => {
    // Two statements sharing rows 10–19.
    a = (await importStatement(t, token, walletId, scripted.file(rows(0, 20), '+233241234567'))).id;
    b = (await importStatement(t, token, walletId, scripted.file(rows(10, 20), '+233241234567')))
      .id;
  });
  afterEach(async () => {
    await t.db.query('DELETE FROM transactions WHERE wallet_id = $1', [walletId]);
    await t.db.query('DELETE FROM pdf_uploads WHERE wallet_id = $1', [walletId]);
    await t.db.query('DELETE FROM deleted_data');
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks to undo a statement deleted later first when it holds rows this one shares', async () => {
    const before = await links();
    await del(a);
    await del(b);
    const refused = await undo(a).expect(409);
    expect(errorOf(refused)).toEqual({
      code: 'RESTORE_BLOCKED',
      error:
        'This statement shares transactions with a statement you deleted after it. Undo that one first.',
    });
    await undo(b).expect(200);
    await undo(a).expect(200);
    expect(await links()).toBe(before);
    const [{ n }] = await t.db.query<[{ n: number }]>(
      'SELECT count(*)::int AS n FROM transactions WHERE wallet_id = $1',
      [walletId],
    );
    expect(n).toBe(30);
  });

  it("asks to undo the wallet's deletion first", async () => {
    await del(a);
    await t.http().delete(`/api/wallets/${walletId}`).set(as()).expect(200);
    const refused = await undo(a).expect(409);
    expect(errorOf(refused).error).toBe(
      "This statement's wallet has been deleted since. Undo the wallet's deletion first.",
    );
    await t.http().post(`/api/wallets/${walletId}/restore`).set(as()).expect(200);
    await undo(a).expect(200);
    expect(await links()).toBe(40);
  });

  it('refuses to file a statement under a number corrected after it was deleted', async () => {
    await del(a);
    await del(b);
    // No statement of the wallet is left, so its number may be corrected.
    await t
      .http()
      .patch(`/api/wallets/${walletId}`)
      .set(as())
      .send({ momoNumber: '0209998888' })
      .expect(200);
    const refused = await undo(a).expect(409);
    expect(errorOf(refused).error).toBe(
      "This statement is of another MoMo number than its wallet has now. Correct the wallet's number back, or add a wallet for that number, then undo again.",
    );
    await t
      .http()
      .patch(`/api/wallets/${walletId}`)
      .set(as())
      .send({ momoNumber: '0241234567' })
      .expect(200);
    await undo(b).expect(200);
    await undo(a).expect(200);
    expect(await links()).toBe(40);
  });
});
