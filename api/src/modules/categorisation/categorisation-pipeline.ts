import type { CategorisableTransaction, Categoriser, CategoryChoice } from './categorisation.types';

// Runs the stages in order; each sees only what the earlier ones left uncategorised.
export async function runCategorisers(
  stages: readonly Categoriser[],
  transactions: readonly CategorisableTransaction[],
): Promise<(CategoryChoice | null)[]> {
  const choices: (CategoryChoice | null)[] = transactions.map(() => null);
  for (const stage of stages) {
    const open = choices.flatMap((choice, index) => (choice === null ? [index] : []));
    if (open.length === 0) break;
    const answers = await stage.categorise(open.map((index) => transactions[index]!));
    open.forEach((index, position) => {
      choices[index] = answers[position] ?? null;
    });
  }
  return choices;
}
