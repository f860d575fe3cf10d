import type { Frame } from './frame';
import { checkedCall, type FunctionCall, type PeriodArg } from './registry';

// A checked frame as function calls (docs/assistant.md#the-query-frame): the dashboard's own
// function when one answers the frame exactly (so its figures are the dashboard's), else
// query_transactions, the frame's SQL. With no period named, the totals of everything the
// statements cover come with those of the latest month.

const ALL: PeriodArg = { key: 'all' };
const LATEST: PeriodArg = { key: 'latest' };

const plain = (frame: Frame) =>
  frame.above === null && frame.below === null && frame.value === 'money';

export function callsFor(frame: Frame): FunctionCall[] {
  const period = frame.period ?? ALL;
  const call = (name: string, args: unknown) => checkedCall(name, args);
  const { subject } = frame;
  const category = subject.kind === 'category' ? subject.name : undefined;
  const unfiltered = frame.above === null && frame.below === null;
  if (frame.comparison !== null && frame.period !== null && unfiltered) {
    const other = subject.kind === 'all' || subject.kind === 'category';
    if (other && frame.value === 'money' && frame.grouping === 'none') {
      return [
        call('compare_periods', {
          first: frame.period,
          ...(frame.comparison === 'previous' ? {} : { second: frame.comparison }),
          ...(category ? { category } : {}),
        }),
      ];
    }
  }
  if (frame.grouping === 'category' && plain(frame) && subject.kind === 'all') {
    return [call('get_spending_by_category', { period })];
  }
  if (
    frame.grouping === 'month' &&
    frame.measure === 'amount' &&
    frame.direction !== 'both' &&
    plain(frame) &&
    subject.kind === 'all'
  ) {
    return [call('get_spending_by_month', { period })];
  }
  if (frame.grouping === 'wallet' && plain(frame) && subject.kind === 'all') {
    return [call('get_spending_by_wallet', { period })];
  }
  if (frame.grouping === 'type' && plain(frame) && subject.kind === 'all') {
    return [call('get_spending_by_type', { period })];
  }
  if (
    frame.grouping === 'person' &&
    frame.measure === 'amount' &&
    frame.direction === 'sent' &&
    plain(frame) &&
    subject.kind === 'all'
  ) {
    const sort = frame.rank === 'count' ? 'count' : 'spent';
    return [call('get_top_recipients', { period, sort, limit: 5 })];
  }
  if (frame.grouping !== 'none') return [call('query_transactions', frame)];
  if (
    subject.kind === 'category' &&
    frame.measure === 'amount' &&
    frame.direction === 'sent' &&
    plain(frame)
  ) {
    return [call('get_spending_by_category', { period, category })];
  }
  if (
    (subject.kind === 'person' || subject.kind === 'number') &&
    (frame.measure === 'amount' || frame.measure === 'count') &&
    frame.direction !== 'both' &&
    plain(frame)
  ) {
    const payee = subject.kind === 'person' ? subject.name : subject.number;
    const direction = frame.direction === 'received' ? 'in' : 'out';
    return [call('get_payee_spending', { period, payee, direction })];
  }
  if (subject.kind === 'all' && frame.measure === 'amount' && unfiltered) {
    const name = frame.value === 'money' ? 'get_totals' : 'get_fees';
    return frame.period === null
      ? [call(name, { period }), call(name, { period: LATEST })]
      : [call(name, { period })];
  }
  if (
    subject.kind === 'all' &&
    frame.measure === 'largest' &&
    frame.direction !== 'both' &&
    plain(frame)
  ) {
    const direction = frame.direction === 'received' ? 'in' : 'out';
    return [call('get_largest_transactions', { period, direction, limit: 5 })];
  }
  return [call('query_transactions', frame)];
}
