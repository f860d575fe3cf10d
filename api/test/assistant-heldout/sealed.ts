import type { Conversation } from './conversations';
import type { Question } from './questions';
import {
  expectBiggest,
  expectBothWays,
  expectCompare,
  expectHowMany,
  expectLeast,
  expectMean,
  expectNothing,
  expectRows,
  expectSum,
  expectTopMonth,
  expectWho,
  topPerson,
} from './sealed-reference';
import { coverage, dayPeriod, monthPeriod, yearPeriod } from './statement';

// The SEALED held-out set for the Pro assistant (issue 31): 40 questions and 12 conversations
// about the real redacted classic statement (594 rows, 18 Feb to 6 Sep 2024, one MTN wallet,
// holder 233240000001). It is measured once, at the end: no rule may be written or tuned while
// looking at it, and its texts are never changed to suit the rules.
//
// Written without reading the assistant's rules (api/src/modules/assistant/, its specs,
// docs/assistant.md) and without reading the colleague's bank (questions.ts, conversations.ts),
// of which only the types are imported. Every expectation is computed by the reference functions
// (statement.ts, sealed-reference.ts); no figure is typed by hand. Categories are left out: their
// answers depend on the categoriser, not on the statement.
//
// Conventions: a period named without a year ("for June") means 2024, the only year the
// statements cover; no period named means everything the statements cover; "spend" and "send"
// are money out, "receive" is money in, "transactions" with no direction are both.

const month = (m: number) => monthPeriod(`2024-${String(m).padStart(2, '0')}`);

