import { callsFor } from '../functions/compile';
import { checkFrame, frameOf, type Frame } from '../functions/frame';
import { understand, type UnderstandContext } from './understand';
import type { ConversationState } from './read-frame';

// The query frame (issue 31): what a question names, slot by slot; the defaults for the rest
// (no period: everything the statements cover); and follow-ups that change only what they name.

const CONTEXT: UnderstandContext = {
  today: '2026-11-24',
  span: { first: '2024-02-18', last: '2024-09-06' },
  categories: [
    { name: 'Food & Dining', key: 'food' },
    { name: 'Cash Withdrawal', key: 'cash' },
    { name: 'Other Expenses', key: 'other' },
  ],
  payees: [
    { name: 'PERSON 019', number: '233590000119' },
    { name: 'Person 006', number: null },
    { name: 'MTNONLINEAIRTIMEVENDOR', number: null },
    { name: 'calpull.sp', number: null },
  ],
};
const JULY = { from: '2024-07-01', to: '2024-08-01' };
const AUGUST = { from: '2024-08-01', to: '2024-09-01' };

const frame = (question: string, state: ConversationState | null = null) =>
  understand(question, CONTEXT, state).frame;
const slots = (f: Frame | null) =>
  f && {
    measure: f.measure,
    value: f.value,
    direction: f.direction,
    subject: f.subject,
    period: f.period,
    grouping: f.grouping,
  };

describe('the query frame of a question', () => {
  it.each([
    [
      'How many transactions did I have in July 2024?',
      { measure: 'count', direction: 'both', subject: { kind: 'all' }, period: JULY },
    ],
    [
      "What's the largest amount I received in 2024?",
      { measure: 'largest', direction: 'received' },
    ],
    ['Who sends me the most money?', { grouping: 'person', direction: 'received' }],
    ['who did i send the most money to', { grouping: 'person', direction: 'sent' }],
    [
      'How much has Person 006 sent me?',
      { direction: 'received', subject: { kind: 'person', name: 'person 006' } },
    ],
    [
      'What did 240000115 send me?',
      { direction: 'received', subject: { kind: 'number', number: '240000115' } },
    ],
    ['How much have I paid in fees?', { value: 'fees', direction: 'both', period: null }],
    [
      'How many cash outs did I do?',
      { measure: 'count', subject: { kind: 'type', types: ['CASH_OUT'] } },
    ],
    ['smallest amount I sent in April 2024', { measure: 'smallest', direction: 'sent' }],
    ['What was my average cash out?', { measure: 'average' }],
    ['List my cash outs in August 2024', { measure: 'list', period: AUGUST }],
    [
      'What were my fees in feburary 2024',
      { value: 'fees', period: { from: '2024-02-01', to: '2024-03-01' } },
    ],
    [
      'how much did i spend in the first half of 2024',
      { direction: 'sent', period: { from: '2024-01-01', to: '2024-07-01' } },
    ],
    ['How much did I spend in the month of July 2024?', { direction: 'sent', period: JULY }],
    ['How much was sent to me in July 2024?', { direction: 'received', grouping: 'none' }],
    ['How much did people send me in July 2024?', { direction: 'received', grouping: 'none' }],
    ['How many people sent me money?', { measure: 'count', grouping: 'person' }],
    ['which people receive most of my money', { direction: 'sent', grouping: 'person' }],
  ])('%s', (question, expected) => {
    expect(slots(frame(question))).toMatchObject(expected);
  });

  it('reads amounts above and below, not as dates', () => {
    expect(frame('How many times did I send more than 300 cedis?')).toMatchObject({
      measure: 'count',
      direction: 'sent',
      above: '300.00',
      period: null,
    });
    expect(frame('transactions under ₵2,000 in July 2024')).toMatchObject({
      below: '2000.00',
      period: JULY,
    });
  });

  it('says it does not understand rather than guess', () => {
    expect(understand('purple elephants dancing', CONTEXT).intent).toBe('unknown');
  });
});

