const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GH')} ${count === 1 ? one : many}`;

export const transactionsText = (count: number) => plural(count, 'transaction', 'transactions');

// What deleting a category does to its transactions, said before it happens.
export function uncategorisedWarning(count: number): string {
  if (count === 0) return 'No transactions are in this category.';
  return `${transactionsText(count)} will become uncategorized. You can categorize them again later.`;
}

// What the delete did, said after it: the API counts the rows as the list (and so the warning
// above) counted them, those the user may see (issue 30).
export function deletedText(name: string, uncategorised: number): string {
  if (uncategorised === 0) return `${name} is gone.`;
  const verb = uncategorised === 1 ? 'is' : 'are';
  return `${name} is gone; ${transactionsText(uncategorised)} ${verb} uncategorized now.`;
}

// The Uncategorized entry's line: how many transactions have no category.
export function uncategorizedText(count: number): string {
  if (count === 0) return 'Every transaction has a category.';
  return `${transactionsText(count)} without a category`;
}

export function restoredText(createdCount: number): string {
  if (createdCount === 0) return 'All default categories were already there.';
  return `${plural(createdCount, 'default category', 'default categories')} added.`;
}
