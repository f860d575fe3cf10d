import { createMainWallet } from './fixtures';
import { importStatement, scriptedParser, txRow } from './imports';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

const AMA = { phone: '551234567', email: 'ama@example.com', firstName: 'Ama', lastName: 'Mensah' };

// Every endpoint of the history and categories, called by another signed-in user with Kofi's ids.
describe('ownership of transactions and categories', () => {
  let t: TestApp;
  let kofi: string;
  let ama: string;
  let kofiWallet: string;
  let kofiTx: string;
  let kofiCategory: string;
  let amaTx: string;
  const scripted = scriptedParser();
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp({}, { statementParser: scripted.parser });
    kofi = await register(t, KOFI);
    ama = await register(t, AMA);
    kofiWallet = await createMainWallet(t, kofi);
    const amaWallet = (
      await t
        .http()
        .post('/api/wallets')
        .set(as(ama))
        .send({ label: 'Ama', provider: 'MTN', momoNumber: '0551234567' })
        .expect(201)
    ).body as { id: string };
    await importStatement(t, kofi, kofiWallet, scripted.file([txRow('1'), txRow('2')]));
    await importStatement(t, ama, amaWallet.id, scripted.file([txRow('1')], '+233551234567'));
    kofiTx = (
      (await t.http().get('/api/detailed-transactions').set(as(kofi)).expect(200)).body as {
        id: string;
      }[]
    )[0]!.id;
    amaTx = (
      (await t.http().get('/api/detailed-transactions').set(as(ama)).expect(200)).body as {
        id: string;
      }[]
    )[0]!.id;
    kofiCategory = (
      (
        await t
          .http()
          .post('/api/categories')
          .set(as(kofi))
          .send({ name: 'Secret', type: 'expense' })
          .expect(201)
      ).body as {
        id: string;
      }
    ).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 for another user’s wallet, transaction or category', async () => {
    const http = t.http.bind(t);
    for (const path of [
      '/api/transactions',
      '/api/detailed-transactions',
      '/api/transactions/uncategorized',
      '/api/transactions/export',
    ]) {
      await http().get(path).query({ walletId: kofiWallet }).set(as(ama)).expect(404);
    }
    await http()
      .put(`/api/transactions/${kofiTx}/category`)
      .set(as(ama))
      .send({ category: 'food' })
      .expect(404);
    await http()
      .post(`/api/transactions/${kofiTx}/category/apply-to-similar`)
      .set(as(ama))
      .expect(404);
    await http()
      .put(`/api/categories/${kofiCategory}`)
      .set(as(ama))
      .send({ name: 'Mine now' })
      .expect(404);
    await http().delete(`/api/categories/${kofiCategory}`).set(as(ama)).expect(404);
  });

  it('refuses another user’s category on one’s own transaction (400), and changes nothing', async () => {
    const res = await t
      .http()
      .put(`/api/transactions/${amaTx}/category`)
      .set(as(ama))
      .send({ categoryId: kofiCategory })
      .expect(400);
    expect(res.body).toEqual({
      error: 'Choose one of your categories.',
      code: 'VALIDATION_FAILED',
      field: 'categoryId',
    });
    await t
      .http()
      .put(`/api/transactions/${amaTx}/category`)
      .set(as(ama))
      .send({ category: kofiCategory })
      .expect(400);
    await t
      .http()
      .put(`/api/transactions/${amaTx}/category`)
      .set(as(ama))
      .send({ category: 'Secret' })
      .expect(400);
    const [row] = await t.db.query<{ category_id: string | null }[]>(
      'SELECT category_id FROM transactions WHERE id = $1',
      [amaTx],
    );
    expect(row!.category_id).toBeNull();
    const [kofiRow] = await t.db.query<{ category_id: string | null }[]>(
      'SELECT category_id FROM transactions WHERE id = $1',
      [kofiTx],
    );
    expect(kofiRow!.category_id).toBeNull();
  });

  it('shows each user only their own rows, totals, export and categories', async () => {
    const page = (await t.http().get('/api/transactions').set(as(ama)).expect(200)).body as {
      totals: { count: number };
    };
    expect(page.totals.count).toBe(1);
    const csv = await t
      .http()
      .get('/api/transactions/export')
      .set(as(ama))
      .buffer(true)
      .expect(200);
    expect(String(csv.text).trimEnd().split('\r\n')).toHaveLength(2);
    const names = (
      (await t.http().get('/api/categories').set(as(ama)).expect(200)).body as { name: string }[]
    ).map((c) => c.name);
    expect(names).not.toContain('Secret');
  });

  it('asks for a session on every endpoint', async () => {
    const calls = [
      t.http().get('/api/transactions'),
      t.http().get('/api/detailed-transactions'),
      t.http().get('/api/transactions/uncategorized'),
      t.http().get('/api/transactions/export'),
      t.http().put(`/api/transactions/${kofiTx}/category`).send({ category: 'food' }),
      t.http().post(`/api/transactions/${kofiTx}/category/apply-to-similar`),
      t.http().get('/api/categories'),
      t.http().post('/api/categories').send({ name: 'x', type: 'expense' }),
      t.http().put(`/api/categories/${kofiCategory}`).send({ name: 'x' }),
      t.http().delete(`/api/categories/${kofiCategory}`),
      t.http().post('/api/categories/defaults'),
    ];
    for (const call of calls) await call.expect(401);
  });
});
