import { wordsToDigits } from './number-words';
import { PLACEHOLDER } from './pseudonyms';

// The model writes the words; the figures must be the functions'. Every number in a model's reply
// must be one the functions returned (money to the pesewa or as whole cedis, percentages as
// given or rounded, counts, dates' days and years), or one in the question; otherwise the
// deterministic reply is used (docs/assistant.md). Numbers written in words count ("three
// hundred", "twelve"); placeholders for people ("Payee 3", pseudonyms.ts) are names, not figures.

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;

// "Payee 12" → "Payee": its index says who, not how much.
const withoutPlaceholders = (text: string) => text.replace(PLACEHOLDER, '$1');

/** The numbers a text gives, in digits or in words. */
export function figures(text: string): string[] {
  return wordsToDigits(withoutPlaceholders(text)).match(NUMBER) ?? [];
}

// "1,234.50" → "1234.5"; "07" → "7": the canonical text of a number.
function canonical(text: string): string {
  const plain = text.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return plain;
  const [whole, fraction = ''] = plain.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${BigInt(whole!).toString()}${trimmed ? `.${trimmed}` : ''}`;
}

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) add(String(Math.abs(value)), into);
    return;
  }
  if (typeof value === 'string') {
    for (const match of withoutPlaceholders(value).match(NUMBER) ?? []) add(match, into);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item) => collect(item, into));
    return;
  }
  if (value !== null && typeof value === 'object') {
    Object.values(value).forEach((item) => collect(item, into));
  }
}

// A figure and its roundings: 412.75 → 412.75, 413 (whole cedis), 412.8 (one place).
function add(text: string, into: Set<string>): void {
  const plain = canonical(text);
  into.add(plain);
  const value = Number(plain);
  if (!Number.isFinite(value)) return;
  into.add(canonical(Math.round(value).toString()));
  into.add(canonical(value.toFixed(1)));
  into.add(canonical(Math.floor(value).toString()));
}

function allowedNumbers(question: string, results: readonly unknown[]): Set<string> {
  const allowed = new Set<string>();
  collect(results, allowed);
  for (const match of figures(question)) allowed.add(canonical(match));
  // Small counts a sentence needs ("your 3 largest", "1 of them"). Dates' days, months and years
  // are in the results already ("2026-11-20" gives 2026, 11 and 20).
  for (let n = 0; n <= 10; n += 1) allowed.add(String(n));
  return allowed;
}

/** The numbers in a reply that no function returned (empty when the reply is sound). */
export function inventedNumbers(
  reply: string,
  question: string,
  results: readonly unknown[],
): string[] {
  const allowed = allowedNumbers(question, results);
  return figures(reply).filter((n) => !allowed.has(canonical(n)));
}