describe('a follow-up', () => {
  const july = frameOf({ measure: 'count', direction: 'both', period: JULY });
  const state = (f: Frame, focus: ConversationState['focus'] = null) => ({ frame: f, focus });

  it('changes only what it names', () => {
    expect(frame('and in August?', state(july))).toEqual({ ...july, period: AUGUST });
    expect(frame('what about received?', state(july))).toEqual({ ...july, direction: 'received' });
    expect(frame('how much was that?', state(july))).toEqual({ ...july, measure: 'amount' });
    expect(frame('what was the average?', state(july))).toEqual({ ...july, measure: 'average' });
    expect(frame('and the e-levy?', state(july))).toEqual({
      ...july,
      measure: 'amount',
      value: 'levy',
    });
  });

  it('takes "the whole year" as the year of the period before', () => {
    expect(frame('and the whole year?', state(july))?.period).toEqual({
      from: '2024-01-01',
      to: '2025-01-01',
    });
  });

  it('takes a month without a year in the year of the period before', () => {
    const april2023 = frameOf({
      measure: 'amount',
      direction: 'sent',
      period: { from: '2023-04-01', to: '2023-05-01' },
    });
    expect(frame('and May?', state(april2023))?.period).toEqual({
      from: '2023-05-01',
      to: '2023-06-01',
    });
  });

  it('sums what is in question with "in total", and goes back to everything with "overall"', () => {
    expect(frame('how much in total?', state(july))).toEqual({ ...july, measure: 'amount' });
    expect(frame('How much e-levy have I paid overall?', state(july))).toMatchObject({
      value: 'levy',
      period: null,
    });
  });

  it('puts the person an answer put forward in the next question', () => {
    const ranked = frameOf({
      measure: 'amount',
      direction: 'sent',
      grouping: 'person',
      period: JULY,
    });
    const focus = { number: '0540000111', name: 'Person 012' };
    const person = { kind: 'number', number: '0540000111', name: 'Person 012' };
    expect(frame('how many times?', state(ranked, focus))).toEqual({
      ...ranked,
      measure: 'count',
      grouping: 'none',
      subject: person,
    });
    expect(frame('how much did I send them?', state(ranked, focus))).toEqual({
      ...ranked,
      grouping: 'none',
      subject: person,
    });
  });

  it('is not read as one in a new chat, nor when it asks a new question of its own', () => {
    expect(frame('and in August?')).toMatchObject({ measure: 'amount', direction: 'both' });
    expect(frame('How much did I send to PERSON 019 in 2024?', state(july))).toMatchObject({
      measure: 'amount',
      direction: 'sent',
      subject: { kind: 'person', name: 'person 019' },
    });
  });
});

describe('a frame, checked and run', () => {
  it('drops slots that cannot go together, and says what it assumed', () => {
    const { frame: checked, assumed } = checkFrame({
      measure: 'list',
      direction: 'received',
      grouping: 'person',
      subject: { kind: 'category', name: 'Food' },
    });
    expect(checked).toMatchObject({ grouping: 'none', direction: 'sent' });
    expect(assumed).toEqual(['categories are for spending, so this is money sent']);
    expect(() => checkFrame({ measure: 'sum', direction: 'sent' })).toThrow();
  });

  it('runs on the dashboard’s functions where one answers it exactly, else on its own SQL', () => {
    const all = { key: 'all' };
    expect(callsFor(frameOf({ measure: 'amount', direction: 'sent', period: JULY }))).toEqual([
      { name: 'get_totals', args: { period: JULY } },
    ]);
    // No period named: everything the statements cover, and the latest month beside it.
    expect(callsFor(frameOf({ measure: 'amount', value: 'fees', direction: 'both' }))).toEqual([
      { name: 'get_fees', args: { period: all } },
      { name: 'get_fees', args: { period: { key: 'latest' } } },
    ]);
    const count = frameOf({ measure: 'count', direction: 'both' });
    expect(callsFor(count)).toEqual([{ name: 'query_transactions', args: count }]);
  });
});
