import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { resolve } from 'node:path';
import { importRealClassic } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Every insights figure on the real classic statement (594 rows, imported through the real
// parser), against the same figures worked out here straight from the CSV the PDF is drawn from
// (statement-fixtures/fixtures/mtn-gh-classic-2024.redacted.csv), by docs/insights.md's definitions
// and the classic layout's meaning (shared/docs/reference/momo-statements.md, section 1a).

const CSV = resolve(
  __dirname,
  '../../statement-fixtures/fixtures/mtn-gh-classic-2024.redacted.csv',
);
// The statement holder (statement-fixtures/fixtures/SOURCES.md: number and wallet after redaction).
const HOLDER = { number: '233240000001', account: '10000001' };
const FLAG_KINDS = ['large', 'unusual', 'weekend', 'late-night'] as const;
type FlagKind = (typeof FLAG_KINDS)[number];

// "1886.09", "5.5", "0" → pesewas. The statement prints no sign and no thousands separator.
function pesewas(text: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not an amount: ${text}`);
  return BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

// Pesewas as the API writes money: "-101.00", "0.75".
function cedis(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

// numerator / denominator rounded half away from zero (PostgreSQL's round on numeric), both >= 0.
const roundDiv = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// "06-Sep-2024 08:28:19 PM", statement-local → "2024-09-06T20:28:19".
function localDateTime(text: string): string {
  const m = /^(\d{2})-([A-Z][a-z]{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2}) (AM|PM)$/.exec(text);
  const month = m ? MONTHS.indexOf(m[2]!) + 1 : 0;
  if (!m || month === 0) throw new Error(`not a statement date: ${text}`);
  const hour = (Number(m[4]) % 12) + (m[7] === 'PM' ? 12 : 0);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${m[3]}-${two(month)}-${m[1]}T${two(hour)}:${m[5]}:${m[6]}`;
}

const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8));
const weekday = (day: string) => new Date(dayNumber(day)).getUTCDay(); // 0 = Sunday
// The Sunday on or before the day.
const weekStart = (day: string) =>
  new Date(dayNumber(day) - weekday(day) * 86_400_000).toISOString().slice(0, 10);

type Row = {
  id: string;
  dateTime: string;
  day: string;
  month: string;
  out: boolean;
  // Unsigned, in pesewas; `signed` is negative for money out.
  amount: bigint;
  signed: bigint;
  fees: bigint;
  tax: bigint;
  type: string;
  // The other party as the statement names it: its number, else its name, else its wallet.
  party: string;
  partyName: string;
  ova: string;
};

// The classic layout has no sign: a row is money out when FROM is the holder, money in when TO is.
function readStatement(): Row[] {
  const records: string[][] = parse(readFileSync(CSV, 'utf8'), { skipEmptyLines: true });
  const [header, ...lines] = records;
  expect(header).toEqual(
    'TRANSACTION DATE,FROM ACCT,FROM NAME,FROM NO.,TRANS. TYPE,AMOUNT,FEES,E-LEVY,BAL BEFORE,BAL AFTER,TO NO.,TO NAME,TO ACCT,F_ID,REF,OVA'.split(
      ',',
    ),
  );
  return lines.map((f) => {
    expect(f).toHaveLength(16);
    const [date, fromAcct, fromName, fromNo, type, amount, fees, levy] = f;
    const [toNo, toName, toAcct, id, , ova] = f.slice(10, 16);
    const out = fromAcct === HOLDER.account || fromNo === HOLDER.number;
    const into = toAcct === HOLDER.account || toNo === HOLDER.number;
    if (out === into) throw new Error(`row ${id}: direction unknown`);
    const [no, name, acct] = out ? [toNo!, toName!, toAcct!] : [fromNo!, fromName!, fromAcct!];
    const dateTime = localDateTime(date!);
    const magnitude = pesewas(amount!);
    return {
      id: id!,
      dateTime,
      day: dateTime.slice(0, 10),
      month: dateTime.slice(0, 7),
      out,
      amount: magnitude,
      signed: out ? -magnitude : magnitude,
      fees: pesewas(fees!),
      tax: pesewas(levy!),
      type: type!,
      party: no !== '0' && no !== '' ? no : name.trim() || acct,
      partyName: name.trim(),
      ova: ova!,
    };
  });
}

