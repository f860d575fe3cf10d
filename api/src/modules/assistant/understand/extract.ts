import { payeeIndex } from './payee-index';
import type { KnownPayee } from './understand';

// What comes out of a question before its dates are read (understand.ts): amounts above or below
// ("more than 300 cedis"), a phone number in any form, the whole name of someone the user has
// paid; their digits are no dates. And a month misspelt in a way the spelling table has not met.

// "more than 300", "over 100", "below 50": amounts the money must be above or below, in cedis
// (currency signs and "cedis" are gone already).
const ABOVE =
  /\b(?:more than|over|above|greater than|bigger than|larger than|higher than|exceeding)\s+(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\b(?!\s*(?:am|pm|st|nd|rd|th|days?|weeks?|months?|years?|times?|transactions?|payments?|people|persons?)\b)/;
const BELOW =
  /\b(?:less than|under|below|smaller than|lower than)\s+(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\b(?!\s*(?:am|pm|st|nd|rd|th|days?|weeks?|months?|years?|times?|transactions?|payments?|people|persons?)\b)/;

export function findAmounts(text: string): {
  text: string;
  above: string | null;
  below: string | null;
} {
  let out = text;
  const take = (pattern: RegExp): string | null => {
    const m = pattern.exec(out);
    if (!m) return null;
    out = out.slice(0, m.index) + ' '.repeat(m[0].length) + out.slice(m.index + m[0].length);
    return `${m[1]!.replace(/,/g, '')}.${(m[2] ?? '').padEnd(2, '0')}`;
  };
  const above = take(ABOVE);
  const below = take(BELOW);
  return { text: out.replace(/\s+/g, ' ').trim(), above, below };
}

// A phone number in any form people type it: 0550000124, 055 000 0124, +233 55 000 0124,
// 233550000124, 550000124.
const PHONE_ANY =
  /(?:\+?233|\b0)[\s-]?[235]\d[\s-]?\d{3}[\s-]?\d{4}\b|\b233[235]\d{8}\b|\b[235]\d{8}\b|\b\d{10,12}\b/;

export function findPhone(text: string): { text: string; number: string | null } {
  const m = PHONE_ANY.exec(text);
  if (!m) return { text, number: null };
  const number = m[0].replace(/[\s-]/g, '');
  return {
    text: (text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length))
      .replace(/\s+/g, ' ')
      .trim(),
    number,
  };
}

// The whole name of someone the user has paid or been paid by, as typed ("person 006",
// "mtnonlineairtimevendor", "calpull.sp"): names of two words or more, or with a digit or a dot,
// or of ten letters or more (a shorter single word may be a category's: "bolt", "shoprite").
export function findKnownName(
  text: string,
  payees: readonly KnownPayee[],
): { name: string | null; text: string } {
  let best: string | null = null;
  for (const name of payeeIndex(payees).lower) {
    if (name.length < 5 || (best !== null && name.length <= best.length)) continue;
    if (!/\s|\d|\./.test(name) && name.length < 10) continue;
    const at = text.indexOf(name);
    if (at < 0) continue;
    const before = text.charAt(at - 1);
    const after = text.charAt(at + name.length);
    if (/[a-z0-9]/.test(before) || /[a-z0-9]/.test(after)) continue;
    best = name;
  }
  if (best === null) return { name: null, text };
  const at = text.indexOf(best);
  return {
    name: best,
    text: (text.slice(0, at) + ' ' + text.slice(at + best.length)).replace(/\s+/g, ' ').trim(),
  };
}

const LONG_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'august',
  'september',
  'october',
  'november',
  'december',
];

// A month misspelt in a way the table has not met ("feburary", "septembar"): a word of five
// letters or more, one or two letters from a month's name, next to a year or a day or after a
// word that introduces a date ("in", "for"). Not after "to" or "pay", where a name goes.
export function monthMisspelt(word: string, before = '', after = ''): string | null {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || LONG_MONTHS.includes(word)) return null;
  const dated =
    /^(?:19|20)\d\d$|^\d{1,2}(?:st|nd|rd|th)?$/.test(after) ||
    /^\d{1,2}(?:st|nd|rd|th)?$/.test(before) ||
    /^(?:in|for|during|since|until|till|of|between|and|about)$/.test(before);
  if (!dated) return null;
  for (const month of LONG_MONTHS) {
    if (month.slice(0, 2) !== word.slice(0, 2)) continue;
    if (editDistance(word, month) <= (month.length <= 6 ? 1 : 2)) return month;
  }
  return null;
}

// Levenshtein distance, for short words.
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length]!;
}