export const SEALED_QUESTIONS: Question[] = [
  // Everything, no period named: the whole span, February to September 2024.
  { id: 's01', text: 'how much have i spent in total?', expect: expectSum({ direction: 'sent' }) },
  {
    id: 's02',
    text: 'Please how much money have I received so far',
    expect: expectSum({ direction: 'received' }),
  },
  {
    id: 's03',
    text: 'How many transactions are on my statements altogether?',
    expect: expectHowMany({}),
  },
  { id: 's04', text: 'HOW MUCH E-LEVY HAVE I PAID', expect: expectSum({}, 'tax') },
  {
    id: 's05',
    text: 'total feees and elevy they charged me',
    expect: expectSum({}, 'feesAndTax'),
  },
  {
    id: 's06',
    text: 'What is the biggest money I ever receive?',
    expect: expectBiggest({ direction: 'received' }),
  },

  // Periods named many ways.
  {
    id: 's07',
    text: 'Chale how much I spend for March 2024?',
    expect: expectSum({ direction: 'sent', period: month(3) }),
  },
  {
    id: 's08',
    text: 'how many times did i recieve money in agust 2024',
    expect: expectHowMany({ direction: 'received', period: month(8) }),
  },
  {
    id: 's09',
    text: 'Please what is the total fees I paid for June?',
    expect: expectSum({ period: month(6) }, 'fees'),
  },
  {
    id: 's10',
    text: 'smallest amount I sent in Sept 2024',
    expect: expectLeast({ direction: 'sent', period: month(9) }),
  },
  {
    id: 's11',
    text: 'How much came in between 1st and 15th May 2024?',
    expect: expectSum({ direction: 'received', period: dayPeriod('2024-05-01', '2024-05-15') }),
  },
  {
    id: 's12',
    text: 'how much did I send from April to June 2024',
    expect: expectSum({ direction: 'sent', period: dayPeriod('2024-04-01', '2024-06-30') }),
  },
  {
    id: 's13',
    text: 'transactions in the first week of July 2024, how many?',
    expect: expectHowMany({ period: dayPeriod('2024-07-01', '2024-07-07') }),
  },
  {
    id: 's14',
    text: 'Since July 2024, how much have I received?',
    expect: expectSum({ direction: 'received', period: dayPeriod('2024-07-01', coverage().to) }),
  },
  {
    id: 's15',
    text: 'How much did I spend on the 5th of September 2024?',
    expect: expectSum({ direction: 'sent', period: dayPeriod('2024-09-05', '2024-09-05') }),
  },
  {
    id: 's16',
    text: 'hOw MaNy TrAnSaCtIoNs DiD i HaVe In ApRiL 2024',
    expect: expectHowMany({ period: month(4) }),
  },

  // MoMo types, fees on a type.
  {
    id: 's17',
    text: 'how many cash out did I do?',
    expect: expectHowMany({ types: ['CASH_OUT'] }),
  },
  {
    id: 's18',
    text: 'Total debits for July 2024',
    expect: expectSum({ types: ['DEBIT'], period: month(7) }),
  },
  {
    id: 's19',
    text: 'How much interest has MoMo paid me?',
    expect: expectSum({ types: ['ADJUSTMENT'], direction: 'received' }),
  },
  {
    id: 's20',
    text: 'How much fees did I pay on cash outs?',
    expect: expectSum({ types: ['CASH_OUT'] }, 'fees'),
  },

  // People by name (a name leads to its numbers, the numbers to every row).
  {
    id: 's21',
    text: 'I want to know the money I send to Person 012 for 2024',
    expect: expectSum({ person: 'Person 012', direction: 'sent', period: yearPeriod(2024) }),
  },
  {
    id: 's22',
    text: 'how much has person 015 sent me',
    expect: expectSum({ person: 'Person 015', direction: 'received' }),
  },
  {
    id: 's23',
    text: "What's the biggest amount I sent to Person 035?",
    expect: expectBiggest({ person: 'Person 035', direction: 'sent' }),
  },
  {
    // PERSON 033 appears with two numbers; one of them also carries rows with no name.
    id: 's24',
    text: 'List everything I sent to PERSON 033',
    expect: expectRows({ person: 'PERSON 033', direction: 'sent' }),
  },
  {
    id: 's25',
    text: 'Person 013: how much did I send them and how much did they send me?',
    expect: expectBothWays({ person: 'Person 013' }),
  },
  {
    id: 's26',
    text: 'avarage amount PERSON 010 sends me',
    expect: expectMean({ person: 'PERSON 010', direction: 'received' }),
  },
  {
    id: 's27',
    text: 'Who did I send the most money to in July 2024?',
    expect: expectWho({ direction: 'sent', period: month(7) }),
  },
  {
    id: 's28',
    text: 'Who sends me money most often?',
    expect: expectWho({ direction: 'received' }, 'count'),
  },

  // Numbers in several written forms.
  {
    id: 's29',
    text: 'How much did I send to 0240000117 in June 2024?',
    expect: expectSum({ number: '0240000117', direction: 'sent', period: month(6) }),
  },
  {
    // One number, printed as Person 081 and as PERSON 069.
    id: 's30',
    text: 'total money sent to +233 24 000 0171',
    expect: expectSum({ number: '+233 24 000 0171', direction: 'sent' }),
  },
  {
    id: 's31',
    text: 'how many times did 054-000-0118 send me money',
    expect: expectHowMany({ number: '054-000-0118', direction: 'received' }),
  },
  {
    id: 's32',
    text: 'whats the largest amount i have received from 0250000112',
    expect: expectBiggest({ number: '0250000112', direction: 'received' }),
  },

  // Amount floors, written with GHS, cedis and ₵.
  {
    id: 's33',
    text: 'Did I send anything above GHS 500? list them',
    expect: expectRows({ direction: 'sent', over: '500' }),
  },
  {
    id: 's34',
    text: 'how many transactions over 1,000 cedis did I receive?',
    expect: expectHowMany({ direction: 'received', over: '1000' }),
  },
  {
    id: 's35',
    text: 'How many transfers above ₵200 did I send in 2024?',
    expect: expectHowMany({
      types: ['TRANSFER'],
      direction: 'sent',
      over: '200',
      period: yearPeriod(2024),
    }),
  },

  // Grouping and comparison.
  {
    id: 's36',
    text: 'Which month did I spend the most?',
    expect: expectTopMonth({ direction: 'sent' }),
  },
  {
    id: 's37',
    text: 'Did I receive more in July or August 2024?',
    expect: expectCompare({ direction: 'received' }, [month(7), month(8)]),
  },

  // Beyond the statements: say so, name what was asked.
  {
    id: 's38',
    text: 'How much did I spend in 2023?',
    expect: expectNothing({ period: yearPeriod(2023) }),
  },
  {
    id: 's39',
    text: 'how much did I send to Akosua Boateng?',
    expect: expectNothing({ names: ['Akosua Boateng'] }),
  },
  {
    id: 's40',
    text: 'Show me my transactions for December 2024',
    expect: expectNothing({ period: monthPeriod('2024-12') }),
  },
];

