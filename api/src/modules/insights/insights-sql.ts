import type { TrendGranularity } from './dto/insights.dto';

// Parameters every insights query shares: $1 user, $2 wallet (or null), $3/$4 the period's
// bounds (inclusive/exclusive dates, or null for unbounded).
export const SCOPE = `t.user_id = $1
  AND ($2::uuid IS NULL OR t.wallet_id = $2::uuid)
  AND ($3::date IS NULL OR t.date_time >= $3::date)
  AND ($4::date IS NULL OR t.date_time < $4::date)`;

// Money moved between two of the user's own wallets (the counterparty is another of their
// wallets' numbers): neither spending nor income (docs/insights.md).
export const OWN_TRANSFER = `EXISTS (
  SELECT 1 FROM wallets w
   WHERE w.user_id = t.user_id AND w.id <> t.wallet_id
     AND length(regexp_replace(t.to_from, '\\D', '', 'g')) >= 9
     AND right(regexp_replace(t.to_from, '\\D', '', 'g'), 9) = right(w.momo_number, 9))`;

// Sums as exact decimal text with two places ("0.00" when there is nothing).
export const money = (expression: string) => `round(coalesce(${expression}, 0), 2)::text`;

export const SPENT = `sum(-t.amount) FILTER (WHERE t.amount < 0 AND NOT ${OWN_TRANSFER})`;
export const RECEIVED = `sum(t.amount) FILTER (WHERE t.amount > 0 AND NOT ${OWN_TRANSFER})`;

// The first day of a transaction's bucket. PostgreSQL's weeks start on Monday; ours on Sunday.
export function bucketStart(granularity: TrendGranularity): string {
  switch (granularity) {
    case 'day':
      return `date_trunc('day', t.date_time)`;
    case 'week':
      return `(date_trunc('week', t.date_time + interval '1 day') - interval '1 day')`;
    case 'month':
      return `date_trunc('month', t.date_time)`;
  }
}

// Which kind of transaction a fee was paid on (the fees card's split).
export const FEE_GROUP = `CASE
  WHEN upper(t.type) ~ 'CASH[ _]?OUT' THEN 'cash-out'
  WHEN upper(t.type) ~ 'OTHER NETWORK|GHANAPAY|INTEROP' THEN 'other-networks'
  WHEN upper(t.type) ~ 'BANK' OR lower(t.to_from) LIKE 'calpush%' THEN 'bank-transfers'
  WHEN upper(t.type) ~ 'MERCHANT|PAYMENT' THEN 'merchant-payments'
  WHEN upper(t.type) ~ 'TRANSFER|MOMO USER' THEN 'transfers'
  ELSE 'other' END`;
