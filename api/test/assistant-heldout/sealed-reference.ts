import type { Expect, NameMatch } from './score';
import {
  amounts,
  average,
  cedis,
  count,
  coverage,
  largest,
  monthPeriod,
  people,
  periodWords,
  select,
  smallest,
  total,
  type Measure,
  type Party,
  type Period,
  type Query,
  type Row,
} from './statement';

// The expectations of the sealed held-out set (sealed.ts), each computed from the real statement
// by statement.ts's reference functions: no figure is typed by hand. Written apart from the
// colleague's bank (questions.ts), whose builders are not reused. Every builder throws on an empty
// selection, a zero figure or a tie at the top, so the set never encodes an arbitrary answer.

// A list is only asked of a handful of rows: a reply cannot be expected to print hundreds.
const LIST_LIMIT = 10;

// The rows a question is about; never none.
function rowsOf(query: Query): Row[] {
  const rows = select(query);
  if (rows.length === 0) throw new Error(`no rows for ${JSON.stringify(query)}`);
  return rows;
}

// The month and year words a reply must name. With a period, that period. With none: the whole
// statement span (February, September, 2024) when a sum, count or average is about everything,
// else at least the year: a person's, a number's, a type's or a floor's rows may start and end
// inside the span, and a single row or a list is dated by its own rows.
function answeredPeriod(query: Query, rows: 'aggregate' | 'rows' = 'aggregate'): string[] {
  if (query.period) return periodWords(query.period);
  const narrowed =
    rows === 'rows' ||
    query.person !== undefined ||
    query.number !== undefined ||
    query.types !== undefined ||
    query.over !== undefined;
  return narrowed ? [coverage().from.slice(0, 4)] : periodWords(coverage());
}

function nonZero(figure: string, what: string): string {
  if (figure === '0.00') throw new Error(`${what} is zero`);
  return figure;
}

// "How much": the sum of the amounts, fees, E-Levy or both.
export const expectSum = (query: Query, measure: Measure = 'amount'): Expect => ({
  figures: [nonZero(total(rowsOf(query), measure), `${measure} of ${JSON.stringify(query)}`)],
  period: answeredPeriod(query),
});

// "How many".
export const expectHowMany = (query: Query): Expect => ({
  count: count(rowsOf(query)),
  period: answeredPeriod(query),
});

export const expectMean = (query: Query): Expect => ({
  figures: [average(rowsOf(query))],
  period: answeredPeriod(query),
});

export const expectBiggest = (query: Query): Expect => ({
  figures: [cedis(largest(rowsOf(query)).amount)],
  period: answeredPeriod(query, 'rows'),
});

export const expectLeast = (query: Query): Expect => ({
  figures: [cedis(smallest(rowsOf(query)).amount)],
  period: answeredPeriod(query, 'rows'),
});

// "List them": every amount, as often as it occurs.
export function expectRows(query: Query): Expect {
  const rows = rowsOf(query);
  if (rows.length > LIST_LIMIT) {
    throw new Error(`${rows.length} rows is too many to list for ${JSON.stringify(query)}`);
  }
  return { figures: amounts(rows), period: answeredPeriod(query, 'rows') };
}

// Sent and received both asked at once: the two sums.
export const expectBothWays = (query: Omit<Query, 'direction'>): Expect => ({
  figures: [
    nonZero(total(rowsOf({ ...query, direction: 'sent' })), 'sent'),
    nonZero(total(rowsOf({ ...query, direction: 'received' })), 'received'),
  ],
  period: answeredPeriod(query),
});

// "Who": the person (a party with a phone number) ranked first by money or by count. A tie throws.
export function topPerson(query: Query, by: 'amount' | 'count' = 'amount'): Party {
  const [first, second] = people(rowsOf(query), by);
  if (!first) throw new Error(`nobody for ${JSON.stringify(query)}`);
  const tied =
    second !== undefined &&
    (by === 'amount' ? second.total === first.total : second.count === first.count);
  if (tied) throw new Error(`a tie at the top for ${JSON.stringify(query)}`);
  if (first.names.length === 0) throw new Error(`the top party ${first.key} has no name`);
  return first;
}
// Named by any of the names their number carries, with their money or their count.
export function expectWho(query: Query, by: 'amount' | 'count' = 'amount'): Expect {
  const first = topPerson(query, by);
  const name: NameMatch = first.names.length === 1 ? first.names[0]! : { anyOf: first.names };
  return {
    names: [name],
    ...(by === 'amount' ? { figures: [cedis(first.total)] } : { count: first.count }),
    period: answeredPeriod(query),
  };
}

// "Which month": the month with the largest sum, named, with its sum. A tie throws.
export function expectTopMonth(query: Omit<Query, 'period'>): Expect {
  const rows = rowsOf(query);
  const sums = new Map<string, bigint>();
  for (const row of rows) sums.set(row.month, (sums.get(row.month) ?? 0n) + row.amount);
  const ranked = [...sums].sort(([, a], [, b]) => (a === b ? 0 : a > b ? -1 : 1));
  const [[month, sum], next] = [ranked[0]!, ranked[1]];
  if (next && next[1] === sum) throw new Error(`a tie between ${month} and ${next[0]}`);
  return { figures: [cedis(sum)], period: periodWords(monthPeriod(month)) };
}

// Two periods compared: each one's sum, and every month and year word of both.
export function expectCompare(query: Omit<Query, 'period'>, periods: readonly Period[]): Expect {
  const figures = periods.map((period) => nonZero(total(rowsOf({ ...query, period })), 'a side'));
  if (new Set(figures).size !== figures.length) throw new Error('two sides are equal');
  return { figures, period: [...new Set(periods.flatMap((period) => periodWords(period)))] };
}

// A question beyond the statements: the reply says nothing was found and names what was asked.
export function expectNothing(missing: { period?: Period; names?: string[] }): Expect {
  if (missing.period && select({ period: missing.period }).length > 0) {
    throw new Error('the statements do cover that period');
  }
  for (const name of missing.names ?? []) {
    if (select({ person: name }).length > 0) throw new Error(`${name} is in the statements`);
  }
  return {
    none: true,
    ...(missing.period ? { period: periodWords(missing.period) } : {}),
    ...(missing.names ? { names: missing.names } : {}),
  };
}
