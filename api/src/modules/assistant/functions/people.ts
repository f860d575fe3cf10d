import { payeeIndex, squash } from '../understand/payee-index';
import type { KnownPayee } from '../understand/understand';

// People are numbers (issue 31): the recipients page merges a person by number, so the assistant
// does too. A person named by the user is looked up among the names they have paid or been paid
// by (the most used 2,000, understand's KnownPayee): a name leads to its numbers in SQL
// (frame.repository.ts), and the numbers to every transaction, whatever name it carries.

export type Person =
  // A phone number, in any form: its last nine digits.
  | { kind: 'number'; typed: string; last9: string }
  // Names as the statements print them. `exact`: the name typed is one of them (one person, however
  // many numbers); else the typed words are part of each (perhaps several people).
  | { kind: 'names'; typed: string; names: string[]; exact: boolean }
  // No name the user has paid matches: looked for as part of a name or To/From.
  | { kind: 'unknown'; typed: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The last nine digits of a phone number in any form, or null when the text is not one. */
function numberOf(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (/^(?:00)?233\d{9}$/.test(digits) || /^0\d{9}$/.test(digits) || /^[1-9]\d{8}$/.test(digits)) {
    return digits.slice(-9);
  }
  return null;
}

/** Who a typed name or number means among the user's payees. */
export function resolvePerson(typed: string, payees: readonly KnownPayee[]): Person {
  const last9 = numberOf(typed);
  if (last9 !== null) return { kind: 'number', typed, last9 };
  const wanted = squash(typed);
  const { names, lower, wholeNames } = payeeIndex(payees);
  const exact = names.filter((_, i) => lower[i] === wanted);
  if (exact.length > 0) return { kind: 'names', typed, names: exact, exact: true };
  // Whole words of a name, in order ("kofi", "kofi mensah" in "KOFI MENSAH OWUSU").
  const words = new RegExp(`(?<![\\p{L}\\p{N}])${escape(wanted)}(?![\\p{L}\\p{N}])`, 'u');
  const partial = names.filter((_, i) => lower[i]!.includes(wanted) && words.test(lower[i]!));
  if (partial.length > 0) {
    return { kind: 'names', typed, names: partial, exact: partial.length === 1 };
  }
  // A misspelling of one ("kofii"): the closest, if close.
  if (wanted.length >= 4) {
    const [best] = wholeNames().search(wanted);
    if (best && (best.score ?? 1) <= 0.3) {
      return { kind: 'names', typed, names: [best.item], exact: true };
    }
  }
  return { kind: 'unknown', typed };
}

/** Up to `limit` names the user has paid that look like the typed one, for "did you mean". */
export function similarNames(typed: string, payees: readonly KnownPayee[], limit = 3): string[] {
  return payeeIndex(payees)
    .wholeNames()
    .search(squash(typed))
    .slice(0, limit)
    .map((result) => result.item);
}
