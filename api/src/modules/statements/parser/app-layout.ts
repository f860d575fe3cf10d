import { parseAppDateTime, toE164 } from './fields';
import { rowProblem, type RowResult } from './ledger';
import { formatMoney, parseMoney } from './money';
import type { RawRow } from './rows';

// The sign is glued to the name in some exports ("NAME-70.00"); anchor on sign + two decimals.
const GLUED_AMOUNT = /^(.*?)([-+]\d[\d,]*\.\d{2})$/;
const PHONE_PREFIX = /^(\+?233[\d\s]{9,16}?|0\d{9})(?=[\s,]|$)[\s,]*(.*)$/;

function counterparty(cells: Record<string, string>): { phone: string; name: string } {
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
  const dateTime = parseAppDateTime(c.dateTime ?? '');
  if (!dateTime) return bad(`Unreadable date "${c.dateTime ?? ''}"`);
  const { phone } = counterparty(c);
  let { name } = counterparty(c);
  let amountText = (c.amount ?? '').trim();
  if (!amountText) {
    const glued = GLUED_AMOUNT.exec(name);
    if (glued) [name, amountText] = [glued[1]!.trim(), glued[2]!];
  }
  const amount = parseMoney(amountText);
  if (amount === null) return bad(`Unreadable amount "${amountText}"`);
  const transactionId = (c.transactionId ?? '').replace(/\s+/g, '');
  if (!/^\d{8,14}$/.test(transactionId)) return bad(`Unreadable transaction ID "${transactionId}"`);
  const fees = parseMoney(c.fees ?? '');
  const tax = parseMoney(c.tax ?? '');
  const balance = parseMoney(c.balance ?? '');
  if (fees === null || tax === null || balance === null) {
    return bad(
      `Unreadable fees, tax or balance "${c.fees ?? ''}", "${c.tax ?? ''}", "${c.balance ?? ''}"`,
    );
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
  return { row: { tx, amount, fees, tax, balance, balanceBefore: null } };
}
