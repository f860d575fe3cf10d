import { COUNT_KEYS } from './data-counts';
import type { DeletedCountsDto } from './dto/deleted-data.dto';

const NUMBER = new Intl.NumberFormat('en-GB');

const counted = (count: number, one: string, many = `${one}s`) =>
  `${NUMBER.format(count)} ${count === 1 ? one : many}`;

// "a, b and c"
const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const hours = (count: number) => counted(count, 'hour');

const total = (counts: DeletedCountsDto) => COUNT_KEYS.reduce((sum, key) => sum + counts[key], 0);

function kinds(counts: DeletedCountsDto): string[] {
  return [
    counts.transactions > 0 ? counted(counts.transactions, 'transaction') : null,
    counts.uploads > 0 ? counted(counts.uploads, 'statement') : null,
    counts.rules > 0 ? counted(counts.rules, 'learned rule') : null,
    counts.chatMessages > 0 ? counted(counts.chatMessages, 'chat message') : null,
  ].filter((part): part is string => part !== null);
}

export function deletedMessage(counts: DeletedCountsDto, restoreHours: number): string {
  if (total(counts) === 0) return 'There was no transaction data to delete.';
  const what = listed(kinds(counts));
  return `Deleted ${what === '' ? 'your data' : what}. You can undo this for ${hours(restoreHours)}.`;
}

// One statement deleted with undo (issue 29): what went, and what stayed because another
// statement contains it too.
export function deletedUploadMessage(
  fileName: string,
  counts: DeletedCountsDto,
  shared: number,
  restoreHours: number,
): string {
  const rows =
    counts.transactions > 0
      ? ` and ${counted(counts.transactions, 'transaction')} only it had`
      : '';
  const kept =
    shared > 0
      ? ` ${counted(shared, 'transaction')} another statement also contains ${shared === 1 ? 'stays' : 'stay'}.`
      : '';
  return `Deleted ${fileName}${rows}.${kept} You can undo this for ${hours(restoreHours)}.`;
}

// One wallet deleted with its statements and transactions, with undo (issue 29).
export function deletedWalletMessage(
  label: string,
  counts: DeletedCountsDto,
  restoreHours: number,
): string {
  const what = listed(kinds({ ...counts, rules: 0, chatMessages: 0 }));
  return `Deleted ${label}${what === '' ? '' : ` with its ${what}`}. You can undo this for ${hours(restoreHours)}.`;
}

export const nothingToRestoreMessage = 'There is no deleted data to restore.';
export const alreadyRestoredMessage = 'Your data has already been restored.';
export const restoreExpiredMessage = (restoreHours: number) =>
  `Deleted data can only be restored within ${hours(restoreHours)} of deleting it, and that time has passed.`;

// Why rows did not come back. `walletGone`: uploads and transactions of a wallet deleted since.
export type SkipReasons = { walletGone: { uploads: number; transactions: number } };

const were = (count: number) => (count === 1 ? 'was' : 'were');

// What came back, and a sentence for each kind of row that did not, with why: a partial restore
// never reads as a full one.
export function restoredMessage(
  restored: DeletedCountsDto,
  skipped: DeletedCountsDto,
  reasons: SkipReasons,
): string {
  const back = listed(kinds(restored));
  const sentences = [
    back === ''
      ? total(restored) > 0
        ? 'Your data was restored.'
        : 'None of your deleted data could be restored.'
      : `Your data was restored: ${back}.`,
  ];
  const { walletGone } = reasons;
  const ofGoneWallet = listed([
    ...(walletGone.transactions > 0 ? [counted(walletGone.transactions, 'transaction')] : []),
    ...(walletGone.uploads > 0 ? [counted(walletGone.uploads, 'statement')] : []),
  ]);
  if (ofGoneWallet !== '') {
    sentences.push(`Not restored: ${ofGoneWallet} of a wallet you have deleted since.`);
  }
  const again = skipped.transactions - walletGone.transactions;
  if (again > 0) {
    sentences.push(
      `${counted(again, 'transaction')} you have imported again since ${were(again)} kept as ${again === 1 ? 'it is' : 'they are'} now.`,
    );
  }
  if (skipped.rules > 0) {
    sentences.push(
      `${counted(skipped.rules, 'learned rule')} ${were(skipped.rules)} not restored: ${skipped.rules === 1 ? 'its' : 'their'} category has been deleted, or you have taught a rule for the same payee since.`,
    );
  }
  const others =
    skipped.uploads - walletGone.uploads + skipped.chatMessages + skipped.notifications;
  if (others > 0) {
    sentences.push(`${counted(others, 'other item')} could not be restored.`);
  }
  return sentences.join(' ');
}
