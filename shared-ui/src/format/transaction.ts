import { formatCedi } from './money';
import { formatPhone, isGhanaPhone } from './phone';

export type Direction = 'in' | 'out';
export type CategoryKind = 'income' | 'expense';

// Spec section 3: a positive amount is money in, a negative one money out. A zero amount is
// neither (the API treats it the same way).
export function directionOf(amount: string): Direction | null {
  const trimmed = amount.trim();
  if (!/[1-9]/.test(trimmed)) return null;
  return trimmed.startsWith('-') ? 'out' : 'in';
}

// Two decimals with the sign always shown: +₵50.00, -₵20.00.
export function signedAmount(amount: string): string {
  const formatted = formatCedi(amount);
  return directionOf(amount) === 'in' ? `+${formatted}` : formatted;
}

// MoMo's transaction types (the classic statement's TRANS. TYPE and the app's Payment Type, as in
// shared/docs/reference/momo-statements.md and the fixtures) in words people use, keyed in upper
// case with underscores read as spaces. The API has the same table for the CSV and reports
// (api/src/modules/transactions/transaction-type-label.ts; its spec checks the two agree).
const TYPE_LABELS: Readonly<Record<string, string>> = {
  TRANSFER: 'Transfer',
  'MOMO USER': 'MoMo transfer',
  'PAYMENT SEND': 'Payment sent',
  PAYMENT: 'Payment',
  'MERCHANT PAYMENT': 'Merchant payment',
  DEBIT: 'Direct debit',
  CREDIT: 'Credit',
  'CASH OUT': 'Cash out',
  'CASH IN': 'Cash in',
  AIRTIME: 'Airtime',
  ADJUSTMENT: 'Adjustment',
  'OTHER NETWORKS': 'Other network transfer',
  'OTHER TRANSACTIONS': 'Other transaction',
  'GHANAPAY PUSH': 'GhanaPay transfer',
  'BANK PUSH': 'Bank transfer',
  BANKPUSH: 'Bank transfer',
};

const typeKey = (type: string) =>
  type
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toUpperCase();

// 'PAYMENT_SEND' → 'Payment sent', 'CASH_OUT' → 'Cash out'; a type not in the list in sentence
// case ('LOAN_REPAYMENT' → 'Loan repayment'); none → 'Transaction'. The history, the dashboard's
// Recent Transactions and the categorize card all show the type through this.
export function transactionTypeLabel(type: string): string {
  const key = typeKey(type);
  if (key === '') return 'Transaction';
  const known = TYPE_LABELS[key];
  if (known !== undefined) return known;
  const words = key.toLowerCase().replace(/\bmomo\b/g, 'MoMo');
  return words[0]!.toUpperCase() + words.slice(1);
}

// MoMo's own accounts, which statements print by a system name (momo-statements.md, "System
// counterparties"), by what they are.
const SYSTEM_NAMES: Readonly<Record<string, string>> = {
  MTNONLINEAIRTIMEVENDOR: 'MTN Airtime',
  'ONE4ALL.SP': 'One4all',
  CIS: 'MTN Data Bundle',
  CISNEW: 'MTN Data Bundle',
  'POS.INV': 'Hubtel POS',
  'CALPUSH.SP': 'Bank Transfer',
  'CALPULL.SP': 'Bank Transfer',
  'MOMOINTEREST.SP': 'MoMo Interest',
  MMIPULL: 'Other Network',
  'INTEROPERABILITY PULL': 'Other Network',
  'INTEROPERABILITY PULL OVA': 'Other Network',
  'VODAFONE PUSH OVA': 'Telecel (Vodafone)',
  'TIGO PUSH OVA': 'AirtelTigo',
};

// Kept in capitals when a name is written in capitals.
const ACRONYMS = new Set(['MTN', 'ATM', 'POS', 'ECG', 'GCB', 'UBA', 'NHIS', 'SSNIT', 'GRA', 'KFC']);

// A word of letters (with the hyphens, apostrophes and initials' dots of names) written all in
// capitals or all in small letters; anything else (mixed case, digits, 'x.sp' ids) is kept.
const PLAIN_WORD = /^[\p{L}'’-]+\.?$|^(?:\p{L}\.)+$/u;

function readableWord(word: string): string {
  if (ACRONYMS.has(word)) return word;
  if (!PLAIN_WORD.test(word)) return word;
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word.toLowerCase().replace(/(^|[-'’.])(\p{L})/gu, (_, lead: string, letter: string) => {
    return lead + letter.toUpperCase();
  });
}

// 'KOFI  BOATENG' → 'Kofi Boateng', 'ama serwaa' → 'Ama Serwaa'; names already in mixed case
// ('Aboagye-Kyei', 'POS.Inv') keep their writing, MoMo's system accounts get their meaning.
export function readableName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const system = SYSTEM_NAMES[words.join(' ').toUpperCase()];
  if (system !== undefined) return system;
  return words.map(readableWord).join(' ');
}

export type Counterparty = { name: string; number: string };

// Who a transaction was with, as the screens show it: the name readable and the number as
// '024 000 0001'. A system party's number (0) and a name repeated as the number are left out; a
// To/From that is neither a phone number nor the name (a wallet account) is shown as printed.
export function counterpartyOf(transaction: { accountName: string; toFrom: string }): Counterparty {
  const toFrom = transaction.toFrom.trim();
  const name = readableName(transaction.accountName);
  if (isGhanaPhone(toFrom)) return { name, number: formatPhone(toFrom) };
  const printed = toFrom === '0' ? '' : toFrom;
  if (name === '') return { name: readableName(printed), number: '' };
  const same = readableName(printed).toUpperCase() === name.toUpperCase();
  return { name, number: same ? '' : printed };
}

// "To Kofi Boateng · 024 123 4567"; the number alone when the statement names nobody.
export function counterpartyText(transaction: {
  amount: string;
  accountName: string;
  toFrom: string;
}): string {
  const { name, number } = counterpartyOf(transaction);
  const parts = [name, number].filter((part) => part !== '');
  if (parts.length === 0) return '';
  const direction = directionOf(transaction.amount);
  const prefix = direction === 'in' ? 'From ' : direction === 'out' ? 'To ' : '';
  return `${prefix}${parts.join(' · ')}`;
}

export function hasFee(fees: string): boolean {
  return directionOf(fees) === 'in';
}

// Spec section 5: income categories for money in, expense for money out; either for zero.
export function categoryTypesFor(amount: string): CategoryKind[] {
  const direction = directionOf(amount);
  if (direction === null) return ['expense', 'income'];
  return direction === 'in' ? ['income'] : ['expense'];
}

export type SimilarPayments = { count: number; counterparty: string; direction: Direction };

const payments = (count: number) => (count === 1 ? 'payment' : 'payments');

// The once-offered question after a choice that taught a rule for this counterparty.
export function similarOfferText(similar: SimilarPayments, categoryName: string): string {
  const preposition = similar.direction === 'in' ? 'from' : 'to';
  return `Also categorize ${similar.count} other ${payments(similar.count)} ${preposition} ${similar.counterparty} as ${categoryName}?`;
}

export function similarAppliedText(updated: number, categoryName: string): string {
  return `${updated} other ${payments(updated)} categorized as ${categoryName}.`;
}
