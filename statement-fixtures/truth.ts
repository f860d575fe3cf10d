import type {
  ParseOutcome,
  ParsedTransaction,
  StatementLayout,
  StatementTotals,
} from '../api/src/modules/statements/parser/types.ts';

/** What the generator drew: tests compare the parser's output with this. */
export type Truth = {
  layout: StatementLayout;
  holder: { name: string; walletNumber: string };
  period: { from: string; to: string };
  transactions: ParsedTransaction[];
  /** The figures the statement prints about itself (app layout), or null when it prints none. */
  totals: StatementTotals | null;
  /** Rows the generator deliberately broke the balance chain on. */
  unreconciled: string[];
  /** How many rows carry each quirk, so tests can prove the fixture exercises it. */
  quirks: Record<string, number>;
};

export type GeneratedStatement = { pdf: Uint8Array; truth: Truth };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number): string => String(n).padStart(2, '0');

/** Minutes since 2000-01-01 00:00 as a calendar date (UTC arithmetic, no time zones involved). */
export function clock(
  minutes: number,
  seconds = 0,
): { iso: string; day: number; month: string; year: number; h: number; m: number; s: number } {
  const d = new Date(Date.UTC(2000, 0, 1) + minutes * 60_000 + seconds * 1000);
  const [year, mo, day, h, m, s] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
  return {
    iso: `${year}-${two(mo + 1)}-${two(day)}T${two(h)}:${two(m)}:${two(s)}`,
    day,
    month: MONTHS[mo]!,
    year,
    h,
    m,
    s,
  };
}

/** "+233 59 90 12 81 7", the app's way of printing a wallet number. */
export const spacedPhone = (digits: string): string =>
  `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)} ${digits.slice(7, 9)} ${digits.slice(9, 11)} ${digits.slice(11)}`;

/** Pesewas to "1234.56" (plain) or "1,234.56" (grouped); no floats involved. */
export function money(pesewas: bigint, grouped = false, sign = false): string {
  const negative = pesewas < 0n;
  const abs = negative ? -pesewas : pesewas;
  let whole = (abs / 100n).toString();
  if (grouped) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : sign ? `+${text}` : text;
}

/** Every difference between what the parser returned and what was drawn, in plain words. */
export function differences(outcome: ParseOutcome, truth: Truth): string[] {
  if (!outcome.ok) {
    return [`parse failed: ${outcome.failure.code}: ${outcome.failure.errorMessage}`];
  }
  const s = outcome.statement;
  const out: string[] = [];
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
  if (s.layout !== truth.layout) out.push(`layout ${s.layout}, drawn ${truth.layout}`);
  if (!same(s.holder, truth.holder)) {
    out.push(`holder ${JSON.stringify(s.holder)}, drawn ${JSON.stringify(truth.holder)}`);
  }
  if (!same(s.period, truth.period)) {
    out.push(`period ${JSON.stringify(s.period)}, drawn ${JSON.stringify(truth.period)}`);
  }
  if (s.transactions.length !== truth.transactions.length) {
    out.push(`${s.transactions.length} rows, drawn ${truth.transactions.length}`);
  }
  // Rows by transaction id, so one missing row does not make every later row look wrong.
  const parsed = new Map(s.transactions.map((t) => [t.transactionId, t]));
  const drawnIds = new Set(truth.transactions.map((t) => t.transactionId));
  const missing = truth.transactions.filter((t) => !parsed.has(t.transactionId));
  const extra = s.transactions.filter((t) => !drawnIds.has(t.transactionId));
  for (const t of missing.slice(0, 3)) {
    out.push(`missing row ${t.transactionId}: ${JSON.stringify(t)}`);
  }
  if (missing.length > 3) out.push(`... ${missing.length - 3} more rows missing`);
  for (const t of extra.slice(0, 3)) out.push(`row not drawn: ${JSON.stringify(t)}`);
  const wrong = truth.transactions.filter(
    (t) => parsed.has(t.transactionId) && !same(parsed.get(t.transactionId), t),
  );
  for (const want of wrong.slice(0, 4)) {
    const got = parsed.get(want.transactionId)!;
    const fields = (Object.keys(want) as (keyof typeof want)[])
      .filter((k) => got[k] !== want[k])
      .map((k) => `${k} ${JSON.stringify(got[k])} (drawn ${JSON.stringify(want[k])})`);
    out.push(`row ${want.transactionId}: ${fields.join('; ') || 'keys differ'}`);
  }
  if (wrong.length > 4) out.push(`... ${wrong.length - 4} more rows differ`);
  if (
    missing.length === 0 &&
    extra.length === 0 &&
    !same(
      s.transactions.map((t) => t.transactionId),
      truth.transactions.map((t) => t.transactionId),
    )
  ) {
    out.push('rows out of order');
  }
  if (truth.totals && !same(s.reconciliation?.printed, truth.totals)) {
    out.push(
      `printed totals ${JSON.stringify(s.reconciliation?.printed)}, drawn ${JSON.stringify(truth.totals)}`,
    );
  }
  if (!same(s.reconciliation?.unreconciled, truth.unreconciled)) {
    out.push(
      `unreconciled ${JSON.stringify(s.reconciliation?.unreconciled)}, drawn ${JSON.stringify(truth.unreconciled)}`,
    );
  }
  return out;
}
