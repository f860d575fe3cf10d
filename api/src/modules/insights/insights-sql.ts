import { displayPhone } from '../../common/phone/ghana-phone';
import type { TrendGranularity } from './dto/insights.dto';

// SQL the insights repositories write into their statements: fixed text, or fragments whose values
// are bound (the bounds every query shares, and the own-wallet predicate, are scopeSql and ownSql
// in insights-scope.repository.ts).

// Sums as exact decimal text with two places ("0.00" when there is nothing).
export const money = (expression: string) => `round(coalesce(${expression}, 0), 2)::text`;

// A transaction's month, verbatim the expression of the transactions_month statistics (migration
// 1795910400000): group by it (and format afterwards) and the planner knows there are a few dozen
// months, so it hashes them instead of sorting every row.
export const MONTH_START = `date_trunc('month', t.date_time)`;

// The first day of a transaction's bucket. PostgreSQL's weeks start on Monday; ours on Sunday.
export function bucketStart(granularity: TrendGranularity): string {
  switch (granularity) {
    case 'day':
      return `date_trunc('day', t.date_time)`;
    case 'week':
      return `(date_trunc('week', t.date_time + interval '1 day') - interval '1 day')`;
    case 'month':
      return MONTH_START;
  }
}

// The fee kind (t.fee_group) and the recipient key (t.recipient_key) are stored generated columns,
// defined once in migration 1795910400000 (insights-columns); no query here repeats them.

// A recipient key as the user reads it: 0XXXXXXXXX for a Ghana number, else the digits.
export const recipientNumber = (key: string) => (/^233\d{9}$/.test(key) ? displayPhone(key) : key);

// The key of a number as typed or as in a link ("+233 24 412 3456", "0244123456"): null if none.
// The same reading as recipient_key's (migration 1795910400000), for a value the user gives.
export function recipientKeyOf(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return /^0\d{9}$/.test(digits) ? `233${digits.slice(1)}` : digits;
}

// Spec section 9 flag rules, spending only (own-wallet transfers are not spending), on the
// statement's local time: large over ₵500; unusual over ₵100 and uncategorised; weekend over ₵200
// on Saturday or Sunday; late-night over ₵50 from 22:00 to 06:59.
// Spec section 9, dashboard thresholds: a spending alert above ₵300, the AI insight's "big
// transactions" above ₵500.
export const ALERT_ABOVE = 300;
export const BIG_SPEND_ABOVE = 500;

// Written for a cheap test per row (the flags scan every payment out of the period): "spending
// over ₵500" is an amount below -500, and hours 22 to 06 are times from 22:00:00 or before 07:00:00.
export const FLAG_RULES = {
  large: `t.amount < -500`,
  unusual: `t.amount < -100 AND t.category_id IS NULL`,
  weekend: `t.amount < -200 AND extract(isodow FROM t.date_time) IN (6, 7)`,
  'late-night': `t.amount < -50 AND (t.date_time::time >= '22:00' OR t.date_time::time < '07:00')`,
} as const;
