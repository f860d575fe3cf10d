import type { Expect } from './score';
import {
  expectAverage,
  expectCount,
  expectLargest,
  expectList,
  expectNone,
  expectSmallest,
  expectTop,
  expectTotal,
  topPerson,
} from './questions';
import { dayPeriod, monthPeriod, yearPeriod, type Query } from './statement';

// The held-out conversations: 20 of 3 to 5 turns, each one a new chat. A follow-up changes only
// what it names ("and in August?" the period, "what about received?" the direction), so its
// expected answer is the previous turn's query with that one change, computed by statement.ts.

type Turn = { text: string; expect: Expect };
export type Conversation = { id: string; turns: Turn[] };

const month = (m: number) => monthPeriod(`2024-${String(m).padStart(2, '0')}`);
const sent = 'sent' as const;
const received = 'received' as const;
const cashOut = ['CASH_OUT'];

// Who the first turn of a conversation makes "them".
const topSent = (query: Query) => topPerson({ ...query, direction: sent }).number;
const topReceived = (query: Query) => topPerson({ ...query, direction: received }).number;

export const CONVERSATIONS: Conversation[] = [
  {
    id: 'c01',
    turns: [
      {
        text: 'How many transactions did I have in July 2024?',
        expect: expectCount({ period: month(7) }),
      },
      { text: 'and in August?', expect: expectCount({ period: month(8) }) },
      {
        text: 'what about received?',
        expect: expectCount({ period: month(8), direction: received }),
      },
      {
        text: 'how much was that?',
        expect: expectTotal({ period: month(8), direction: received }),
      },
    ],
  },
  {
    id: 'c02',
    turns: [
      {
        text: 'How much did I spend in June 2024?',
        expect: expectTotal({ period: month(6), direction: sent }),
      },
      { text: 'who was the biggest?', expect: expectTop({ period: month(6), direction: sent }) },
      {
        text: 'how many times?',
        expect: expectCount({
          period: month(6),
          direction: sent,
          number: topSent({ period: month(6) }),
        }),
      },
      {
        text: 'show them',
        expect: expectList({
          period: month(6),
          direction: sent,
          number: topSent({ period: month(6) }),
        }),
      },
    ],
  },
  {
    id: 'c03',
    turns: [
      { text: 'How much have I paid in fees?', expect: expectTotal({}, 'fees') },
      { text: 'and e-levy?', expect: expectTotal({}, 'tax') },
      { text: 'in July 2024?', expect: expectTotal({ period: month(7) }, 'tax') },
      { text: 'and fees for that month?', expect: expectTotal({ period: month(7) }, 'fees') },
    ],
  },
  {
    id: 'c04',
    turns: [
      {
        text: 'How much did Person 006 send me?',
        expect: expectTotal({ person: 'Person 006', direction: received }),
      },
      {
        text: 'how many times?',
        expect: expectCount({ person: 'Person 006', direction: received }),
      },
      {
        text: 'what was the largest?',
        expect: expectLargest({ person: 'Person 006', direction: received }),
      },
      {
        text: 'and in March 2024?',
        expect: expectLargest({ person: 'Person 006', direction: received, period: month(3) }),
      },
    ],
  },
  {
    id: 'c05',
    turns: [
      {
        text: 'List my cash outs in June 2024',
        expect: expectList({ types: cashOut, period: month(6) }),
      },
      { text: 'how much in total?', expect: expectTotal({ types: cashOut, period: month(6) }) },
      {
        text: 'and the fees on them?',
        expect: expectTotal({ types: cashOut, period: month(6) }, 'fees'),
      },
      {
        text: 'what about April?',
        expect: expectTotal({ types: cashOut, period: month(4) }, 'fees'),
      },
    ],
  },
  {
    id: 'c06',
    turns: [
      {
        text: 'How much did I receive in May 2024?',
        expect: expectTotal({ period: month(5), direction: received }),
      },
      { text: 'and sent?', expect: expectTotal({ period: month(5), direction: sent }) },
      { text: 'how many times?', expect: expectCount({ period: month(5), direction: sent }) },
      {
        text: 'what was the average?',
        expect: expectAverage({ period: month(5), direction: sent }),
      },
    ],
  },
  {
    id: 'c07',
    turns: [
      {
        text: 'How much did I send to 0540000111?',
        expect: expectTotal({ number: '0540000111', direction: sent }),
      },
      {
        text: 'in August 2024?',
        expect: expectTotal({ number: '0540000111', direction: sent, period: month(8) }),
      },
      {
        text: 'show them',
        expect: expectList({ number: '0540000111', direction: sent, period: month(8) }),
      },
      {
        text: "what's the biggest one?",
        expect: expectLargest({ number: '0540000111', direction: sent, period: month(8) }),
      },
    ],
  },
  {
    id: 'c08',
    turns: [
      {
        text: 'What did I spend in March 2024?',
        expect: expectTotal({ period: month(3), direction: sent }),
      },
      { text: 'and received?', expect: expectTotal({ period: month(3), direction: received }) },
      {
        text: 'who sent me the most that month?',
        expect: expectTop({ period: month(3), direction: received }),
      },
      {
        text: 'how many times?',
        expect: expectCount({
          period: month(3),
          direction: received,
          number: topReceived({ period: month(3) }),
        }),
      },
    ],
  },
  {
    id: 'c09',
    turns: [
      {
        text: 'How much did I spend in April 2024?',
        expect: expectTotal({ period: month(4), direction: sent }),
      },
      { text: 'and May?', expect: expectTotal({ period: month(5), direction: sent }) },
      // A new topic, for everything: May must not leak into it.
      { text: 'How much e-levy have I paid overall?', expect: expectTotal({}, 'tax') },
      { text: 'and in May 2024?', expect: expectTotal({ period: month(5) }, 'tax') },
    ],
  },
  {
    id: 'c10',
    turns: [
      {
        text: 'How much did I send to PERSON 033?',
        expect: expectTotal({ person: 'PERSON 033', direction: sent }),
      },
      {
        text: 'how many times?',
        expect: expectCount({ person: 'PERSON 033', direction: sent }),
      },
      { text: 'show them', expect: expectList({ person: 'PERSON 033', direction: sent }) },
    ],
  },
  {
    id: 'c11',
    turns: [
      {
        text: 'How many transfers did I receive in August 2024?',
        expect: expectCount({ types: ['TRANSFER'], direction: received, period: month(8) }),
      },
      {
        text: 'how much was that?',
        expect: expectTotal({ types: ['TRANSFER'], direction: received, period: month(8) }),
      },
      {
        text: 'and in July?',
        expect: expectTotal({ types: ['TRANSFER'], direction: received, period: month(7) }),
      },
      {
        text: 'what about sent?',
        expect: expectTotal({ types: ['TRANSFER'], direction: sent, period: month(7) }),
      },
    ],
  },
  {
    id: 'c12',
    turns: [
      {
        text: "What's the largest amount I received?",
        expect: expectLargest({ direction: received }),
      },
      { text: 'and the smallest?', expect: expectSmallest({ direction: received }) },
      { text: 'what about sent?', expect: expectSmallest({ direction: sent }) },
      {
        text: 'and the largest sent in June 2024?',
        expect: expectLargest({ direction: sent, period: month(6) }),
      },
    ],
  },
  {
    id: 'c13',
    turns: [
      {
        text: 'How much did I spend between 1 and 15 May 2024?',
        expect: expectTotal({ direction: sent, period: dayPeriod('2024-05-01', '2024-05-15') }),
      },
      {
        text: 'and from 16 to 31 May?',
        expect: expectTotal({ direction: sent, period: dayPeriod('2024-05-16', '2024-05-31') }),
      },
      {
        text: 'how many transactions was that?',
        expect: expectCount({ direction: sent, period: dayPeriod('2024-05-16', '2024-05-31') }),
      },
    ],
  },
  {
    id: 'c14',
    turns: [
      {
        text: 'How many debits did I have in April 2024?',
        expect: expectCount({ types: ['DEBIT'], period: month(4) }),
      },
      { text: 'how much in total?', expect: expectTotal({ types: ['DEBIT'], period: month(4) }) },
      { text: 'and in May?', expect: expectTotal({ types: ['DEBIT'], period: month(5) }) },
      {
        text: "what's the average?",
        expect: expectAverage({ types: ['DEBIT'], period: month(5) }),
      },
    ],
  },
  {
    id: 'c15',
    turns: [
      {
        text: 'Which person did I send money to most often?',
        expect: expectTop({ direction: sent }, 'count'),
      },
      {
        text: 'how much did I send them?',
        expect: expectTotal({
          direction: sent,
          number: topPerson({ direction: sent }, 'count').number,
        }),
      },
      {
        text: 'and in June 2024?',
        expect: expectTotal({
          direction: sent,
          number: topPerson({ direction: sent }, 'count').number,
          period: month(6),
        }),
      },
      {
        text: 'how many times?',
        expect: expectCount({
          direction: sent,
          number: topPerson({ direction: sent }, 'count').number,
          period: month(6),
        }),
      },
    ],
  },
  {
    id: 'c16',
    turns: [
      {
        text: 'How much did I receive from calpull.sp?',
        expect: expectTotal({ person: 'calpull.sp', direction: received }),
      },
      {
        text: 'how many times?',
        expect: expectCount({ person: 'calpull.sp', direction: received }),
      },
      {
        text: 'in July 2024?',
        expect: expectCount({ person: 'calpull.sp', direction: received, period: month(7) }),
      },
      {
        text: 'how much?',
        expect: expectTotal({ person: 'calpull.sp', direction: received, period: month(7) }),
      },
    ],
  },
  {
    id: 'c17',
    turns: [
      { text: 'Total fees in March 2024', expect: expectTotal({ period: month(3) }, 'fees') },
      { text: 'and April?', expect: expectTotal({ period: month(4) }, 'fees') },
      { text: 'and e-levy?', expect: expectTotal({ period: month(4) }, 'tax') },
    ],
  },
  {
    id: 'c18',
    turns: [
      {
        text: 'How much did I send to Person 024?',
        expect: expectTotal({ person: 'Person 024', direction: sent }),
      },
      {
        text: 'how many times?',
        expect: expectCount({ person: 'Person 024', direction: sent }),
      },
      { text: 'show them', expect: expectList({ person: 'Person 024', direction: sent }) },
      {
        text: 'what was the biggest?',
        expect: expectLargest({ person: 'Person 024', direction: sent }),
      },
    ],
  },
  {
    id: 'c19',
    turns: [
      { text: 'How much did I spend in 2023?', expect: expectNone({ period: ['2023'] }) },
      {
        text: 'and in 2024?',
        expect: expectTotal({ direction: sent, period: yearPeriod(2024) }),
      },
      {
        text: 'and received?',
        expect: expectTotal({ direction: received, period: yearPeriod(2024) }),
      },
    ],
  },
  {
    id: 'c20',
    turns: [
      {
        text: 'What did I receive in September 2024?',
        expect: expectTotal({ direction: received, period: month(9) }),
      },
      { text: 'how many times?', expect: expectCount({ direction: received, period: month(9) }) },
      { text: 'and in August?', expect: expectCount({ direction: received, period: month(8) }) },
      {
        text: 'how much was it?',
        expect: expectTotal({ direction: received, period: month(8) }),
      },
      {
        text: 'who sent the most?',
        expect: expectTop({ direction: received, period: month(8) }),
      },
    ],
  },
];
