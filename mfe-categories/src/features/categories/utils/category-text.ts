const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GH')} ${count === 1 ? one : many}`;

export const transactionsText = (count: number) => plural(count, 'transaction', 'transactions');

// What deleting a category does to its transactions, said before it happens.
export function uncategorisedWarning(count: number): string {
  if (count === 0) return 'No transactions are in this category.';
  return `${transactionsText(count)} will become uncategorised. You can categorise them again later.`;
}

export function restoredText(createdCount: number): string {
  if (createdCount === 0) return 'All default categories were already there.';
  return `${plural(createdCount, 'default category', 'default categories')} added.`;
}
