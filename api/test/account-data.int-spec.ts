import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import type { Response } from 'superagent';
import { Database } from '../src/common/database/database';
import { JobQueue } from '../src/common/jobs/job-queue';
import { countSql, ownedRows, type UserDataTable } from '../src/common/user-data/user-data';
import {
  DELETED_DATA_PURGE_QUEUE,
  PURGE_CRON,
} from '../src/modules/account-data/account-data.module';
import { AccountDataService } from '../src/modules/account-data/account-data.service';
import type {
  DeletedCountsDto,
  DeletedDataDto,
  DeleteDataResponseDto,
  RestoreDataResponseDto,
} from '../src/modules/account-data/dto/deleted-data.dto';
import { UserDataParts } from '../src/modules/account-data/user-data-parts';
import { ghanaTime } from '../src/modules/notifications/messages';
import { CSV_COLUMNS } from '../src/modules/transactions/transactions-csv';
import { generateStatementFixtures, importedUpload, importRealClassic } from './fixtures';
import {
  CapturingLogger,
  KOFI,
  register,
  startTestApp,
  type OutboxItem,
  type TestApp,
} from './test-app';

const AMA = {
  phone: '501234567',
  email: 'ama.serwaa@example.com',
  firstName: 'Ama',
  lastName: 'Serwaa',
};

