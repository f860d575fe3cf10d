import { parseDateTime, toE164 } from './fields';
import { rowProblem, type RowResult } from './ledger';
import { formatMoney, parseMoney } from './money';
import type { RawRow } from './rows';
import type { Metadata } from './metadata';

export type ClassicHolder = { account: string; number: string; name: string };

const digits = (text: string | undefined): string => (text ?? '').replace(/\s+/g, '');

/**
 * The classic layout has no sign: the holder's wallet appears as FROM (out) or TO (in) on every
 * row. The statement's top block may name it; otherwise the account on the most rows is the holder.
 */
export function classicHolder(rows: readonly RawRow[], meta: Metadata): ClassicHolder {
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const acct of new Set([digits(row.cells.fromAcct), digits(row.cells.toAcct)])) {
      if (acct && acct !== '0') counts.set(acct, (counts.get(acct) ?? 0) + 1);
    }
  }
  const wanted = meta.walletNumber ? digits(meta.walletNumber).replace(/^\+/, '') : '';
  let account = meta.account ?? '';
  if (!account && wanted) {
    const row = rows.find(
      (r) => digits(r.cells.fromNo) === wanted || digits(r.cells.toNo) === wanted,
    );
    if (row) {
      account = digits(row.cells[digits(row.cells.fromNo) === wanted ? 'fromAcct' : 'toAcct']);
    }
  }
  if (!account) account = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const own =
    rows.find((r) => digits(r.cells.fromAcct) === account) ??
    rows.find((r) => digits(r.cells.toAcct) === account);
  const out = own ? digits(own.cells.fromAcct) === account : true;
  const number = wanted || digits(own?.cells[out ? 'fromNo' : 'toNo']);
  const name = meta.name ?? (own?.cells[out ? 'fromName' : 'toName'] ?? '').trim();
  return { account, number, name };
}

export function parseClassicRow(raw: RawRow, holder: ClassicHolder): RowResult {
  const c = raw.cells;
  const bad = (why: string): RowResult => rowProblem('ROW_UNREADABLE', raw.page, why, raw.text);
  const dateTime = parseDateTime(c.date ?? '');
  if (!dateTime) return bad('Unreadable date');
  const money = (['amount', 'fees', 'tax', 'balBefore', 'balance'] as const).map((key) =>
    // An empty fee or levy cell is nothing charged.
    (key === 'fees' || key === 'tax') && !c[key]?.trim() ? 0n : parseMoney(c[key] ?? ''),
  );
  const [amount, fees, levy, before, after] = money;
  if (money.some((value) => value === null)) {
    return bad('Unreadable amount, fees, E-levy or balance');
  }
  const transactionId = digits(c.transactionId);
  if (!/^\d{6,20}$/.test(transactionId)) return bad('Unreadable F_ID');
  const isHolder = (acct: string | undefined, no: string | undefined): boolean =>
    (!!holder.account && digits(acct) === holder.account) ||
    (!!holder.number && digits(no) === holder.number);
  const outgoing = isHolder(c.fromAcct, c.fromNo);
  const incoming = isHolder(c.toAcct, c.toNo);
  if (outgoing === incoming) {
    const why = outgoing ? 'both FROM and TO are the holder' : 'neither FROM nor TO is the holder';
    return rowProblem('ROW_DIRECTION_UNKNOWN', raw.page, `Direction unknown: ${why}`, raw.text);
  }
  const [no, name, acct] = outgoing
    ? [c.toNo, c.toName, c.toAcct]
    : [c.fromNo, c.fromName, c.fromAcct];
  const accountName = (name ?? '').trim();
  // Direction comes from the holder, whatever sign the producer printed.
  const magnitude = amount! < 0n ? -amount! : amount!;
  const signed = outgoing ? -magnitude : magnitude;
  const tx = {
    transactionId,
    dateTime,
    type: (c.type ?? '').trim(),
    // System parties print number 0; then the name (or, when blank, the wallet) identifies them.
    toFrom: toE164(digits(no)) ?? (accountName || digits(acct)),
    accountName,
    amount: formatMoney(signed),
    fees: formatMoney(fees!),
    tax: formatMoney(levy!),
    balance: formatMoney(after!),
    reference: (c.reference ?? '').trim(),
  };
  return {
    row: { tx, amount: signed, fees: fees!, tax: levy!, balance: after!, balanceBefore: before! },
  };
}