// docs/insights.md "Recipients": a counterparty of a payment out that looks like a phone number
// (optional plus, at least 10 digits, spaces or hyphens), one key per number however written.
function recipientKey(row: Row): string | null {
  if (!row.out || !/^\s*\+?[\d -]+\s*$/.test(row.party)) return null;
  const digits = row.party.replace(/\D/g, '');
  if (digits.length < 10) return null;
  if (/^0\d{9}$/.test(digits)) return `233${digits.slice(1)}`;
  // Every number this statement prints is in the 233 form.
  expect(digits).toMatch(/^233\d{9}$/);
  return digits;
}

type Totals = { spent: bigint; received: bigint; fees: bigint; tax: bigint; count: number };
function totals(rows: readonly Row[]): Totals {
  const sum = (pick: (row: Row) => bigint) => rows.reduce((acc, row) => acc + pick(row), 0n);
  return {
    spent: sum((row) => (row.out ? row.amount : 0n)),
    received: sum((row) => (row.out ? 0n : row.amount)),
    fees: sum((row) => row.fees),
    tax: sum((row) => row.tax),
    count: rows.length,
  };
}
const money = (t: Totals) => ({
  spent: cedis(t.spent),
  received: cedis(t.received),
  fees: cedis(t.fees),
  tax: cedis(t.tax),
  totalCost: cedis(t.spent + t.fees + t.tax),
});

function groupBy<K>(rows: readonly Row[], key: (row: Row) => K | null): Map<K, Row[]> {
  const groups = new Map<K, Row[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    groups.set(k, [...(groups.get(k) ?? []), row]);
  }
  return groups;
}

