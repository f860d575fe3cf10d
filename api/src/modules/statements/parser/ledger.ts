import type { ParsedTransaction, ParseProblem } from './types';

/** A parsed row with its money kept as pesewas for reconciliation. */
export type LedgerRow = {
  tx: ParsedTransaction;
  amount: bigint;
  fees: bigint;
  tax: bigint;
  balance: bigint;
  /** Printed only on the classic layout. */
  balanceBefore: bigint | null;
  /** The amount was printed without a sign: its direction is still to be worked out. */
  unsigned?: boolean;
};

export type RowResult = { row: LedgerRow } | { problem: ParseProblem };

export const rowProblem = (
  code: ParseProblem['code'],
  page: number,
  message: string,
  text: string,
): RowResult => ({ problem: { code, page, message, text } });
