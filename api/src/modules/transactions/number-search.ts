// Finding a phone number however it was written (issue 30). Statements print the same number as
// +233550000124, 233550000124, 0550000124 or +233 55 000 0124, and people search it in any of
// those forms (or 550000124, 055-000-0124). Both sides are brought to one national form, 0 and
// nine digits, and matched as text: the stored side is transactions.search_numbers (a generated
// column with a trigram index, migration 1797150000000), the query numberSearchTerms.

// transactions.search_numbers, in TypeScript: digits separated by spaces or hyphens joined up,
// then each number of a Ghana form (+233 or 233 and nine digits, or nine digits from a 2 or 5
// network prefix) written 0 and its nine digits. The column applies it to the MoMo transaction
// ID, To/From, account name and reference joined by a unit separator; a test holds the two equal.
export function nationalNumbers(text: string): string {
  return text
    .replace(/(\d)[ -]+(?=\d)/g, '$1')
    .replace(
      /(^|[^\d+])(?:\+?233(\d{9})|([25]\d{8}))(?!\d)/g,
      (_match, lead: string, international: string | undefined, local: string | undefined) =>
        `${lead}0${international ?? local}`,
    );
}

// A query written as a number: digits with the spaces, hyphens, brackets and dots people type
// between them, perhaps after a plus.
const NUMBER_QUERY = /^\+?[\d\s().-]*\d[\d\s().-]*$/;
// Shorter terms match almost everything and cannot use the trigram index.
const MIN_TERM = 3;

// The terms a number query is looked up by in search_numbers: its digits as typed (part of a
// transaction ID, or of a number) and their national form ('+233 55 000 0124', '233550000124'
// and '550000124' all give 0550000124; '+233 55' gives 055). None for a query that is not a
// number.
export function numberSearchTerms(query: string): string[] {
  const trimmed = query.trim();
  if (!NUMBER_QUERY.test(trimmed)) return [];
  const digits = trimmed.replace(/\D/g, '');
  const national =
    trimmed.startsWith('+') && digits.startsWith('233')
      ? `0${digits.slice(3)}`
      : nationalNumbers(digits);
  return [...new Set([digits, national])].filter((term) => term.length >= MIN_TERM);
}
