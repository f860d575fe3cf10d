import type { Expect, NameMatch } from './score';
import {
  amounts,
  average,
  count,
  coverage,
  dayPeriod,
  largest,
  cedis,
  monthPeriod,
  people,
  periodWords,
  select,
  smallest,
  total,
  yearPeriod,
  type Measure,
  type Query,
} from './statement';

// The held-out question bank: 50 everyday questions about the real classic statement, written
// before and without reading the assistant's rules. Every expected answer is computed from the
// CSV by statement.ts, never typed by hand.

export type Question = { id: string; text: string; expect: Expect };

// The month and year words a reply must name. A question with no period is answered for
// everything the statements cover; a total, count or average over the whole statement names that
// span (February to September 2024), one about a person, number or type, or a single row, at
// least the year (its own first and last rows may fall inside the span).
function words(query: Query, span: 'whole' | 'year' = 'whole'): string[] {
  if (query.period !== undefined) return periodWords(query.period);
  const subject = query.person ?? query.number ?? query.types;
  if (span === 'year' || subject !== undefined) return [coverage().from.slice(0, 4)];
  return periodWords();
}

// The rows a question is about; a bank that expects nothing of an empty set is a broken bank.
function rowsOf(query: Query) {
  const rows = select(query);
  if (rows.length === 0) throw new Error(`no rows for ${JSON.stringify(query)}`);
  return rows;
}

export const expectTotal = (query: Query, measure: Measure = 'amount'): Expect => ({
  figures: [total(rowsOf(query), measure)],
  period: words(query),
});
// Several totals in one reply: "sent and received", "fees and E-Levy".
const expectTotals = (...parts: [Query, Measure?][]): Expect => ({
  figures: parts.map(([query, measure]) => total(rowsOf(query), measure)),
  period: words(parts[0]![0]),
});
export const expectCount = (query: Query): Expect => ({
  count: count(rowsOf(query)),
  period: words(query),
});
export const expectAverage = (query: Query): Expect => ({
  figures: [average(rowsOf(query))],
  period: words(query),
});
export const expectLargest = (query: Query): Expect => ({
  figures: [cedis(largest(rowsOf(query)).amount)],
  period: words(query, 'year'),
});
export const expectSmallest = (query: Query): Expect => ({
  figures: [cedis(smallest(rowsOf(query)).amount)],
  period: words(query, 'year'),
});
// Every row listed, by its amount.
export const expectList = (query: Query): Expect => ({
  figures: amounts(rowsOf(query)),
  period: words(query),
});
export function expectNone(missing: { period?: string[]; names?: string[] } = {}): Expect {
  return { none: true, ...missing };
}

// The person first by money (or by count) among the rows, merged by number, and that measure.
export function topPerson(query: Query, by: 'amount' | 'count' = 'amount') {
  const [first, second] = people(rowsOf(query), by);
  if (first === undefined) throw new Error('nobody to rank');
  const measure = (party: NonNullable<typeof second>) =>
    by === 'amount' ? party.total : BigInt(party.count);
  if (second !== undefined && measure(first) === measure(second)) {
    throw new Error(`a tie at the top: ${first.key} and ${second.key}`);
  }
  if (first.names.length === 0) throw new Error(`${first.key} has no name`);
  const name: NameMatch = first.names.length === 1 ? first.names[0]! : { anyOf: first.names };
  return { number: first.key, name, total: cedis(first.total), count: first.count };
}
export function expectTop(query: Query, by: 'amount' | 'count' = 'amount'): Expect {
  const top = topPerson(query, by);
  return {
    names: [top.name],
    ...(by === 'amount' ? { figures: [top.total] } : { count: top.count }),
    period: words(query, 'year'),
  };
}

const month = (m: number) => monthPeriod(`2024-${String(m).padStart(2, '0')}`);
const sent = 'sent' as const;
const received = 'received' as const;