type Counts = Record<string, number>;
type Settled = { status: string; aiCategorizationStatus: string; transactionsCount: number };

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('account data: delete, restore, purge and download', () => {
  let t: TestApp;
  let fixtures: string;
  const logger = new CapturingLogger();
  const tokens: Record<'kofi' | 'ama', string> = { kofi: '', ama: '' };
  const ids: Record<'kofi' | 'ama', string> = { kofi: '', ama: '' };
  const wallets: Record<'classic' | 'app', string> = { classic: '', app: '' };
  let kofiBefore: Counts;
  let kofiPrints: Record<string, string>;
  let amaBefore: Counts;
  let amaPrints: Record<string, string>;
  // Every module's part of the user's data, parents first, as the running app found them.
  let DATA_TABLES: readonly UserDataTable[] = [];
  let EMPTY: Counts = {};

  const auth = (who: 'kofi' | 'ama') => ({ Authorization: `Bearer ${tokens[who]}` });

  // Every table with a user_id column (whoever added it), the user's own row, and the link
  // table, counted for one user.
  async function countsOf(userId: string): Promise<Counts> {
    const tables = await t.db.query<{ table: string }[]>(
      `SELECT table_name AS "table" FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = 'user_id' ORDER BY table_name`,
    );
    const counts: Counts = {};
    for (const { table } of tables) {
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`,
        [userId],
      );
      counts[table] = row!.n;
    }
    const [user] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM users WHERE id = $1',
      [userId],
    );
    counts.users = user!.n;
    for (const spec of DATA_TABLES) {
      const { rows } = await countSql(spec, userId).execute(t.app.get(Database).db);
      counts[spec.table] = rows[0]!.rows;
    }
    return counts;
  }

  // Each deleted table's rows, exactly (every column, ids and times included), as one hash.
  async function fingerprints(userId: string): Promise<Record<string, string>> {
    const prints: Record<string, string> = {};
    for (const spec of DATA_TABLES) {
      const { rows } = await sql<{ md5: string }>`SELECT
          md5(coalesce(string_agg(to_jsonb(t)::text, '|' ORDER BY to_jsonb(t)::text), ''))
          FROM ${ownedRows(spec, userId)}`.execute(t.app.get(Database).db);
      prints[spec.table] = rows[0]!.md5;
    }
    return prints;
  }

  const dataTablesOf = (counts: Counts) =>
    Object.fromEntries(DATA_TABLES.map((spec) => [spec.table, counts[spec.table]]));

  async function upload(who: 'kofi' | 'ama', walletId: string, file: string): Promise<string> {
    const res = await t
      .http()
      .post('/api/upload-pdf')
      .set(auth(who))
      .field('walletId', walletId)
      .attach('pdf', join(fixtures, file))
      .expect(201);
    return (res.body as { uploadId: string }).uploadId;
  }

  const settle = (who: 'kofi' | 'ama', uploadId: string) =>
    importedUpload<Settled>(t, auth(who), uploadId, { tries: 600 });

  const deleteData = async (who: 'kofi' | 'ama') =>
    (
      await t
        .http()
        .delete('/api/auth/delete-data')
        .set(auth(who))
        .set('Content-Type', 'application/json')
        .expect(200)
    ).body as DeleteDataResponseDto;

  const restore = (who: 'kofi' | 'ama') => t.http().post('/api/auth/restore-data').set(auth(who));

  // The e-mail and SMS messages sent to someone (newest first), once every queued one has gone.
  async function messagesTo(to: string): Promise<OutboxItem[]> {
    for (let i = 0; ; i += 1) {
      const [row] = await t.db.query<{ open: number; failed: number }[]>(
        `SELECT count(*) FILTER (WHERE state IN ('created', 'active', 'retry'))::int AS open,
                count(*) FILTER (WHERE state = 'failed')::int AS failed
           FROM pgboss.job WHERE name LIKE 'notifications.%'`,
      );
      if (row!.failed > 0) throw new Error('a notification job failed');
      if (row!.open === 0) break;
      if (i >= 400) throw new Error('notification jobs did not settle');
      await sleep(50);
    }
    return (await t.http().get('/api/dev/outbox').query({ to, kind: 'notification' }).expect(200))
      .body as OutboxItem[];
  }

  const deletedData = async (who: 'kofi' | 'ama') =>
    (await t.http().get('/api/auth/deleted-data').set(auth(who)).expect(200))
      .body as DeletedDataDto;

  async function download(who: 'kofi' | 'ama') {
    const res = await t
      .http()
      .get('/api/account/export')
      .set(auth(who))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const csv: string[][] = parse(Buffer.from(files['transactions.csv']!), { bom: true });
    return {
      res,
      files: Object.keys(files),
      data: JSON.parse(strFromU8(files['sikalens-data.json']!)) as Record<string, unknown> & {
        transactions: { id: string; transactionId: string; walletId: string }[];
      },
      csv,
    };
  }

  // A transaction of the user's: the newest outgoing one in that wallet.
  async function anOutgoing(userId: string, walletId: string, skip = 0): Promise<string> {
    const [row] = await t.db.query<{ id: string }[]>(
      `SELECT id FROM transactions WHERE user_id = $1 AND wallet_id = $2 AND amount < 0
        ORDER BY date_time DESC, transaction_id OFFSET $3 LIMIT 1`,
      [userId, walletId, skip],
    );
    return row!.id;
  }

  // Everything the delete takes (and some of what it leaves), through the API where there is one.
  async function fillAccount(who: 'kofi' | 'ama', userId: string, walletId: string) {
    const categories = (await t.http().get('/api/categories').set(auth(who)).expect(200)).body as {
      id: string;
      name: string;
      type: string;
    }[];
    const food = categories.find((category) => category.type === 'expense')!;
    const first = await anOutgoing(userId, walletId);
    await t
      .http()
      .put(`/api/transactions/${first}/category`)
      .set(auth(who))
      .send({ categoryId: food.id })
      .expect(200);
    await t
      .http()
      .post(`/api/insights/flags/${await anOutgoing(userId, walletId, 1)}/review`)
      .set(auth(who))
      .expect(204);
    await t.db.query(
      `INSERT INTO chat_messages (user_id, role, content, source)
       VALUES ($1, 'user', 'How much did I spend on food?', NULL),
              ($1, 'assistant', 'You spent ₵120.00 on Food & Dining.', 'rules')`,
      [userId],
    );
    await t.db.query(
      `INSERT INTO notifications (user_id, kind, title, body, category_id)
       VALUES ($1, 'budget-alert', 'Food: 82% of your budget spent', 'You have spent ₵412.00.', $2)`,
      [userId, food.id],
    );
    // What stays: a (disabled, so no check writes meanwhile) alert setting, an alert sent, a payment.
    await t.db.query(
      `INSERT INTO budget_alerts (user_id, category_id, enabled) VALUES ($1, $2, false)`,
      [userId, food.id],
    );
    await t.db.query(
      `INSERT INTO budget_alerts_sent (user_id, category_id, month, threshold_percent, percent, spent, budget, channels)
       VALUES ($1, $2, '2024-09-01', 80, 82, 412, 500, '{in_app}')`,
      [userId, food.id],
    );
    await t.db.query(
      `INSERT INTO payments (user_id, reference, plan_id, amount_minor, currency, status, provider, verified_at, paid_at)
       VALUES ($1, 'pro-' || gen_random_uuid(), 'pro-1-month', 2500, 'GHS', 'success', 'paystack', now(), now())`,
      [userId],
    );
  }

  beforeAll(async () => {
    fixtures = generateStatementFixtures();
    // A free account sees 3 months; the download still holds everything.
    t = await startTestApp({ FREE_HISTORY_MONTHS: '3' }, { logger });
    // What "Delete all transaction data" takes: not the wallets, which only a wallet's own
    // deletion takes (scoped-deletions.int-spec.ts).
    DATA_TABLES = t.app
      .get(UserDataParts)
      .tables.map(({ spec }) => spec)
      .filter((spec) => !spec.scopedOnly);
    EMPTY = Object.fromEntries(DATA_TABLES.map((spec) => [spec.table, 0]));
    tokens.kofi = await register(t, KOFI);
    tokens.ama = await register(t, AMA);
    for (const who of ['kofi', 'ama'] as const) {
      const me = (await t.http().get('/api/auth/me').set(auth(who)).expect(200)).body as {
        id: string;
      };
      ids[who] = me.id;
    }
    // Kofi is Pro (his whole history is visible); Ama stays on the free plan.
    await t.db.query('UPDATE users SET is_pro = true WHERE id = $1', [ids.kofi]);

    // Kofi: the real classic statement, a second statement of the same wallet, and an app wallet.
    await importRealClassic(t, tokens.kofi);
    const [classic] = await t.db.query<{ id: string }[]>(
      "SELECT id FROM wallets WHERE user_id = $1 AND label = 'classic'",
      [ids.kofi],
    );
    wallets.classic = classic!.id;
    await settle('kofi', await upload('kofi', wallets.classic, 'classic-2024.pdf'));
    const app = await t
      .http()
      .post('/api/wallets')
      .set(auth('kofi'))
      .send({ label: 'app', provider: 'MTN', momoNumber: '0599012817' })
      .expect(201);
    wallets.app = (app.body as { id: string }).id;
    await settle('kofi', await upload('kofi', wallets.app, 'app-2026.pdf'));
    await fillAccount('kofi', ids.kofi, wallets.classic);
    // A rule and a review on the app wallet too, and a rule in a category of Kofi's own.
    const custom = await t
      .http()
      .post('/api/categories')
      .set(auth('kofi'))
      .send({ name: 'Chop bar', type: 'expense', color: '#AA3300', icon: 'restaurant' })
      .expect(201);
    await t
      .http()
      .put(`/api/transactions/${await anOutgoing(ids.kofi, wallets.app, 3)}/category`)
      .set(auth('kofi'))
      .send({ categoryId: (custom.body as { id: string }).id })
      .expect(200);
    await t
      .http()
      .post(`/api/insights/flags/${await anOutgoing(ids.kofi, wallets.app, 4)}/review`)
      .set(auth('kofi'))
      .expect(204);

    // Ama: the same real statement (the same MoMo transaction IDs), in her own wallet.
    await importRealClassic(t, tokens.ama);
    const [amaWallet] = await t.db.query<{ id: string }[]>(
      'SELECT id FROM wallets WHERE user_id = $1',
      [ids.ama],
    );
    await fillAccount('ama', ids.ama, amaWallet!.id);

    kofiBefore = await countsOf(ids.kofi);
    kofiPrints = await fingerprints(ids.kofi);
    amaBefore = await countsOf(ids.ama);
    amaPrints = await fingerprints(ids.ama);
  }, 240_000);

  afterAll(async () => {
    await t.close();
  });

  const amaUntouched = async () => {
    expect(await countsOf(ids.ama)).toEqual(amaBefore);
    expect(await fingerprints(ids.ama)).toEqual(amaPrints);
  };

  it('starts with rows in every table the delete takes', async () => {
    // Each table after the tables it points at.
    expect(DATA_TABLES.map((spec) => spec.table)).toEqual([
      'category_rules',
      'chat_messages',
      'notifications',
      'pdf_uploads',
      'transactions',
      'transaction_reviews',
      'upload_transactions',
    ]);
    for (const spec of DATA_TABLES) {
      expect([spec.table, kofiBefore[spec.table]]).toEqual([spec.table, expect.any(Number)]);
      expect(kofiBefore[spec.table]).toBeGreaterThan(0);
    }
    expect(kofiBefore.transactions).toBeGreaterThan(594);
    expect(kofiBefore.category_rules).toBe(2);
    expect(kofiBefore.transaction_reviews).toBe(2);
    expect(await deletedData('kofi')).toEqual({
      deletedAt: null,
      restorableUntil: null,
      counts: null,
      restoreHours: 24,
    });
    const nothing = await restore('ama').expect(404);
    expect(nothing.body).toEqual({
      error: 'There is no deleted data to restore.',
      code: 'NOTHING_TO_RESTORE',
    });
  });

  it('deletes the data in one go, keeps the account, and leaves other users alone', async () => {
    const started = Date.now();
    const deleted = await deleteData('kofi');
    const expected: DeletedCountsDto = {
      transactions: kofiBefore.transactions!,
      uploads: kofiBefore.pdf_uploads!,
      rules: kofiBefore.category_rules!,
      reviews: kofiBefore.transaction_reviews!,
      chatMessages: kofiBefore.chat_messages!,
      notifications: kofiBefore.notifications!,
    };
    expect(deleted.counts).toEqual(expected);
    expect(deleted.message).toBe(
      `Deleted ${expected.transactions.toLocaleString('en-GB')} transactions, 3 statements, 2 learned rules and 2 chat messages. You can undo this for 24 hours.`,
    );
    const deletedAt = Date.parse(deleted.deletedAt);
    expect(deletedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(Date.parse(deleted.restorableUntil!) - deletedAt).toBe(24 * 3600 * 1000);

    const after = await countsOf(ids.kofi);
    expect(after).toEqual({
      ...kofiBefore,
      ...EMPTY,
      deleted_data: kofiBefore.deleted_data! + 1,
    });
    await amaUntouched();

    // The archive is sealed: none of the deleted text is readable in it.
    const [archive] = await t.db.query<{ sealed: Buffer; counts: DeletedCountsDto }[]>(
      'SELECT sealed, counts FROM deleted_data WHERE user_id = $1',
      [ids.kofi],
    );
    expect(archive!.counts).toEqual(expected);
    expect(archive!.sealed.length).toBeGreaterThan(1000);
    for (const text of ['OWUSU-ANSAH', 'How much did I spend', 'real-classic-2024-csv.pdf']) {
      expect(archive!.sealed.includes(Buffer.from(text))).toBe(false);
    }

    // The screens are empty at once.
    const page = await t.http().get('/api/transactions').set(auth('kofi')).expect(200);
    expect((page.body as { totals: { count: number } }).totals.count).toBe(0);
    expect(await deletedData('kofi')).toEqual({
      deletedAt: deleted.deletedAt,
      restorableUntil: deleted.restorableUntil,
      counts: expected,
      restoreHours: 24,
    });

    // A security message on the proven phone and e-mail, which cannot be switched off (issue 27),
    // saying until when the data can be restored. Ama is told nothing.
    const text = `The transaction data on your SikaLens account was deleted, ${ghanaTime(new Date(deleted.deletedAt))}. It can be restored until ${ghanaTime(new Date(deleted.restorableUntil!))} in Settings > Data. If this wasn't you, restore it, then sign out the sessions you do not recognise in Settings > Security.`;
    expect(await messagesTo(`233${KOFI.phone}`)).toEqual([
      expect.objectContaining({ channel: 'sms', kind: 'notification', subject: null, text }),
    ]);
    expect(await messagesTo(KOFI.email)).toEqual([
      expect.objectContaining({
        channel: 'email',
        kind: 'notification',
        subject: 'Your SikaLens data was deleted',
        text,
      }),
    ]);
    expect(await messagesTo(`233${AMA.phone}`)).toEqual([]);
    expect(await messagesTo(AMA.email)).toEqual([]);
  });

  it("never lets another user restore (or see) someone's deleted data", async () => {
    const res = await restore('ama').expect(404);
    expect((res.body as { code: string }).code).toBe('NOTHING_TO_RESTORE');
    expect(await deletedData('ama')).toEqual({
      deletedAt: null,
      restorableUntil: null,
      counts: null,
      restoreHours: 24,
    });
    expect(dataTablesOf(await countsOf(ids.kofi))).toEqual(EMPTY);
    await amaUntouched();
  });

  it('restores every row exactly as it was, once', async () => {
    const res = await restore('kofi').expect(200);
    const body = res.body as RestoreDataResponseDto;
    expect(body.restored).toEqual({
      transactions: kofiBefore.transactions,
      uploads: 3,
      rules: 2,
      reviews: 2,
      chatMessages: 2,
      notifications: 1,
    });
    expect(body.skipped).toEqual({
      transactions: 0,
      uploads: 0,
      rules: 0,
      reviews: 0,
      chatMessages: 0,
      notifications: 0,
    });
    expect(body.message).toBe(
      `Your data was restored: ${kofiBefore.transactions!.toLocaleString('en-GB')} transactions, 3 statements, 2 learned rules and 2 chat messages.`,
    );
    expect(await countsOf(ids.kofi)).toEqual({
      ...kofiBefore,
      deleted_data: kofiBefore.deleted_data! + 1,
    });
    expect(await fingerprints(ids.kofi)).toEqual(kofiPrints);
    await amaUntouched();

    // The archive gave up its data; a second restore is refused.
    const [archive] = await t.db.query<{ sealed: Buffer | null; restored: boolean }[]>(
      'SELECT sealed, restored_at IS NOT NULL AS restored FROM deleted_data WHERE user_id = $1',
      [ids.kofi],
    );
    expect(archive).toEqual({ sealed: null, restored: true });
    const again = await restore('kofi').expect(409);
    expect(again.body).toEqual({
      error: 'Your data has already been restored.',
      code: 'ALREADY_RESTORED',
    });
    expect(await deletedData('kofi')).toEqual({
      deletedAt: null,
      restorableUntil: null,
      counts: null,
      restoreHours: 24,
    });
  });

  it('downloads everything as a ZIP of JSON and CSV, streamed, with no one else’s rows', async () => {
    const kofi = await download('kofi');
    expect(kofi.res.headers['content-type']).toBe('application/zip');
    expect(kofi.res.headers['content-disposition']).toBe(
      `attachment; filename="sikalens-data-${new Date().toISOString().slice(0, 10)}.zip"`,
    );
    expect(kofi.files).toEqual(['sikalens-data.json', 'transactions.csv']);

    const sqlRows = await t.db.query<{ id: string; transaction_id: string }[]>(
      'SELECT id, transaction_id FROM transactions WHERE user_id = $1',
      [ids.kofi],
    );
    const { data } = kofi;
    expect(data.transactions).toHaveLength(sqlRows.length);
    expect(new Set(data.transactions.map((row) => row.id))).toEqual(
      new Set(sqlRows.map((row) => row.id)),
    );
    expect(data.account).toMatchObject({
      firstName: 'Kofi',
      lastName: 'Boateng',
      phone: '0241234567',
      email: 'kofi.boateng@example.com',
      plan: 'pro',
      proUntil: null,
    });
    expect(Object.keys(data.account as object)).toContain('registeredAt');
    expect((data.wallets as { momoNumber: string }[]).map((w) => w.momoNumber).sort()).toEqual([
      '0240000001',
      '0599012817',
    ]);
    for (const [key, length] of [
      ['rules', 2],
      ['reviews', 2],
      ['chatMessages', 2],
      ['notifications', 1],
      ['payments', 1],
      ['budgetAlerts', 1],
      ['uploads', 3],
    ] as const) {
      expect([key, (data[key] as unknown[]).length]).toEqual([key, length]);
    }
    expect((data.categories as { name: string }[]).map((c) => c.name)).toContain('Chop bar');
    expect(data.payments).toEqual([expect.objectContaining({ amount: '25.00', currency: 'GHS' })]);
    const uploadKeys = Object.keys((data.uploads as Record<string, unknown>[])[0]!);
    expect(uploadKeys).toEqual(expect.arrayContaining(['fileName', 'status', 'createdAt']));
    expect(uploadKeys.some((key) => /file$|password/i.test(key))).toBe(false);
    const [preferences] = await t.db.query<{ present: boolean }[]>(
      "SELECT to_regclass('notification_preferences') IS NOT NULL AS present",
    );
    expect('notificationPreferences' in data).toBe(preferences!.present);

    // The CSV: the spec's columns, one record per transaction.
    expect(kofi.csv[0]).toEqual([...CSV_COLUMNS]);
    const records = kofi.csv.slice(1);
    expect(records).toHaveLength(sqlRows.length);
    expect(records.map((record) => record[1]).sort()).toEqual(
      sqlRows.map((row) => row.transaction_id).sort(),
    );

    // Ama's download: her whole history (beyond the free plan's 3 months), and nothing of Kofi's.
    const ama = await download('ama');
    const [amaCount] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM transactions WHERE user_id = $1',
      [ids.ama],
    );
    expect(ama.data.transactions).toHaveLength(amaCount!.n);
    expect(ama.csv).toHaveLength(amaCount!.n + 1);
    const visible = await t.http().get('/api/transactions').set(auth('ama')).expect(200);
    expect((visible.body as { totals: { count: number } }).totals.count).toBeLessThan(amaCount!.n);
    const kofiIds = new Set(sqlRows.map((row) => row.id));
    expect(ama.data.transactions.filter((row) => kofiIds.has(row.id))).toEqual([]);
    expect(
      ama.data.transactions.filter((row) => [wallets.classic, wallets.app].includes(row.walletId)),
    ).toEqual([]);
    const amaText = JSON.stringify(ama.data);
    for (const id of [wallets.classic, wallets.app, ids.kofi]) {
      expect(amaText.includes(id)).toBe(false);
    }
    expect(amaText.includes('Chop bar')).toBe(false);
  });

  it('gives the connection back when a download is abandoned midway', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    // More abandoned downloads than there are export slots: a leaked one would block the next.
    for (let i = 0; i < 5; i += 1) {
      await new Promise<void>((resolve, reject) => {
        const req = get(
          { host: '127.0.0.1', port, path: '/api/account/export', headers: auth('kofi') },
          (res) => {
            res.once('data', () => {
              req.destroy();
              resolve();
            });
            res.once('end', () => reject(new Error('the download ended before it was abandoned')));
          },
        );
        req.on('error', () => undefined);
      });
    }
    const started = Date.now();
    const again = await download('kofi');
    expect(again.data.transactions).toHaveLength(kofiBefore.transactions!);
    expect(Date.now() - started).toBeLessThan(20_000);
    // No connection is left inside the download's snapshot transaction.
    let open = -1;
    for (let i = 0; i < 40 && open !== 0; i += 1) {
      const [row] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      open = row!.n;
      if (open !== 0) await sleep(50);
    }
    expect(open).toBe(0);
  });

  it('restores what it can after changes, and says what it could not and why', async () => {
    const before = await countsOf(ids.kofi);
    const [perWallet] = await t.db.query<{ app: number; classic2024: number }[]>(
      `SELECT count(*) FILTER (WHERE t.wallet_id = $2)::int AS app,
              count(*) FILTER (WHERE u.file_name = 'classic-2024.pdf')::int AS classic2024
         FROM transactions t JOIN pdf_uploads u ON u.id = t.upload_id WHERE t.user_id = $1`,
      [ids.kofi, wallets.app],
    );
    await deleteData('kofi');
    // Meanwhile: the app wallet is deleted, the second classic statement is imported again, and
    // the category of one learned rule is deleted.
    await t.db.query('DELETE FROM wallets WHERE id = $1', [wallets.app]);
    const reimported = await settle(
      'kofi',
      await upload('kofi', wallets.classic, 'classic-2024.pdf'),
    );
    const [chopBar] = await t.db.query<{ id: string }[]>(
      "SELECT id FROM categories WHERE user_id = $1 AND name = 'Chop bar'",
      [ids.kofi],
    );
    await t.http().delete(`/api/categories/${chopBar!.id}`).set(auth('kofi')).expect(200);
    const liveCopies = await t.db.query<{ id: string }[]>(
      'SELECT id FROM transactions WHERE user_id = $1 ORDER BY id',
      [ids.kofi],
    );
    // The second statement shares no row with the first, so all of its rows are copies of
    // archived ones.
    expect(reimported.transactionsCount).toBe(perWallet!.classic2024);
    expect(liveCopies).toHaveLength(perWallet!.classic2024);

    const res = await restore('kofi').expect(200);
    const body = res.body as RestoreDataResponseDto;
    const classicReal = before.transactions! - perWallet!.app - perWallet!.classic2024;
    expect(body.restored).toMatchObject({ transactions: classicReal, uploads: 2, rules: 1 });
    expect(body.skipped).toMatchObject({
      transactions: perWallet!.app + perWallet!.classic2024,
      uploads: 1,
      rules: 1,
      chatMessages: 0,
      notifications: 0,
    });
    // The review on the app wallet's transaction went with it.
    expect(body.skipped.reviews).toBe(1);
    expect(body.message).toBe(
      `Your data was restored: ${classicReal} transactions, 2 statements, 1 learned rule and 2 chat messages. ` +
        `Not restored: ${perWallet!.app} transactions and 1 statement of a wallet you have deleted since. ` +
        `${perWallet!.classic2024} transactions you have imported again since were kept as they are now. ` +
        '1 learned rule was not restored: its category has been deleted, or you have taught a rule for the same payee since.',
    );

    // The copies imported since are kept as they are, and both uploads of that statement hold them.
    const kept = await t.db.query<{ id: string }[]>(
      `SELECT t.id FROM transactions t JOIN pdf_uploads u ON u.id = t.upload_id
        WHERE t.user_id = $1 AND t.id = ANY($2::uuid[]) ORDER BY t.id`,
      [ids.kofi, liveCopies.map((row) => row.id)],
    );
    expect(kept).toEqual(liveCopies);
    const links = await t.db.query<{ file: string; n: number }[]>(
      `SELECT u.file_name AS file, count(l.*)::int AS n FROM pdf_uploads u
         LEFT JOIN upload_transactions l ON l.upload_id = u.id
        WHERE u.user_id = $1 GROUP BY u.id, u.file_name ORDER BY u.file_name, n`,
      [ids.kofi],
    );
    expect(links).toEqual([
      { file: 'classic-2024.pdf', n: perWallet!.classic2024 },
      { file: 'classic-2024.pdf', n: perWallet!.classic2024 },
      { file: 'real-classic-2024-csv.pdf', n: classicReal },
    ]);
    const after = await countsOf(ids.kofi);
    expect(after.transactions).toBe(classicReal + perWallet!.classic2024);
    await amaUntouched();
  });

  it('refuses a restore once the window has passed, and the purge leaves nothing behind', async () => {
    const deleted = await deleteData('kofi');
    expect(deleted.counts.transactions).toBeGreaterThan(0);
    await t.db.query(
      "UPDATE deleted_data SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND sealed IS NOT NULL",
      [ids.kofi],
    );
    const late = await restore('kofi').expect(410);
    expect(late.body).toEqual({
      error:
        'Deleted data can only be restored within 24 hours of deleting it, and that time has passed.',
      code: 'RESTORE_EXPIRED',
    });
    expect(await deletedData('kofi')).toEqual({
      deletedAt: null,
      restorableUntil: null,
      counts: null,
      restoreHours: 24,
    });

    expect(await t.app.get(AccountDataService).purgeExpired()).toBe(1);
    const counts = await countsOf(ids.kofi);
    expect(dataTablesOf(counts)).toEqual(EMPTY);
    const archives = await t.db.query<
      { sealed: Buffer | null; purged: boolean; restored: boolean }[]
    >(
      `SELECT sealed, purged_at IS NOT NULL AS purged, restored_at IS NOT NULL AS restored
         FROM deleted_data WHERE user_id = $1 ORDER BY deleted_at`,
      [ids.kofi],
    );
    expect(archives).toEqual([
      { sealed: null, purged: false, restored: true },
      { sealed: null, purged: false, restored: true },
      { sealed: null, purged: true, restored: false },
    ]);
    // Nothing is left to purge; a restore is still refused as too late.
    expect(await t.app.get(AccountDataService).purgeExpired()).toBe(0);
    expect((await restore('kofi').expect(410)).body).toMatchObject({ code: 'RESTORE_EXPIRED' });
    await amaUntouched();
  });

  it('answers a delete with nothing to delete without keeping an archive', async () => {
    const before = await countsOf(ids.kofi);
    const deleted = await deleteData('kofi');
    expect(deleted.counts).toEqual({
      transactions: 0,
      uploads: 0,
      rules: 0,
      reviews: 0,
      chatMessages: 0,
      notifications: 0,
    });
    expect(deleted.restorableUntil).toBeNull();
    expect(deleted.message).toBe('There was no transaction data to delete.');
    expect(await countsOf(ids.kofi)).toEqual(before);
  });

  it('purges from the queue every 15 minutes', async () => {
    const [schedule] = await t.db.query<{ cron: string; timezone: string }[]>(
      'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1',
      [DELETED_DATA_PURGE_QUEUE],
    );
    expect(schedule).toEqual({ cron: PURGE_CRON, timezone: 'Africa/Accra' });

    await deleteData('ama');
    await t.db.query(
      "UPDATE deleted_data SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [ids.ama],
    );
    await t.app.get(JobQueue).insert(DELETED_DATA_PURGE_QUEUE, [{}]);
    let sealed: number | undefined;
    for (let i = 0; i < 200; i += 1) {
      const [row] = await t.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM deleted_data WHERE user_id = $1 AND sealed IS NOT NULL',
        [ids.ama],
      );
      sealed = row!.n;
      if (sealed === 0) break;
      await sleep(50);
    }
    expect(sealed).toBe(0);
    expect((await restore('ama').expect(410)).body).toMatchObject({ code: 'RESTORE_EXPIRED' });
  });

  it('lets an import under way end quietly when its upload is deleted', async () => {
    const uploadId = await upload('kofi', wallets.classic, 'real-classic-2024-csv.pdf');
    // Deleted while the statement is being read (parsing takes a while: the file is real).
    let status = '';
    for (let i = 0; i < 500 && status !== 'processing'; i += 1) {
      const res = await t.http().get(`/api/upload-status/${uploadId}`).set(auth('kofi'));
      status = (res.body as { status: string }).status;
      if (status === 'pending') await sleep(5);
    }
    expect(status).toBe('processing');
    await deleteData('kofi');
    let state = '';
    for (let i = 0; i < 400 && !['completed', 'failed', 'cancelled'].includes(state); i += 1) {
      const [job] = await t.db.query<{ state: string }[]>(
        "SELECT state FROM pgboss.job WHERE name = 'statement-import' AND data->>'uploadId' = $1",
        [uploadId],
      );
      state = job?.state ?? '';
      if (state !== 'completed') await sleep(50);
    }
    expect(state).toBe('completed');
    const counts = await countsOf(ids.kofi);
    expect(dataTablesOf(counts)).toEqual(EMPTY);
    expect(logger.lines.filter((line) => line.startsWith('error'))).toEqual([]);

    // Restored, the upload is finished one way or the other, never waiting for a job.
    const res = await restore('kofi').expect(200);
    expect((res.body as RestoreDataResponseDto).restored.uploads).toBe(1);
    const [restored] = await t.db.query<
      { status: string; has_file: boolean; error: string | null }[]
    >(
      'SELECT status, file IS NOT NULL AS has_file, error_message AS error FROM pdf_uploads WHERE id = $1',
      [uploadId],
    );
    expect(restored).toEqual({
      status: 'failed',
      has_file: false,
      error:
        'This statement was still being read when your data was deleted. Upload it again to import it.',
    });
    // The job found its upload gone and added nothing.
    expect((await countsOf(ids.kofi)).transactions).toBe(0);
  });

  it('serialises deletes and restores that arrive together', async () => {
    const deletes = await Promise.all([deleteData('kofi'), deleteData('kofi')]);
    expect(deletes.map((deleted) => deleted.counts.uploads).sort()).toEqual([0, 1]);
    const [live] = await t.db.query<{ n: number }[]>(
      'SELECT count(*)::int AS n FROM deleted_data WHERE user_id = $1 AND sealed IS NOT NULL',
      [ids.kofi],
    );
    expect(live!.n).toBe(1);
    const restores = await Promise.all([restore('kofi'), restore('kofi')]);
    expect(restores.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await countsOf(ids.kofi)).pdf_uploads).toBe(1);
  });
});
