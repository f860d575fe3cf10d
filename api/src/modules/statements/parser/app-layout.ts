import { parseDateTime, toE164 } from './fields';
import { rowProblem, type RowResult } from './ledger';
import { formatMoney, parseMoney } from './money';
import type { RawRow } from './rows';

// Some exports glue the signed amount to the name ("NAME-70.00") and leave Amount empty: anchor
// on a sign followed by a whole amount at the very end (names may hold hyphens: "Owusu-Ansah").
const GLUED_AMOUNT =
  /^(.*?)\s*([-+]\s*(?:GHS\s*)?\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|[-+]\s*(?:GHS\s*)?\d+(?:\.\d{1,2})?)$/;
const PHONE_PREFIX = /^(\+?233(?:\s*\d){9}|0(?:\s*\d){9})(?=[\s,]|$)[\s,]*(.*)$/;

function counterparty(cells: RawRow['cells']): { phone: string; name: string } {
  if (cells.toFromAccount !== undefined) {
    const m = PHONE_PREFIX.exec(cells.toFromAccount.trim());
    return m
      ? { phone: m[1]!, name: m[2]!.trim() }
      : { phone: '', name: cells.toFromAccount.trim() };
  }
  return { phone: (cells.toFrom ?? '').trim(), name: (cells.accountName ?? '').trim() };
}

export function parseAppRow(raw: RawRow): RowResult {
  const c = raw.cells;
  const bad = (why: string): RowResult => rowProblem('ROW_UNREADABLE', raw.page, why, raw.text);
  const dateTime = parseDateTime(c.date ?? '');
  if (!dateTime) return bad('Unreadable date');
  const { phone } = counterparty(c);
  let { name } = counterparty(c);
  let amountText = (c.amount ?? '').trim();
  if (!amountText) {
    const glued = GLUED_AMOUNT.exec(name);
    if (glued) [name, amountText] = [glued[1]!.trim(), glued[2]!];
  }
  const amount = parseMoney(amountText);
  if (amount === null) return bad('Unreadable amount');
  const transactionId = (c.transactionId ?? '').replace(/\s+/g, '');
  if (!/^\d{6,20}$/.test(transactionId)) return bad('Unreadable transaction ID');
  // An empty fee or tax cell is nothing charged; an empty balance is not readable.
  const fees = c.fees?.trim() ? parseMoney(c.fees) : 0n;
  const tax = c.tax?.trim() ? parseMoney(c.tax) : 0n;
  const balance = parseMoney(c.balance ?? '');
  if (fees === null || tax === null || balance === null) {
    return bad('Unreadable fees, tax or balance');
  }
  const e164 = toE164(phone);
  const tx = {
    transactionId,
    dateTime,
    type: (c.type ?? '').trim(),
    toFrom: e164 ?? (phone || name),
    accountName: name,
    amount: formatMoney(amount),
    fees: formatMoney(fees),
    tax: formatMoney(tax),
    balance: formatMoney(balance),
    reference: (c.reference ?? '').trim(),
  };
  const unsigned = !/[-+(]/.test(amountText);
  return { row: { tx, amount, fees, tax, balance, balanceBefore: null, unsigned } };
}