export const QUESTIONS: Question[] = [
  // No period named: everything the statements cover.
  { id: 'q01', text: 'How much have I paid in fees?', expect: expectTotal({}, 'fees') },
  { id: 'q02', text: 'how much e-levy have i paid so far', expect: expectTotal({}, 'tax') },
  { id: 'q03', text: 'How much did I spend in total?', expect: expectTotal({ direction: sent }) },
  { id: 'q04', text: 'How many transactions do I have?', expect: expectCount({}) },
  { id: 'q05', text: 'Who sends me the most money?', expect: expectTop({ direction: received }) },
  { id: 'q06', text: 'who did i send the most money to', expect: expectTop({ direction: sent }) },
  {
    id: 'q07',
    text: 'Which person did I send money to most often?',
    expect: expectTop({ direction: sent }, 'count'),
  },
  // People by name: a name leads to its numbers, the numbers to every row.
  {
    id: 'q08',
    text: 'How much has Person 006 sent me?',
    expect: expectTotal({ person: 'Person 006', direction: received }),
  },
  {
    id: 'q09',
    text: 'How much did I send to PERSON 019?',
    expect: expectTotal({ person: 'PERSON 019', direction: sent }),
  },
  {
    id: 'q10',
    text: 'how many times did i send money to person 019',
    expect: expectCount({ person: 'PERSON 019', direction: sent }),
  },
  {
    id: 'q11',
    text: 'How much have I sent to PERSON 033?',
    expect: expectTotal({ person: 'PERSON 033', direction: sent }),
  },
  {
    id: 'q12',
    text: 'Total I sent to Person 081',
    expect: expectTotal({ person: 'Person 081', direction: sent }),
  },
  {
    id: 'q13',
    text: 'what did I send PERSON 076 altogether',
    expect: expectTotal({ person: 'PERSON 076', direction: sent }),
  },
  // Numbers in several forms.
  {
    id: 'q14',
    text: 'How much did I send to 0550000124?',
    expect: expectTotal({ number: '0550000124', direction: sent }),
  },
  {
    id: 'q15',
    text: 'how much have i received from +233 24 000 0105',
    expect: expectTotal({ number: '+233 24 000 0105', direction: received }),
  },
  {
    id: 'q16',
    text: 'What did 240000115 send me?',
    expect: expectTotal({ number: '240000115', direction: received }),
  },
  {
    id: 'q17',
    text: 'How many times did 233250000112 send me money?',
    expect: expectCount({ number: '233250000112', direction: received }),
  },
  // Largest, smallest, average.
  {
    id: 'q18',
    text: "What's the largest amount I received in 2024?",
    expect: expectLargest({ direction: received, period: yearPeriod(2024) }),
  },
  {
    id: 'q19',
    text: 'What is the biggest amount I ever sent?',
    expect: expectLargest({ direction: sent }),
  },
  {
    id: 'q20',
    text: 'What was my average cash out?',
    expect: expectAverage({ types: ['CASH_OUT'] }),
  },
  {
    id: 'q21',
    text: "What's my average spend per transaction in July 2024?",
    expect: expectAverage({ direction: sent, period: month(7) }),
  },
  {
    id: 'q22',
    text: 'What was the largest amount I spent in August 2024?',
    expect: expectLargest({ direction: sent, period: month(8) }),
  },
  {
    id: 'q23',
    text: 'smallest amount I sent in April 2024',
    expect: expectSmallest({ direction: sent, period: month(4) }),
  },
  // Statement types.
  { id: 'q24', text: 'How many cash outs did I do?', expect: expectCount({ types: ['CASH_OUT'] }) },
  {
    id: 'q25',
    text: 'How much GHS did I cash out in March 2024?',
    expect: expectTotal({ types: ['CASH_OUT'], period: month(3) }),
  },
  {
    id: 'q26',
    text: 'How much did I pay in fees on cash outs?',
    expect: expectTotal({ types: ['CASH_OUT'] }, 'fees'),
  },
  {
    id: 'q27',
    text: 'How many transfers did I receive in August 2024?',
    expect: expectCount({ types: ['TRANSFER'], direction: received, period: month(8) }),
  },
  {
    id: 'q28',
    text: 'Total transfers I sent in july 2024',
    expect: expectTotal({ types: ['TRANSFER'], direction: sent, period: month(7) }),
  },
  {
    id: 'q29',
    text: 'How much went out as debits in April 2024?',
    expect: expectTotal({ types: ['DEBIT'], direction: sent, period: month(4) }),
  },
  // Counts and totals by period, named many ways.
  {
    id: 'q30',
    text: 'How many transactions did I have in July 2024?',
    expect: expectCount({ period: month(7) }),
  },
  {
    id: 'q31',
    text: 'How many transactions were there in Sept 2024?',
    expect: expectCount({ period: month(9) }),
  },
  {
    id: 'q32',
    text: 'HOW MUCH DID I SPEND FROM APRIL TO JUNE 2024',
    expect: expectTotal({ direction: sent, period: dayPeriod('2024-04-01', '2024-06-30') }),
  },
  {
    id: 'q33',
    text: 'wat did i recieve in june 2024',
    expect: expectTotal({ direction: received, period: month(6) }),
  },
  {
    id: 'q34',
    text: 'How much did I spend between 1 and 15 May 2024?',
    expect: expectTotal({ direction: sent, period: dayPeriod('2024-05-01', '2024-05-15') }),
  },
  {
    id: 'q35',
    text: 'how much money came in from 1st to 10th August 2024',
    expect: expectTotal({ direction: received, period: dayPeriod('2024-08-01', '2024-08-10') }),
  },
  {
    id: 'q36',
    text: 'How much did I spend in 2024?',
    expect: expectTotal({ direction: sent, period: yearPeriod(2024) }),
  },
  {
    id: 'q37',
    text: 'How many times did I receive money in May 2024?',
    expect: expectCount({ direction: received, period: month(5) }),
  },
  {
    id: 'q38',
    text: 'How much did I send and receive in February 2024?',
    expect: expectTotals(
      [{ direction: sent, period: month(2) }],
      [{ direction: received, period: month(2) }],
    ),
  },
  // Fees and E-Levy.
  {
    id: 'q39',
    text: 'Please how much e-levy I paid for July 2024?',
    expect: expectTotal({ period: month(7) }, 'tax'),
  },
  {
    id: 'q40',
    text: 'How much did I pay in fees and e-levy together in March 2024?',
    expect: expectTotal({ period: month(3) }, 'feesAndTax'),
  },
  {
    id: 'q41',
    text: 'What were my fees in feburary 2024',
    expect: expectTotal({ period: month(2) }, 'fees'),
  },
  {
    id: 'q42',
    text: 'How Much Fees Did I Pay In August 2024',
    expect: expectTotal({ period: month(8) }, 'fees'),
  },
  // Lists, thresholds, people in a month, named merchants.
  {
    id: 'q43',
    text: 'List my cash outs in August 2024',
    expect: expectList({ types: ['CASH_OUT'], period: month(8) }),
  },
  {
    id: 'q44',
    text: 'please how much I send to Person 012 in July 2024',
    expect: expectTotal({ person: 'Person 012', direction: sent, period: month(7) }),
  },
  {
    id: 'q45',
    text: 'How many times did I send more than 300 cedis?',
    expect: expectCount({ direction: sent, over: '300' }),
  },
  {
    id: 'q46',
    text: 'How many transactions over ₵100 did I have in June 2024?',
    expect: expectCount({ over: '100', period: month(6) }),
  },
  {
    id: 'q47',
    text: 'How much did I pay MTNONLINEAIRTIMEVENDOR?',
    expect: expectTotal({ person: 'MTNONLINEAIRTIMEVENDOR', direction: sent }),
  },
  // Beyond the statements: the reply says what is missing.
  {
    id: 'q48',
    text: 'How much did I spend in 2023?',
    expect: expectNone({ period: ['2023'] }),
  },
  {
    id: 'q49',
    text: 'How much did I send to Kwame Mensah?',
    expect: expectNone({ names: ['Kwame Mensah'] }),
  },
  {
    id: 'q50',
    text: 'What did I receive in December 2024?',
    expect: expectNone({ period: ['December', '2024'] }),
  },
];