// C5's third turn asks who sent the most in August 2024; its fourth counts that person's rows.
const augustTop = topPerson({ direction: 'received', period: month(8) });

// Each conversation runs in a new chat, its turns in order. A follow-up changes only what it names
// and keeps the rest of the turn before (period, direction, subject, measure).
export const SEALED_CONVERSATIONS: Conversation[] = [
  {
    id: 'sc01',
    turns: [
      {
        text: 'How much did I spend in May 2024?',
        expect: expectSum({ direction: 'sent', period: month(5) }),
      },
      { text: 'and in June?', expect: expectSum({ direction: 'sent', period: month(6) }) },
      { text: 'how many was that', expect: expectHowMany({ direction: 'sent', period: month(6) }) },
      { text: 'the biggest one?', expect: expectBiggest({ direction: 'sent', period: month(6) }) },
    ],
  },
  {
    // PERSON 076 appears with two numbers.
    id: 'sc02',
    turns: [
      {
        text: 'how much did i send to person 076',
        expect: expectSum({ person: 'PERSON 076', direction: 'sent' }),
      },
      {
        text: 'how many times?',
        expect: expectHowMany({ person: 'PERSON 076', direction: 'sent' }),
      },
      { text: 'list them', expect: expectRows({ person: 'PERSON 076', direction: 'sent' }) },
      {
        text: 'and the fees?',
        expect: expectSum({ person: 'PERSON 076', direction: 'sent' }, 'fees'),
      },
      {
        text: 'what about what I received from them?',
        expect: expectSum({ person: 'PERSON 076', direction: 'received' }),
      },
    ],
  },
  {
    id: 'sc03',
    turns: [
      {
        text: 'How much did I receive in April 2024?',
        expect: expectSum({ direction: 'received', period: month(4) }),
      },
      {
        text: 'what about what I sent?',
        expect: expectSum({ direction: 'sent', period: month(4) }),
      },
      { text: 'and in May?', expect: expectSum({ direction: 'sent', period: month(5) }) },
      { text: 'the average?', expect: expectMean({ direction: 'sent', period: month(5) }) },
    ],
  },
  {
    id: 'sc04',
    turns: [
      {
        text: 'How many cash outs did I make in 2024?',
        expect: expectHowMany({ types: ['CASH_OUT'], period: yearPeriod(2024) }),
      },
      {
        text: 'how much was that in total?',
        expect: expectSum({ types: ['CASH_OUT'], period: yearPeriod(2024) }),
      },
      {
        text: 'and the fees?',
        expect: expectSum({ types: ['CASH_OUT'], period: yearPeriod(2024) }, 'fees'),
      },
      {
        text: 'the biggest one?',
        expect: expectBiggest({ types: ['CASH_OUT'], period: yearPeriod(2024) }),
      },
    ],
  },
  {
    // The topic changes at the third turn; the fourth follows the new topic.
    id: 'sc05',
    turns: [
      {
        text: 'How much e-levy did I pay in July 2024?',
        expect: expectSum({ period: month(7) }, 'tax'),
      },
      { text: 'and in August?', expect: expectSum({ period: month(8) }, 'tax') },
      {
        text: 'Who sent me the most money in August 2024?',
        expect: expectWho({ direction: 'received', period: month(8) }),
      },
      {
        text: 'how many times did they send?',
        expect: expectHowMany({ number: augustTop.key, direction: 'received', period: month(8) }),
      },
    ],
  },
  {
    id: 'sc06',
    turns: [
      {
        text: 'How much did I send to 0250000109?',
        expect: expectSum({ number: '0250000109', direction: 'sent' }),
      },
      {
        text: 'what about what I received?',
        expect: expectSum({ number: '0250000109', direction: 'received' }),
      },
      {
        text: 'how many was that',
        expect: expectHowMany({ number: '0250000109', direction: 'received' }),
      },
      { text: 'list them', expect: expectRows({ number: '0250000109', direction: 'received' }) },
    ],
  },
  {
    id: 'sc07',
    turns: [
      {
        text: 'Total debits in June 2024?',
        expect: expectSum({ types: ['DEBIT'], period: month(6) }),
      },
      { text: 'how many was that', expect: expectHowMany({ types: ['DEBIT'], period: month(6) }) },
      { text: 'the smallest one?', expect: expectLeast({ types: ['DEBIT'], period: month(6) }) },
      { text: 'and in April?', expect: expectLeast({ types: ['DEBIT'], period: month(4) }) },
      { text: 'the biggest one?', expect: expectBiggest({ types: ['DEBIT'], period: month(4) }) },
    ],
  },
  {
    id: 'sc08',
    turns: [
      {
        text: 'How much did PERSON 043 send me?',
        expect: expectSum({ person: 'PERSON 043', direction: 'received' }),
      },
      { text: 'list them', expect: expectRows({ person: 'PERSON 043', direction: 'received' }) },
      {
        text: 'the biggest one?',
        expect: expectBiggest({ person: 'PERSON 043', direction: 'received' }),
      },
    ],
  },
  {
    id: 'sc09',
    turns: [
      {
        text: 'What was my largest transfer sent in May 2024?',
        expect: expectBiggest({ types: ['TRANSFER'], direction: 'sent', period: month(5) }),
      },
      {
        text: 'and received?',
        expect: expectBiggest({ types: ['TRANSFER'], direction: 'received', period: month(5) }),
      },
      {
        text: 'and in June?',
        expect: expectBiggest({ types: ['TRANSFER'], direction: 'received', period: month(6) }),
      },
    ],
  },
  {
    // The topic changes at the third turn: fees with no period named, so everything.
    id: 'sc10',
    turns: [
      {
        text: 'How much did I spend from 1 to 15 August 2024?',
        expect: expectSum({ direction: 'sent', period: dayPeriod('2024-08-01', '2024-08-15') }),
      },
      {
        text: 'how many was that',
        expect: expectHowMany({
          direction: 'sent',
          period: dayPeriod('2024-08-01', '2024-08-15'),
        }),
      },
      { text: 'ok, and how much have I paid in fees altogether?', expect: expectSum({}, 'fees') },
      { text: 'and in July?', expect: expectSum({ period: month(7) }, 'fees') },
    ],
  },
  {
    id: 'sc11',
    turns: [
      {
        text: 'wat was the total i recieved in feb 2024',
        expect: expectSum({ direction: 'received', period: month(2) }),
      },
      {
        text: 'the biggest one?',
        expect: expectBiggest({ direction: 'received', period: month(2) }),
      },
      {
        text: 'what about what I sent?',
        expect: expectBiggest({ direction: 'sent', period: month(2) }),
      },
      { text: 'how many was that', expect: expectHowMany({ direction: 'sent', period: month(2) }) },
    ],
  },
  {
    // PERSON 033 appears with two numbers.
    id: 'sc12',
    turns: [
      {
        text: 'How much money did I send to PERSON 033?',
        expect: expectSum({ person: 'PERSON 033', direction: 'sent' }),
      },
      {
        text: 'how many times?',
        expect: expectHowMany({ person: 'PERSON 033', direction: 'sent' }),
      },
      {
        text: 'and in August 2024?',
        expect: expectHowMany({ person: 'PERSON 033', direction: 'sent', period: month(8) }),
      },
      {
        text: 'what about the fees?',
        expect: expectSum({ person: 'PERSON 033', direction: 'sent', period: month(8) }, 'fees'),
      },
    ],
  },
];
