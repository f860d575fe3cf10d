import type { AuthContext } from '../src/common/guards/auth-context';
import { WalletsService } from '../src/modules/wallets/wallets.service';
import { register, startTestApp, type TestApp } from './test-app';

type WalletBody = { id: string; label: string; provider: string; momoNumber: string };

const NUMBER_MESSAGE =
  'Please enter a valid MoMo number (10 digits starting with 0, e.g., 0241234567)';

const AMA = {
  phone: '0551234567',
  email: 'ama.owusu@example.com',
  firstName: 'Ama',
  lastName: 'Owusu',
};

describe('wallets (real app, real PostgreSQL)', () => {
  let t: TestApp;
  let kofi: string;
  let ama: string;

  const list = async (token: string) => {
    const res = await t
      .http()
      .get('/api/wallets')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    return res.body as WalletBody[];
  };
  const create = (token: string, body: object) =>
    t.http().post('/api/wallets').set('Authorization', `Bearer ${token}`).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    kofi = await register(t);
    ama = await register(t, AMA);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates wallets and lists them oldest first, numbers in display form', async () => {
    expect(await list(kofi)).toEqual([]);

    const first = await create(kofi, {
      label: '  Personal MoMo ',
      provider: 'MTN',
      momoNumber: '0241234567',
    }).expect(201);
    expect(first.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      label: 'Personal MoMo',
      provider: 'MTN',
      momoNumber: '0241234567',
      statementsSupported: true,
    });
    const second = await create(kofi, {
      label: 'Business',
      provider: 'Vodafone',
      momoNumber: '0201234567',
    }).expect(201);

    expect(await list(kofi)).toEqual([first.body, second.body]);
    // Telecel Cash (Vodafone) statements are not read yet (issue 29, item 4).
    expect((second.body as { statementsSupported: boolean }).statementsSupported).toBe(false);

    const rows: { momo_number: string }[] = await t.db.query(
      'SELECT momo_number FROM wallets ORDER BY created_at',
    );
    expect(rows.map((row) => row.momo_number)).toEqual(['233241234567', '233201234567']);
  });

  it.each([
    ['024 555 0001', '0245550001'],
    ['+233245550002', '0245550002'],
    ['+233 24 555 0003', '0245550003'],
    ['233245550004', '0245550004'],
  ])('normalises %j to %s', async (momoNumber, shown) => {
    const res = await create(kofi, { label: 'Spare', provider: 'AirtelTigo', momoNumber }).expect(
      201,
    );
    expect((res.body as WalletBody).momoNumber).toBe(shown);
  });

  it.each([
    [{ provider: 'MTN', momoNumber: '0241110000' }, 'Please enter a wallet label', 'label'],
    [
      { label: '   ', provider: 'MTN', momoNumber: '0241110000' },
      'Please enter a wallet label',
      'label',
    ],
    [
      { label: 42, provider: 'MTN', momoNumber: '0241110000' },
      'Please enter a wallet label',
      'label',
    ],
    [
      { label: 'x'.repeat(61), provider: 'MTN', momoNumber: '0241110000' },
      'Please enter a wallet label',
      'label',
    ],
    [{ label: 'Main', momoNumber: '0241110000' }, 'Please select a provider', 'provider'],
    [
      { label: 'Main', provider: 'Glo', momoNumber: '0241110000' },
      'Please select a provider',
      'provider',
    ],
    [
      { label: 'Main', provider: 'mtn', momoNumber: '0241110000' },
      'Please select a provider',
      'provider',
    ],
    [{ label: 'Main', provider: 'MTN' }, NUMBER_MESSAGE, 'momoNumber'],
    [{ label: 'Main', provider: 'MTN', momoNumber: 241110000 }, NUMBER_MESSAGE, 'momoNumber'],
    [{ label: 'Main', provider: 'MTN', momoNumber: '241110000' }, NUMBER_MESSAGE, 'momoNumber'],
    [{ label: 'Main', provider: 'MTN', momoNumber: '024111000' }, NUMBER_MESSAGE, 'momoNumber'],
    [{ label: 'Main', provider: 'MTN', momoNumber: '02411100001' }, NUMBER_MESSAGE, 'momoNumber'],
    [{ label: 'Main', provider: 'MTN', momoNumber: '1241110000' }, NUMBER_MESSAGE, 'momoNumber'],
    [{ label: 'Main', provider: 'MTN', momoNumber: '024-111-0000' }, NUMBER_MESSAGE, 'momoNumber'],
  ])('refuses %j with %j', async (body, message, field) => {
    const res = await create(kofi, body).expect(400);
    expect(res.body).toEqual({ error: message, code: 'VALIDATION_FAILED', field });
  });

  it('reports the label first when every field is wrong, like the dialog', async () => {
    const res = await create(kofi, { label: '', provider: 'X', momoNumber: '1' }).expect(400);
    expect((res.body as { error: string }).error).toBe('Please enter a wallet label');
  });

  it('refuses unknown fields', async () => {
    const res = await create(kofi, {
      label: 'Main',
      provider: 'MTN',
      momoNumber: '0241110000',
      userId: '00000000-0000-4000-8000-000000000000',
    }).expect(400);
    expect(res.body).toEqual({
      error: 'property userId should not exist',
      code: 'VALIDATION_FAILED',
      field: 'userId',
    });
  });

  it('refuses the same number twice for one user, in any form', async () => {
    await create(kofi, { label: 'Savings', provider: 'MTN', momoNumber: '0277000001' }).expect(201);
    const again = await create(kofi, {
      label: 'Savings again',
      provider: 'Vodafone',
      momoNumber: '+233 27 700 0001',
    }).expect(409);
    expect(again.body).toEqual({
      error: 'You already have a wallet with this MoMo number.',
      code: 'WALLET_EXISTS',
      field: 'momoNumber',
    });
  });

  it('keeps each user to their own wallets', async () => {
    const kofiWallets = await list(kofi);
    expect(kofiWallets.length).toBeGreaterThan(0);
    expect(await list(ama)).toEqual([]);

    // Another user may hold the same number (a shared family wallet): it is theirs, not Kofi's.
    const shared = await create(ama, {
      label: 'Family',
      provider: 'MTN',
      momoNumber: '0241234567',
    }).expect(201);
    expect(await list(ama)).toEqual([shared.body]);
    expect(await list(kofi)).toEqual(kofiWallets);
    expect(kofiWallets.map((w) => w.id)).not.toContain((shared.body as WalletBody).id);
  });

  it('finds a wallet for other modules only for its owner', async () => {
    const service = t.app.get(WalletsService);
    const userIdOf = async (token: string) => {
      const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      return (me.body as { id: string }).id;
    };
    const [kofiId, amaId] = [await userIdOf(kofi), await userIdOf(ama)];
    const [wallet] = await service.list({ userId: kofiId } as AuthContext);
    if (wallet === undefined) throw new Error('Kofi has no wallet');
    expect(await service.findOwned(kofiId, wallet.id)).toEqual({
      id: wallet.id,
      label: wallet.label,
      momoNumber: `233${wallet.momoNumber.slice(1)}`,
      provider: wallet.provider,
    });
    expect(await service.findOwned(amaId, wallet.id)).toBeNull();
    expect(await service.findOwned(kofiId, 'not-a-uuid')).toBeNull();
  });

  it('deletes wallets with their user', async () => {
    const [user] = await t.db.query<{ id: string }[]>('SELECT id FROM users WHERE email = $1', [
      AMA.email,
    ]);
    const count = async () =>
      (await t.db.query<unknown[]>('SELECT id FROM wallets WHERE user_id = $1', [user?.id])).length;
    expect(await count()).toBe(1);
    await t.db.query('DELETE FROM users WHERE id = $1', [user?.id]);
    expect(await count()).toBe(0);
  });

  it('needs a session', async () => {
    const get = await t.http().get('/api/wallets').expect(401);
    expect((get.body as { code: string }).code).toBe('UNAUTHORIZED');
    const post = await t
      .http()
      .post('/api/wallets')
      .send({ label: 'Main', provider: 'MTN', momoNumber: '0241110000' })
      .expect(401);
    expect((post.body as { code: string }).code).toBe('UNAUTHORIZED');
  });
});
