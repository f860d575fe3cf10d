import type { UploadDeletion } from '@sikalens/api-client';
import { plural } from './reconciliation';

// Issue 29, item 2: a deleted statement comes back, with its transactions, within 24 hours.
export const UNDO_WINDOW = 'You can undo this for 24 hours.';

// What deleting a statement takes, from the API's preview: 'Its 120 transactions go with it.
// 4 transactions another statement also contains stay. You can undo this for 24 hours.'
export function deletionText({
  transactions,
  kept,
}: Pick<UploadDeletion, 'transactions' | 'kept'>) {
  const sentences = [
    transactions === 0
      ? 'No transactions go with it.'
      : `Its ${plural(transactions, 'transaction goes', 'transactions go')} with it.`,
  ];
  if (kept > 0) {
    sentences.push(
      `${plural(kept, 'transaction', 'transactions')} another statement also contains ${kept === 1 ? 'stays' : 'stay'}.`,
    );
  }
  sentences.push(UNDO_WINDOW);
  return sentences.join(' ');
}

// How many statements: '32 statements', '1 statement'.
export const statementCount = (count: number) => plural(count, 'statement', 'statements');
