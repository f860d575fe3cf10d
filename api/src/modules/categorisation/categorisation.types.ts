import type { DefaultCategoryKey } from '../categories';

// The facts of a statement row the stages look at (a subset of a parsed or stored transaction).
export type CategorisableTransaction = {
  type: string;
  // Signed decimal string: positive in, negative out.
  amount: string;
  toFrom: string;
  accountName: string;
  reference: string;
};

export type CategoryChoice = {
  // A default category by key, or one of the user's own categories by id (learned rules).
  category: { key: DefaultCategoryKey } | { id: string };
  // Which stage and rule decided, kept so corrections can be traced and learned from.
  source: string;
};

// One step of the categorisation stage. Stages run in order; the first that answers wins:
// the user's learned rules, then the built-in MoMo rules, then an optional language model.
export type Categoriser = {
  name: string;
  categorise(
    transactions: readonly CategorisableTransaction[],
  ): Promise<(CategoryChoice | null)[]> | (CategoryChoice | null)[];
};
