import fc from 'fast-check';
import { AssistantService } from '../src/modules/assistant/assistant.service';
import type { AuthContext } from '../src/common/guards/auth-context';
import { createMainWallet } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The assistant's analytics (recurring payments, the month's forecast, unusual spending) and the
// dashboard's AI insights, on transactions written straight into the database, against the
// figures worked out here from the same rows (docs/insights.md, "Analytics").

type Tx = {
  // Which statement (upload) the row came from; 0 by default.
  upload?: number;
  day: string;
  time?: string;
  amount: string;
  name: string;
  toFrom: string;
  category?: string;
  fees?: string;
};

const pesewas = (amount: string) => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -value : value;
};
const cedisText = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('analytics', () => {
  let t: TestApp;
  let userCount = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // A new Pro user with these transactions in one wallet; returns the token.
  async function userWith(rows: Tx[], pro = true): Promise<string> {
    userCount += 1;
    const person = {
      ...KOFI,
      phone: `24${String(1000000 + userCount).slice(-7)}`,
      email: `analytics${userCount}@example.com`,
    };
    const token = await register(t, person);
    const walletId = await createMainWallet(t, token);
    const [{ userId }] = await t.db.query<[{ userId: string }]>(
      'SELECT user_id AS "userId" FROM wallets WHERE id = $1',
      [walletId],
    );
    const uploads: string[] = [];
    for (let n = 0; n <= Math.max(0, ...rows.map((row) => row.upload ?? 0)); n += 1) {
      const [{ id }] = await t.db.query<[{ id: string }]>(
        `INSERT INTO pdf_uploads (user_id, wallet_id, file_name, size_bytes, status, ai_categorization_status)
         VALUES ($1, $2, 'seed.pdf', 1, 'completed', 'completed') RETURNING id`,
        [userId, walletId],
      );
      uploads.push(id);
    }
    for (const [i, row] of rows.entries()) {
      await t.db.query(
        `INSERT INTO transactions (user_id, wallet_id, upload_id, transaction_id, date_time, type, to_from,
                                   account_name, amount, fees, tax, balance, reference, category_id)
         VALUES ($1, $2, $3, $4, $5::timestamp, 'TRANSFER', $6, $7, $8, $10, 0, 100, 'seed',
                 (SELECT id FROM categories WHERE user_id = $1 AND default_key = $9))`,
        [
          userId,
          walletId,
          uploads[row.upload ?? 0],
          String(50000000000 + i),
          `${row.day}T${row.time ?? '12:00:00'}`,
          row.toFrom,
          row.name,
          row.amount,
          row.category ?? null,
          row.fees ?? '0',
        ],
      );
    }
    if (pro) {
      await t.db.query(
        `UPDATE users SET is_pro = true, pro_until = now() + interval '1 day' WHERE id = $1`,
        [userId],
      );
    }
    return token;
  }

  const aiInsights = async (token: string, status = 200) =>
    (await t.http().get('/api/ai/insights').set('Authorization', `Bearer ${token}`).expect(status))
      .body as { items: { kind: string; title: string; text: string }[]; code?: string };
  // The same insights as on a given day: the forecast is given only in the month it is for.
  const aiInsightsOn = async (token: string, day: string) => {
    const me = await t
      .http()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const auth = { userId: (me.body as { id: string }).id } as AuthContext;
    return t.app.get(AssistantService).insights(auth, new Date(`${day}T12:00:00Z`));
  };

  it('finds monthly and weekly payments among one-offs, with their next dates', async () => {
    const rows: Tx[] = [];
    // Rent on the 1st, Jun–Nov 2026; ₵20 to a gym every Saturday from 5 Sep; one-offs.
    for (const month of ['06', '07', '08', '09', '10', '11']) {
      rows.push({
        day: `2026-${month}-01`,
        amount: '-500.00',
        name: 'LANDLORD ADU',
        toFrom: '233244000111',
      });
    }
    for (let day = '2026-09-05'; day <= '2026-11-21'; day = addDays(day, 7)) {
      rows.push({ day, amount: '-20.00', name: 'GYM CLUB', toFrom: 'GYMCLUB' });
    }
    rows.push({ day: '2026-09-13', amount: '-75.00', name: 'AMA', toFrom: '233201234567' });
    rows.push({ day: '2026-10-02', amount: '-300.00', name: 'AMA', toFrom: '233201234567' });
    rows.push({ day: '2026-11-19', amount: '-12.00', name: 'AMA', toFrom: '233201234567' });
    const token = await userWith(rows);
    const { items } = await aiInsights(token);
    const recurring = items.filter((item) => item.kind === 'recurring').map((item) => item.text);
    expect(recurring).toEqual([
      'LANDLORD ADU (0244000111): about ₵500.00 monthly; next expected around 1 Dec 2026.',
      'GYM CLUB: about ₵20.00 weekly; next expected around 28 Nov 2026.',
    ]);
  });

  it('detects a payment repeated at a steady interval whatever its day, amount and jitter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(7, 14, 30),
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 1000, max: 90000 }),
        fc.array(fc.integer({ min: -1, max: 1 }), { minLength: 6, maxLength: 6 }),
        fc.date({ min: new Date('2025-01-01'), max: new Date('2026-06-01'), noInvalidDate: true }),
        async (every, count, amountPesewas, jitter, start) => {
          const first = start.toISOString().slice(0, 10);
          const rows: Tx[] = Array.from({ length: count }, (_, i) => ({
            day: addDays(first, i * every + (i > 0 ? jitter[i]! : 0)),
            amount: cedisText(-BigInt(amountPesewas + (i % 2) * Math.floor(amountPesewas / 50))),
            name: 'SUSU COLLECTOR',
            toFrom: '233551112222',
          }));
          const token = await userWith(rows);
          const { items } = await aiInsights(token);
          const text = items.find((item) => item.kind === 'recurring')?.text ?? '';
          const interval = every === 7 ? 'weekly' : every === 14 ? 'fortnightly' : 'monthly';
          expect(text).toMatch(
            new RegExp(`^SUSU COLLECTOR \\(0551112222\\): about ₵[\\d,.]+ ${interval};`),
          );
        },
      ),
      { numRuns: 6 },
    );
  });

  it('forecasts the month from the weekday averages of the months before, to the pesewa', async () => {
    // 100 days of history before November (Jul 24 – Oct 31, only 90 of them count), then
    // November 1–20; "today" in the data is 20 Nov, 10 days left.
    const rows: Tx[] = [];
    const rand = fc.sample(fc.integer({ min: 100, max: 9000 }), 140);
    let k = 0;
    for (let day = '2026-07-24'; day <= '2026-11-20'; day = addDays(day, 1)) {
      if (k % 6 === 5 && day !== '2026-11-20') {
        k += 1;
        continue; // some days without spending
      }
      rows.push({ day, amount: cedisText(-BigInt(rand[k]!)), name: 'SHOP', toFrom: 'SHOP' });
      k += 1;
    }
    const token = await userWith(rows);
    // Independently: spent so far in November; mean per weekday over 3 Aug – 31 Oct (the 90 days before November).
    const spentSoFar = rows
      .filter((r) => r.day >= '2026-11-01')
      .reduce((sum, r) => sum - pesewas(r.amount), 0n);
    const sums = new Array<bigint>(7).fill(0n);
    const days = new Array<bigint>(7).fill(0n);
    for (let day = '2026-08-03'; day <= '2026-10-31'; day = addDays(day, 1)) {
      const w = new Date(`${day}T00:00:00Z`).getUTCDay();
      days[w]! += 1n;
      sums[w]! += rows.filter((r) => r.day === day).reduce((sum, r) => sum - pesewas(r.amount), 0n);
    }
    const left = new Array<bigint>(7).fill(0n);
    for (let day = '2026-11-21'; day <= '2026-11-30'; day = addDays(day, 1)) {
      left[new Date(`${day}T00:00:00Z`).getUTCDay()]! += 1n;
    }
    // Σ left_w × sum_w / days_w, rounded half up to the pesewa, exactly.
    const denominator = days.reduce((a, b) => a * b, 1n);
    const numerator = left.reduce((acc, n, w) => acc + (n * sums[w]! * denominator) / days[w]!, 0n);
    const rest = (numerator * 2n + denominator) / (2n * denominator);
    const { items } = await aiInsightsOn(token, '2026-11-21');
    const forecast = items.find((item) => item.kind === 'forecast')!;
    const fmt = (v: bigint) => `₵${cedisText(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    expect(forecast.text).toBe(
      `You are on course to spend about ${fmt(spentSoFar + rest)} in November 2026 (${fmt(spentSoFar)} up to 20 Nov 2026, about ${fmt(rest)} more in the 10 days left).`,
    );
  });

  it('does not count the days between two statements as days without spending', async () => {
    // One statement for January–April, another for 1–20 November: August to October are not
    // covered, so the weekday averages have no days to use and the month's own pace is used.
    const rows: Tx[] = [];
    for (let day = '2026-01-02'; day <= '2026-04-30'; day = addDays(day, 1)) {
      rows.push({ day, amount: '-10.00', name: 'SHOP', toFrom: 'SHOP' });
    }
    for (let day = '2026-11-01'; day <= '2026-11-20'; day = addDays(day, 1)) {
      rows.push({ upload: 1, day, amount: '-50.00', name: 'SHOP', toFrom: 'SHOP' });
    }
    const token = await userWith(rows);
    const forecast = (await aiInsightsOn(token, '2026-11-21')).items.find(
      (item) => item.kind === 'forecast',
    )!;
    // ₵1,000 in 20 days; 10 days left at ₵50 a day.
    expect(forecast.text).toBe(
      'You are on course to spend about ₵1,500.00 in November 2026 (₵1,000.00 up to 20 Nov 2026, about ₵500.00 more in the 10 days left).',
    );
  });

  // Issue 30: a statement that ended in September 2024, read in a later month.
  it('forecasts no month but this one, and gives a fee tip from ₵5 in the month only', async () => {
    const rows: Tx[] = [];
    for (let day = '2024-06-01'; day <= '2024-09-06'; day = addDays(day, 1)) {
      rows.push({ day, amount: '-10.00', name: 'SHOP', toFrom: 'SHOP', fees: '0.01' });
    }
    // September: six days, ₵0.06 of fees.
    const old = await userWith(rows);
    const kinds = (await aiInsights(old)).items.map((item) => item.kind);
    expect(kinds).not.toContain('forecast');
    expect(kinds).not.toContain('fees');
    // Read on 6 September 2024, the same data is forecast (24 days left), and in October it is not.
    const then = (await aiInsightsOn(old, '2024-09-06')).items.find((i) => i.kind === 'forecast');
    expect(then?.text).toMatch(/in September 2024 .* in the 24 days left\)\.$/);
    const later = await aiInsightsOn(old, '2024-10-01');
    expect(later.items.map((item) => item.kind)).not.toContain('forecast');
    // The same six days with ₵1 of fees each: ₵6 in the month, worth a tip.
    const costly = await userWith(
      rows.map((row) => (row.day >= '2024-09-01' ? { ...row, fees: '1.00' } : row)),
    );
    const tip = (await aiInsights(costly)).items.find((item) => item.kind === 'fees');
    expect(tip?.text).toMatch(/^You paid ₵6\.00 in MoMo fees and E-Levy in September 2024;/);
    expect((await aiInsights(costly)).items.map((item) => item.kind)).not.toContain('forecast');
  });

  it('flags a category far above its usual month, and is Pro only', async () => {
    const rows: Tx[] = [];
    for (const month of ['08', '09', '10']) {
      rows.push({
        day: `2026-${month}-10`,
        amount: '-100.00',
        name: 'CHOP BAR',
        toFrom: 'CHOP',
        category: 'food',
      });
      rows.push({
        day: `2026-${month}-11`,
        amount: '-60.00',
        name: 'TROTRO',
        toFrom: 'BUS',
        category: 'transport',
      });
    }
    rows.push({
      day: '2026-11-05',
      amount: '-250.00',
      name: 'CHOP BAR',
      toFrom: 'CHOP',
      category: 'food',
    });
    rows.push({
      day: '2026-11-06',
      amount: '-70.00',
      name: 'TROTRO',
      toFrom: 'BUS',
      category: 'transport',
    });
    const token = await userWith(rows);
    const { items } = await aiInsights(token);
    expect(items.filter((item) => item.kind === 'unusual').map((item) => item.text)).toEqual([
      'Food & Dining: ₵250.00 in November 2026, 2.5 times your usual ₵100.00 a month.',
    ]);
    const free = await userWith(rows, false);
    expect((await aiInsights(free, 403)).code).toBe('PRO_REQUIRED');
    await t.http().get('/api/ai/insights').expect(401);
  });
});
