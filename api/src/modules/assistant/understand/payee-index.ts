import Fuse from 'fuse.js';
import type { KnownPayee } from './understand';

// The names a user has paid or been paid by (up to 2,000), prepared once per list: lower case,
// and fuzzy indexes built when first needed. The list is cached per user while their
// transactions are unchanged (AssistantService.knownPayees), so a question does not rebuild them.

export type PayeeIndex = {
  // Each name once, as the statements print it, and in lower case with single spaces.
  names: string[];
  lower: string[];
  // Whole names and their words of three letters or more, for a misspelt name ("kofii").
  terms: () => Fuse<{ name: string; term: string }>;
  // Whole names only.
  wholeNames: () => Fuse<string>;
};

const INDEXES = new WeakMap<readonly KnownPayee[], PayeeIndex>();

export const squash = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function payeeIndex(payees: readonly KnownPayee[]): PayeeIndex {
  const found = INDEXES.get(payees);
  if (found) return found;
  const names = [...new Set(payees.map((payee) => payee.name))];
  const lower = names.map(squash);
  let terms: Fuse<{ name: string; term: string }> | undefined;
  let wholeNames: Fuse<string> | undefined;
  const index: PayeeIndex = {
    names,
    lower,
    terms: () =>
      (terms ??= new Fuse(
        names.flatMap((name, i) =>
          [lower[i]!, ...lower[i]!.split(' ').filter((word) => word.length >= 3)].map((term) => ({
            name,
            term,
          })),
        ),
        { keys: ['term'], includeScore: true, threshold: 0.3, ignoreLocation: true },
      )),
    wholeNames: () =>
      (wholeNames ??= new Fuse(names, {
        includeScore: true,
        threshold: 0.45,
        ignoreLocation: true,
      })),
  };
  INDEXES.set(payees, index);
  return index;
}
