import { normalisePhone } from '../../common/phone/ghana-phone';

export type Direction = 'in' | 'out';

// Which way the money went: the sign decides (zero-amount rows have no direction).
export function directionOf(amount: string): Direction | null {
  const trimmed = amount.trim();
  if (/^-/.test(trimmed)) return /[1-9]/.test(trimmed) ? 'out' : null;
  return /[1-9]/.test(trimmed) ? 'in' : null;
}

// Statements print a system party's number as `0`; such a cell says nothing about who it was.
const isPlaceholder = (value: string) => /^[0\s.-]*$/.test(value);

// The key a learned rule is stored under: the same person or merchant however the statement
// wrote them. Phone numbers in any Ghana form become `tel:233XXXXXXXXX` (other long numbers keep
// their digits); anything else is the name in capitals with single spaces. The To/From cell
// decides; the account name stands in when it is empty or a placeholder. Null: nothing to key on.
export function counterpartyKey(toFrom: string, accountName: string): string | null {
  for (const cell of [toFrom, accountName]) {
    const value = cell.normalize('NFC').trim();
    if (value === '' || isPlaceholder(value)) continue;
    const compact = value.replace(/[\s()+-]/g, '');
    if (/^\d{9,15}$/.test(compact)) return `tel:${normalisePhone(compact) ?? compact}`;
    return `name:${value.toUpperCase().replace(/\s+/g, ' ')}`.slice(0, 200);
  }
  return null;
}

// How the user sees that counterparty in the offer ("…other payments to KWAME MENSAH").
export function counterpartyLabel(toFrom: string, accountName: string): string {
  const name = accountName.trim().replace(/\s+/g, ' ');
  if (name !== '' && !isPlaceholder(name)) return name;
  return toFrom.trim().replace(/\s+/g, ' ');
}