type Step = 'day' | 'week' | 'month';
// The bucket after this one ("2024-09-01" + a month), in calendar days.
function nextBucket(start: string, step: Step): string {
  const day = new Date(`${start}T00:00:00Z`);
  if (step === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
  else day.setUTCDate(day.getUTCDate() + (step === 'week' ? 7 : 1));
  return day.toISOString().slice(0, 10);
}

// Every bucket from the first with rows to the last, quiet ones as zero.
function buckets(rows: readonly Row[], start: (row: Row) => string, step: Step) {
  const groups = groupBy(rows, start);
  const starts = [...groups.keys()].sort();
  const out: { start: string; spent: string; received: string }[] = [];
  for (let bucket = starts[0]; bucket !== undefined && bucket <= starts.at(-1)!;) {
    const sums = totals(groups.get(bucket) ?? []);
    out.push({ start: bucket, spent: cedis(sums.spent), received: cedis(sums.received) });
    bucket = nextBucket(bucket, step);
  }
  return out;
}

type Summary = ReturnType<typeof money> & {
  period: { key: string; from: string | null; to: string | null };
  transactionCount: number;
  uncategorisedCount: number;
  spendsAbove300: number;
  spendsAbove500: number;
  previous: ReturnType<typeof money> | null;
};
type Trends = { buckets: { start: string; spent: string; received: string }[] };
type Categories = {
  spent: string;
  categories: { id: string | null; name: string; spent: string; share: string; count: number }[];
};
type Fees = {
  fees: string;
  tax: string;
  total: string;
  shareOfSpending: string | null;
  byType: { group: string; total: string; count: number }[];
  byMonth: { month: string; fees: string; tax: string }[];
  top: { id: string; dateTime: string; amount: string; fees: string; tax: string }[];
};
type Recipient = {
  number: string;
  latestAccountName: string;
  otherNames: string[];
  totalSpent: string;
  transactionCount: number;
  latestDate: string;
};
type Recipients = {
  totalRecipients: number;
  totalSpent: string;
  averagePerRecipient: string;
  matching: number;
  totalPages: number;
  items: Recipient[];
};
type RecipientDetail = Recipient & {
  average: string;
  daysActive: number;
  firstDate: string;
  timeline: { month: string; spent: string; count: number }[];
  transactions: { transactionId: string }[];
};
type Flags = {
  counts: Record<string, number | string>;
  items: { transaction: { transactionId: string }; flags: FlagKind[]; reviewed: boolean }[];
};

describe('insights on the real classic statement, against the CSV it was drawn from', () => {
  let t: TestApp;
  let token: string;
  let rows: Row[];
  let all: Totals;
  // Category state after the import (F_ID → category id, null when uncategorised): the one input
  // not in the CSV, read from the database.
  let categoryOf: Map<string, string | null>;
  const checked: Record<string, number> = {};
  const get = async <T>(path: string, query: Record<string, string> = {}) =>
    (await t.http().get(path).query(query).set('Authorization', `Bearer ${token}`).expect(200))
      .body as T;

  beforeAll(async () => {
    rows = readStatement();
    all = totals(rows);
    t = await startTestApp();
    token = await register(t, KOFI);
    const { transactionsCount } = await importRealClassic(t, token);
    expect(transactionsCount).toBe(rows.length);
    const stored = await t.db.query<{ id: string; categoryId: string | null }[]>(
      'SELECT transaction_id AS id, category_id AS "categoryId" FROM transactions',
    );
    categoryOf = new Map(stored.map((row) => [row.id, row.categoryId]));
  }, 60_000);
  afterAll(() => {
    if (all === undefined) return;
    process.stdout.write(
      `insights on the real statement: ${rows.length} rows; spent ${cedis(all.spent)}, received ${cedis(all.received)}, fees ${cedis(all.fees)}, E-Levy ${cedis(all.tax)}; cross-checked ${Object.entries(
        checked,
      )
        .map(([what, n]) => `${n} ${what}`)
        .join(', ')}\n`,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the CSV as 594 distinct rows, each imported', () => {
    expect(rows).toHaveLength(594);
    expect(new Set(rows.map((row) => row.id)).size).toBe(594);
    expect([...categoryOf.keys()].sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('sums spent, received, fees, E-Levy, total cost and the alerts over all time', async () => {
    const summary = await get<Summary>('/api/insights/summary', { period: 'all' });
    const out = rows.filter((row) => row.out);
    const days = rows.map((row) => row.day).sort();
    expect(summary).toEqual({
      period: {
        key: 'all',
        choice: 'all',
        label: 'All time',
        from: null,
        to: null,
        through: null,
        comparedWith: null,
      },
      ...money(all),
      transactionCount: 594,
      uncategorisedCount: [...categoryOf.values()].filter((id) => id === null).length,
      spendsAbove300: out.filter((row) => row.amount > 300_00n).length,
      spendsAbove500: out.filter((row) => row.amount > 500_00n).length,
      previous: null,
      // What the statement covers: its first and last day, and every month with a row.
      coverage: {
        first: days[0],
        last: days.at(-1),
        months: [...new Set(rows.map((row) => row.month))].sort(),
      },
    });
    checked.summaries = 1;
  });

  it('sums the latest month with data (September 2024, to the 6th) and 1–6 August', async () => {
    const summary = await get<Summary>('/api/insights/summary');
    const september = totals(rows.filter((row) => row.month === '2024-09'));
    // The statement ends on 6 September: September so far is compared with the same days of
    // August, not the whole month (issue 30).
    const last = rows
      .map((row) => row.day)
      .sort()
      .at(-1)!;
    expect(last).toBe('2024-09-06');
    expect(summary).toMatchObject({
      period: {
        key: 'latest',
        from: '2024-09-01',
        to: '2024-10-01',
        through: last,
        comparedWith: { from: '2024-08-01', to: '2024-08-07', label: '1–6 August 2024' },
      },
      ...money(september),
      transactionCount: september.count,
      previous: money(
        totals(rows.filter((row) => row.day >= '2024-08-01' && row.day <= '2024-08-06')),
      ),
    });
    // The same month as the month trend shows it.
    const months = await get<Trends>('/api/insights/trends', { period: 'all' });
    expect(months.buckets.find((bucket) => bucket.start === '2024-09-01')).toEqual({
      start: '2024-09-01',
      spent: money(september).spent,
      received: money(september).received,
    });
    const days = await get<Trends>('/api/insights/trends', { granularity: 'day' });
    expect(days.buckets).toEqual(
      buckets(
        rows.filter((row) => row.month === '2024-09'),
        (row) => row.day,
        'day',
      ),
    );
    checked.summaries = (checked.summaries ?? 0) + 1;
  });

  it('splits spent and received by month and by week from Sunday, quiet ones as zero', async () => {
    const months = await get<Trends>('/api/insights/trends', {
      period: 'all',
      granularity: 'month',
    });
    const expectedMonths = buckets(rows, (row) => `${row.month}-01`, 'month');
    expect(expectedMonths).toHaveLength(8); // February to September 2024
    expect(months.buckets).toEqual(expectedMonths);
    const weeks = await get<Trends>('/api/insights/trends', { period: 'all', granularity: 'week' });
    const expectedWeeks = buckets(rows, (row) => weekStart(row.day), 'week');
    expect(weeks.buckets).toEqual(expectedWeeks);
    for (const bucket of weeks.buckets) expect(weekday(bucket.start)).toBe(0);
    checked['month buckets'] = months.buckets.length;
    checked['week buckets'] = weeks.buckets.length;
  });

  it('splits all spending over categories, uncategorized as a row of its own', async () => {
    const body = await get<Categories>('/api/insights/categories', { period: 'all' });
    expect(body.spent).toBe(cedis(all.spent));
    const sum = body.categories.reduce((acc, c) => acc + pesewas(c.spent), 0n);
    expect(cedis(sum)).toBe(cedis(all.spent));
    const shares = body.categories.reduce((acc, c) => acc + Number(c.share), 0);
    expect(Math.abs(shares - 100)).toBeLessThanOrEqual(0.05 * body.categories.length);
    // Category by category: the CSV's amounts under the categories the import gave the rows;
    // rows without one under '' (the API's id null, "Uncategorized"), never Other Expenses.
    const expected = [
      ...groupBy(
        rows.filter((row) => row.out),
        (row) => categoryOf.get(row.id) ?? '',
      ),
    ].map(([id, group]) => ({ id, spent: cedis(totals(group).spent), count: group.length }));
    const sortKey = (c: { id: string | null }) => c.id ?? '';
    expect(
      body.categories
        .map(({ id, spent, count }) => ({ id: id ?? '', spent, count }))
        .sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    ).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    const uncategorized = body.categories.filter((c) => c.id === null);
    expect(uncategorized.map((c) => c.name)).toEqual(
      expected.some((c) => c.id === '') ? ['Uncategorized'] : [],
    );
    const spentValues = body.categories.map((c) => pesewas(c.spent));
    expect(spentValues).toEqual([...spentValues].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    checked.categories = body.categories.length;
  });

  it('adds up fees and E-Levy, month by month, and finds the three costliest', async () => {
    const body = await get<Fees>('/api/insights/fees', { period: 'all' });
    const cost = all.fees + all.tax;
    expect(body).toMatchObject({
      fees: cedis(all.fees),
      tax: cedis(all.tax),
      total: cedis(cost),
      shareOfSpending: (Number(roundDiv(cost * 1000n, all.spent)) / 10).toFixed(1),
    });
    expect(body.byMonth).toEqual(
      [...groupBy(rows, (row) => row.month)]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, group]) => ({
          month,
          fees: cedis(totals(group).fees),
          tax: cedis(totals(group).tax),
        })),
    );
    // The split by kind covers every row that paid something, and the whole cost.
    const paying = rows.filter((row) => row.fees + row.tax > 0n);
    expect(body.byType.reduce((acc, group) => acc + group.count, 0)).toBe(paying.length);
    expect(cedis(body.byType.reduce((acc, group) => acc + pesewas(group.total), 0n))).toBe(
      cedis(cost),
    );
    // The kinds the statement makes plain (momo-statements.md 1a): cash-out by type; other
    // networks by the push OVA (mmipush = VODAFONE PUSH OVA, mmipushtigo = TIGO PUSH OVA), less
    // the one push whose TO NAME is blank: only the OVA column, which the import does not keep,
    // tells it apart (it counts as a payment); transfers to people by type.
    const kinds = {
      'cash-out': paying.filter((row) => row.type === 'CASH_OUT'),
      'other-networks': paying.filter((row) => row.ova.startsWith('mmipush') && row.partyName),
      transfers: paying.filter((row) => row.type === 'TRANSFER'),
    };
    expect(paying.filter((row) => row.ova.startsWith('mmipush') && !row.partyName)).toHaveLength(1);
    for (const [group, members] of Object.entries(kinds)) {
      expect(body.byType.find((kind) => kind.group === group)).toMatchObject({
        count: members.length,
        total: cedis(members.reduce((acc, row) => acc + row.fees + row.tax, 0n)),
      });
    }
    // Costliest first, the latest first among equals (the order the API documents).
    const costliest = [...paying].sort((a, b) => {
      const diff = b.fees + b.tax - (a.fees + a.tax);
      return diff !== 0n ? (diff > 0n ? 1 : -1) : b.dateTime.localeCompare(a.dateTime);
    });
    const [third, fourth] = [costliest[2]!, costliest[3]!];
    expect(
      third.fees + third.tax === fourth.fees + fourth.tax && third.dateTime === fourth.dateTime,
    ).toBe(false);
    expect(
      body.top.map(({ dateTime, amount, fees, tax }) => ({ dateTime, amount, fees, tax })),
    ).toEqual(
      costliest.slice(0, 3).map((row) => ({
        dateTime: row.dateTime,
        amount: cedis(row.signed),
        fees: cedis(row.fees),
        tax: cedis(row.tax),
      })),
    );
    checked['fee months'] = body.byMonth.length;
  });

  it('groups payments out to phone numbers into recipients, with one recipient in detail', async () => {
    const groups = groupBy(rows, recipientKey);
    const items: Recipient[] = [];
    let first: Recipients | undefined;
    for (let page = 1; ; page += 1) {
      const body = await get<Recipients>('/api/insights/recipients', {
        period: 'all',
        sort: 'count',
        pageSize: '100',
        page: String(page),
      });
      first ??= body;
      items.push(...body.items);
      if (page >= body.totalPages) break;
    }
    const spentOnRecipients = [...groups.values()].reduce(
      (acc, group) => acc + totals(group).spent,
      0n,
    );
    expect(first).toMatchObject({
      totalRecipients: groups.size,
      matching: groups.size,
      totalSpent: cedis(spentOnRecipients),
      averagePerRecipient: cedis(roundDiv(spentOnRecipients, BigInt(groups.size))),
    });
    const counts = items.map((item) => item.transactionCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byNumber = (list: { number: string }[]) =>
      [...list].sort((a, b) => a.number.localeCompare(b.number));
    expect(
      byNumber(
        items.map(({ number, totalSpent, transactionCount, latestDate }) => ({
          number,
          totalSpent,
          transactionCount,
          latestDate,
        })),
      ),
    ).toEqual(
      byNumber(
        [...groups].map(([key, group]) => ({
          number: `0${key.slice(3)}`,
          totalSpent: cedis(totals(group).spent),
          transactionCount: group.length,
          latestDate: group
            .map((row) => row.dateTime)
            .sort()
            .at(-1)!,
        })),
      ),
    );
    // Every name the statement gave each number, the latest one first.
    for (const item of items) {
      const group = groups.get(`233${item.number.slice(1)}`)!;
      expect(new Set([item.latestAccountName, ...item.otherNames])).toEqual(
        new Set(group.map((row) => row.partyName)),
      );
      const latest = group.filter((row) => row.dateTime === item.latestDate);
      expect(latest.map((row) => row.partyName)).toContain(item.latestAccountName);
    }

    // The most frequent recipient (the latest paid among equals, as the list orders them).
    const most = Math.max(...[...groups.values()].map((group) => group.length));
    const top = items[0]!;
    expect(top.transactionCount).toBe(most);
    const group = groups.get(`233${top.number.slice(1)}`)!;
    const spent = totals(group).spent;
    const detail = await get<RecipientDetail>(
      `/api/insights/recipients/${encodeURIComponent(top.number)}`,
    );
    expect(detail).toMatchObject({
      number: top.number,
      totalSpent: cedis(spent),
      transactionCount: group.length,
      average: cedis(roundDiv(spent, BigInt(group.length))),
      daysActive: new Set(group.map((row) => row.day)).size,
      firstDate: group.map((row) => row.dateTime).sort()[0],
      latestDate: group
        .map((row) => row.dateTime)
        .sort()
        .at(-1),
      timeline: [...groupBy(group, (row) => row.month)]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([month, rowsOfMonth]) => ({
          month,
          spent: cedis(totals(rowsOfMonth).spent),
          count: rowsOfMonth.length,
        })),
    });
    expect(detail.transactions.map((tx) => tx.transactionId).sort()).toEqual(
      group.map((row) => row.id).sort(),
    );
    checked.recipients = groups.size;
    checked['payments to the most frequent recipient'] = group.length;
  });

  it('flags spending by the four rules, on statement-local time', async () => {
    // The import left no payment over ₵100 uncategorised; clear July's (a user may leave them so)
    // to give the unusual rule something to flag, then read the category state again.
    const cleared = rows.filter(
      (row) => row.out && row.month === '2024-07' && row.amount > 100_00n,
    );
    expect(cleared.length).toBeGreaterThan(0);
    await t.db.query(
      'UPDATE transactions SET category_id = NULL, categorised_by = NULL WHERE transaction_id = ANY($1)',
      [cleared.map((row) => row.id)],
    );
    const stored = await t.db.query<{ id: string; categoryId: string | null }[]>(
      'SELECT transaction_id AS id, category_id AS "categoryId" FROM transactions',
    );
    categoryOf = new Map(stored.map((row) => [row.id, row.categoryId]));
    const expected = new Map<string, { row: Row; flags: FlagKind[] }>();
    for (const row of rows.filter((r) => r.out)) {
      const hour = Number(row.dateTime.slice(11, 13));
      const rules: Record<FlagKind, boolean> = {
        large: row.amount > 500_00n,
        unusual: row.amount > 100_00n && categoryOf.get(row.id) === null,
        weekend: row.amount > 200_00n && [0, 6].includes(weekday(row.day)),
        'late-night': row.amount > 50_00n && (hour >= 22 || hour < 7),
      };
      const flags = FLAG_KINDS.filter((kind) => rules[kind]);
      if (flags.length > 0) expected.set(row.id, { row, flags });
    }
    const body = await get<Flags>('/api/insights/flags', { period: 'all' });
    expect(
      Object.fromEntries(body.items.map((item) => [item.transaction.transactionId, item.flags])),
    ).toEqual(Object.fromEntries([...expected].map(([id, { flags }]) => [id, flags])));
    expect(body.items.every((item) => !item.reviewed)).toBe(true);
    const count = (kind: FlagKind) =>
      [...expected.values()].filter(({ flags }) => flags.includes(kind)).length;
    expect(body.counts).toEqual({
      flagged: expected.size,
      flaggedAmount: cedis([...expected.values()].reduce((acc, { row }) => acc + row.amount, 0n)),
      reviewed: 0,
      large: count('large'),
      unusual: count('unusual'),
      weekend: count('weekend'),
      lateNight: count('late-night'),
    });
    checked['flagged expenses'] = expected.size;
    for (const kind of FLAG_KINDS) checked[`${kind} flags`] = count(kind);
    checked['uncategorised rows'] = [...categoryOf.values()].filter((id) => id === null).length;
  });
});
