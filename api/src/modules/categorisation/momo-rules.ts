import type { DefaultCategoryKey } from '../categories';
import type { CategorisableTransaction, Categoriser, CategoryChoice } from './categorisation.types';

type Direction = 'in' | 'out';

type Rule = {
  id: string;
  // Applies only to money going this way; both when absent.
  direction?: Direction;
  category: DefaultCategoryKey;
  matches: (facts: Facts) => boolean;
};

type Facts = {
  type: string;
  party: string;
  reference: string;
  text: string;
};

const has = (value: string, pattern: RegExp) => pattern.test(value);

// Built-in rules from the MoMo facts (docs/reference: statement types, system counterparties,
// REF formats). Order matters: specific system accounts before generic transaction types.
const MOMO_RULES: readonly Rule[] = [
  {
    id: 'airtime',
    direction: 'out',
    category: 'data',
    matches: (f) => has(f.type, /AIRTIME/) || has(f.text, /ONLINEAIRTIMEVENDO|ONE4ALL/),
  },
  {
    id: 'data-bundle',
    direction: 'out',
    category: 'data',
    matches: (f) =>
      has(f.party, /^(CIS|CISNEW|J4U)$/) ||
      has(f.reference, /INTERNET BUNDLE|YOUR REQUESTED|\bBUNDLE\b/),
  },
  {
    id: 'utility-biller',
    direction: 'out',
    category: 'utilities',
    matches: (f) =>
      has(
        f.text,
        /\b(ECG|GWCL|GHANA WATER|ELECTRICITY|DSTV|GOTV|STARTIMES|SURFLINE|PREPAID METER)\b/,
      ),
  },
  {
    id: 'ride-hailing',
    direction: 'out',
    category: 'transport',
    matches: (f) =>
      has(f.text, /\b(UBER|BOLT|YANGO|TROTRO|FUEL|SHELL|GOIL|TOTAL ?ENERGIES|STAR OIL)\b/),
  },
  {
    id: 'school-fees',
    direction: 'out',
    category: 'education',
    matches: (f) => has(f.text, /\b(SCHOOL|UNIVERSITY|COLLEGE|FEES PAYMENT|WAEC|TUITION)\b/),
  },
  {
    id: 'health',
    direction: 'out',
    category: 'health',
    matches: (f) => has(f.text, /\b(HOSPITAL|CLINIC|PHARMACY|CHEMIST|NHIS|LABORATORY)\b/),
  },
  {
    id: 'food',
    direction: 'out',
    category: 'food',
    matches: (f) =>
      has(f.text, /\b(RESTAURANT|KFC|PIZZA|CHICKEN|CHOP ?BAR|BAKERY|CAFE|GLOVO|JUMIA FOOD)\b/),
  },
  {
    id: 'bank-to-wallet',
    direction: 'in',
    category: 'transfer_in',
    matches: (f) => has(f.party, /CALPULL/) || has(f.reference, /BANK TO WALLET/),
  },
  {
    id: 'wallet-to-bank',
    direction: 'out',
    category: 'transfer',
    matches: (f) => has(f.party, /CALPUSH|BANK ?PUSH/) || has(f.reference, /AUTHORIZE MOVEMENT/),
  },
  {
    id: 'interest',
    direction: 'in',
    category: 'investment',
    matches: (f) => has(f.text, /MOMOINTEREST|INTEREST/),
  },
  {
    id: 'savings',
    direction: 'out',
    category: 'transfer',
    matches: (f) => has(f.text, /YELLOSAVE|SAVINGS/),
  },
  {
    id: 'merchant-payment',
    direction: 'out',
    category: 'shopping',
    matches: (f) =>
      has(f.type, /PAYMENT_SEND|MERCHANT/) ||
      has(f.text, /HUBTELPOS|POS\.INV|PSTACK|PAYSTACK|CELLULANT|CELL\.SP|JUMIA/),
  },
  {
    id: 'cash-out',
    direction: 'out',
    category: 'cash',
    matches: (f) => has(f.type, /CASH[ _]OUT/),
  },
  {
    id: 'cash-in',
    direction: 'in',
    category: 'transfer_in',
    matches: (f) => has(f.type, /CASH[ _]IN/),
  },
  {
    id: 'other-network-in',
    direction: 'in',
    category: 'transfer_in',
    matches: (f) => has(f.text, /INTEROPERABILITY PULL|MMIPULL/),
  },
  {
    id: 'person-to-person-out',
    direction: 'out',
    category: 'transfer',
    matches: (f) =>
      has(f.type, /^(TRANSFER|MOMO USER|OTHER NETWORKS|GHANAPAY PUSH)$/) ||
      has(f.text, /PUSH OVA|MMIPUSH/),
  },
  {
    id: 'person-to-person-in',
    direction: 'in',
    category: 'transfer_in',
    matches: (f) => has(f.type, /^(TRANSFER|MOMO USER|CREDIT)$/),
  },
];

function factsOf(transaction: CategorisableTransaction): Facts {
  const type = transaction.type.trim().toUpperCase();
  const party = `${transaction.accountName} ${transaction.toFrom}`.trim().toUpperCase();
  const reference = transaction.reference.trim().toUpperCase();
  return { type, party, reference, text: `${type} ${party} ${reference}` };
}

// The sign of a decimal string; a zero amount (levy-only or fee rows) has no direction.
function directionOf(amount: string): Direction | null {
  const trimmed = amount.trim();
  if (/^-?0*(\.0*)?$/.test(trimmed.replace('+', ''))) return null;
  return trimmed.startsWith('-') ? 'out' : 'in';
}

export function categoriseByMomoRules(
  transaction: CategorisableTransaction,
): CategoryChoice | null {
  const direction = directionOf(transaction.amount);
  if (direction === null) return null;
  const facts = factsOf(transaction);
  const rule = MOMO_RULES.find(
    (candidate) => (candidate.direction ?? direction) === direction && candidate.matches(facts),
  );
  return rule ? { category: { key: rule.category }, source: `momo-rules:${rule.id}` } : null;
}

export const momoRulesCategoriser: Categoriser = {
  name: 'momo-rules',
  categorise: (transactions) => transactions.map(categoriseByMomoRules),
};
