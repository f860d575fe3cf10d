import { frameOf, type FrameInput } from '../functions/frame';
import type { FunctionCall, PeriodArg } from '../functions/registry';
import type { Intent, UnderstandContext } from './understand';

// The question bank (issue 11): questions as users ask them (the spec's five suggestions, their
// rephrasings, Ghanaian English, misspellings, dates), each with the intent and the exact calls
// that answer it. Asked on 2026-11-24 by a user whose statements cover 3 Jan – 20 Nov 2026.
// question-bank.spec.ts prints the share understood and fails below 95%.

export const BANK_CONTEXT: UnderstandContext = {
  today: '2026-11-24',
  span: { first: '2026-01-03', last: '2026-11-20' },
  categories: [
    { name: 'Food & Dining', key: 'food' },
    { name: 'Transportation', key: 'transport' },
    { name: 'Data & Airtime', key: 'data' },
    { name: 'Bills & Utilities', key: 'utilities' },
    { name: 'Shopping', key: 'shopping' },
    { name: 'Entertainment', key: 'entertainment' },
    { name: 'Education', key: 'education' },
    { name: 'Healthcare', key: 'health' },
    { name: 'Transfers', key: 'transfer' },
    { name: 'Cash Withdrawal', key: 'cash' },
    { name: 'Other Expenses', key: 'other' },
    { name: 'Church Offering', key: null },
    { name: 'Rent', key: null },
  ],
  payees: [
    { name: 'KOFI MENSAH', number: '233244123456' },
    { name: 'AMA SERWAA', number: '233554987654' },
    { name: 'Kwame Asante', number: '233201112223' },
    { name: 'Abena Owusu', number: '233245556667' },
    { name: 'ECG PREPAID', number: null },
    { name: 'MTNONLINEAIRTIMEVENDOR', number: null },
    { name: 'Shoprite Accra Mall', number: null },
    { name: 'PERSON 001', number: '233590000100' },
  ],
};

const key = (k: Extract<PeriodArg, { key: string }>['key']): PeriodArg => ({ key: k });
const days = (from: string, to: string): PeriodArg => ({ from, to });
const month = (m: string): PeriodArg => {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { from: `${m}-01`, to: `${next}-01` };
};
const LATEST = key('latest');
const ALL = key('all');
const THIS = key('this-month');
const LAST = key('last-month');

const totals = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_totals',
  args: { period },
});
// No period named (issue 31): everything the statements cover, and the latest month beside it.
const totalsUnnamed = (): FunctionCall[] => [totals(ALL), totals(LATEST)];
const category = (name: string, period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_spending_by_category',
  args: { period, category: name },
});
const categories = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_spending_by_category',
  args: { period },
});
const payee = (name: string, period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_payee_spending',
  args: { period, payee: name, direction: 'out' },
});
const payer = (name: string, period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_payee_spending',
  args: { period, payee: name, direction: 'in' },
});
const byMonth = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_spending_by_month',
  args: { period },
});
const balance: FunctionCall = { name: 'get_balance', args: {} };
const top = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_top_recipients',
  args: { period, sort: 'spent', limit: 5 },
});
const compare = (first: PeriodArg, second: PeriodArg, cat?: string): FunctionCall => ({
  name: 'compare_periods',
  args: { first, second, ...(cat ? { category: cat } : {}) },
});
const biggest = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_largest_transactions',
  args: { period, direction: 'out', limit: 5 },
});
const fees = (period: PeriodArg = ALL): FunctionCall => ({ name: 'get_fees', args: { period } });
const feesUnnamed = (): FunctionCall[] => [fees(ALL), fees(LATEST)];
const budgets = (m?: string): FunctionCall => ({
  name: 'get_budgets',
  args: m ? { month: m } : {},
});
const forecast: FunctionCall = { name: 'get_forecast', args: {} };
// A query frame (issue 31), every slot given.
const frame = (args: FrameInput): FunctionCall => ({
  name: 'query_transactions',
  args: frameOf(args),
});
// Cash-outs are a statement type (CASH_OUT), whatever the categoriser made of them.
const cashOut = (period: PeriodArg) =>
  frame({
    measure: 'amount',
    direction: 'sent',
    subject: { kind: 'type', types: ['CASH_OUT'] },
    period,
  });
// "transactions": both directions.
const largestBothWays = (period: PeriodArg) =>
  frame({ measure: 'largest', direction: 'both', period });
const recurring: FunctionCall = { name: 'get_recurring_payments', args: {} };
// Saving advice looks at the latest month unless a period is named.
const saving = (period: PeriodArg = LATEST): FunctionCall[] => [
  categories(period),
  fees(period),
  recurring,
];
const wallets = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_spending_by_wallet',
  args: { period },
});
const types = (period: PeriodArg = ALL): FunctionCall => ({
  name: 'get_spending_by_type',
  args: { period },
});

export type BankEntry = { q: string; intent: Intent; calls: FunctionCall[] };
const e = (q: string, intent: Intent, calls: FunctionCall | FunctionCall[] = []): BankEntry => ({
  q,
  intent,
  calls: Array.isArray(calls) ? calls : [calls],
});

const FOOD = 'Food & Dining';
const TRANSPORT = 'Transportation';
const DATA = 'Data & Airtime';
const BILLS = 'Bills & Utilities';

export const QUESTION_BANK: BankEntry[] = [
  // The spec's five suggested questions.
  e('How much did I spend on food this month?', 'by_category', category(FOOD, THIS)),
  e('What is my biggest spending category?', 'top_category', categories()),
  e('Show me my transport expenses', 'by_category', category(TRANSPORT)),
  e('How can I save more money?', 'saving_advice', saving()),
  e('Compare this month vs last month', 'compare', compare(THIS, LAST)),
  // Food, rephrased and in Ghanaian English.
  e('how much did i spend on food', 'by_category', category(FOOD)),
  e('my chop money this month', 'by_category', category(FOOD, THIS)),
  e('how much chop money did i use last month', 'by_category', category(FOOD, LAST)),
  e('food spending in March', 'by_category', category(FOOD, month('2026-03'))),
  e('how much have I spent on waakye this month', 'by_category', category(FOOD, THIS)),
  e(
    'what did i spend on eating out last week',
    'by_category',
    category(FOOD, days('2026-11-15', '2026-11-22')),
  ),
  e('Food expenses for August', 'by_category', category(FOOD, month('2026-08'))),
  e('hw mch did i spnd on food dis month', 'by_category', category(FOOD, THIS)),
  e('how much on foood in october', 'by_category', category(FOOD, month('2026-10'))),
  e(
    'restaurant spending since january',
    'by_category',
    category(FOOD, days('2026-01-01', '2026-11-25')),
  ),
  e('kenkey and jollof money this year', 'by_category', category(FOOD, key('this-year'))),
  e('groceries last month', 'by_category', category(FOOD, LAST)),
  // Transport.
  e('How much did I spend on transport?', 'by_category', category(TRANSPORT)),
  e('trotro fares this month', 'by_category', category(TRANSPORT, THIS)),
  e(
    'how much have i spent on uber and bolt in september',
    'by_category',
    category(TRANSPORT, month('2026-09')),
  ),
  e('transpot expenses last month', 'by_category', category(TRANSPORT, LAST)),
  e(
    'What did transport cost me yesterday?',
    'by_category',
    category(TRANSPORT, days('2026-11-23', '2026-11-24')),
  ),
  e(
    'okada money between 1 and 15 may',
    'by_category',
    category(TRANSPORT, days('2026-05-01', '2026-05-16')),
  ),
  e('taxi spending in the last 3 months', 'by_category', category(TRANSPORT, key('last-3-months'))),
  e('Transportation costs for June 2026', 'by_category', category(TRANSPORT, month('2026-06'))),
  // Other categories.
  e('how much airtime did i buy this month', 'by_category', category(DATA, THIS)),
  e('data bundle spending last month', 'by_category', category(DATA, LAST)),
  e('how much credit did I buy in April', 'by_category', category(DATA, month('2026-04'))),
  e('ECG light bill this month', 'by_category', category(BILLS, THIS)),
  e('how much did i spend on utilities in july', 'by_category', category(BILLS, month('2026-07'))),
  e('dstv and water bills this year', 'by_category', category(BILLS, key('this-year'))),
  e('shopping this month', 'by_category', category('Shopping', THIS)),
  e('how much on clothes last month', 'by_category', category('Shopping', LAST)),
  e('hospital bills in february', 'by_category', category('Healthcare', month('2026-02'))),
  e('how much did I spend on medicine', 'by_category', category('Healthcare')),
  e('school fees this year', 'by_category', category('Education', key('this-year'))),
  e(
    'how much did i pay for school fees in september',
    'by_category',
    category('Education', month('2026-09')),
  ),
  e('entertainment spending last month', 'by_category', category('Entertainment', LAST)),
  e('betting money this month', 'by_category', category('Entertainment', THIS)),
  e('how much cash did i withdraw this month', 'spent', cashOut(THIS)),
  e('cash out last month', 'spent', cashOut(LAST)),
  e('church offering this month', 'by_category', category('Church Offering', THIS)),
  e(
    'how much did i give for church offering in october',
    'by_category',
    category('Church Offering', month('2026-10')),
  ),
  e('how much rent did i pay this year', 'by_category', category('Rent', key('this-year'))),
  e('helthcare spending', 'by_category', category('Healthcare')),
  e('entertianment last month', 'by_category', category('Entertainment', LAST)),
  // Biggest category.
  e('where does most of my money go?', 'top_category', categories()),
  e('what do i spend the most on', 'top_category', categories()),
  e('biggest category last month', 'top_category', categories(LAST)),
  e('top spending categories this year', 'top_category', categories(key('this-year'))),
  e('which category did I spend most on in March', 'top_category', categories(month('2026-03'))),
  e('whats my bigest spending catgory', 'top_category', categories()),
  e('spending by category this month', 'top_category', categories(THIS)),
  e('show my category breakdown for last month', 'top_category', categories(LAST)),
  // Totals.
  e('How much did I spend this month?', 'spent', totals(THIS)),
  e('how much did i spend last month', 'spent', totals(LAST)),
  e('total spending in march', 'spent', totals(month('2026-03'))),
  e('how much money did i spend yesterday', 'spent', totals(days('2026-11-23', '2026-11-24'))),
  e('what did i spend today', 'spent', totals(days('2026-11-24', '2026-11-25'))),
  e('how much have i spent this week', 'spent', totals(days('2026-11-22', '2026-11-29'))),
  e('spending last week', 'spent', totals(days('2026-11-15', '2026-11-22'))),
  e('how much did i spend since january', 'spent', totals(days('2026-01-01', '2026-11-25'))),
  e('how much did I spend between 1 and 15 May', 'spent', totals(days('2026-05-01', '2026-05-16'))),
  e('expenses from 3 june to 10 july', 'spent', totals(days('2026-06-03', '2026-07-11'))),
  e('how much did i spend in 2026', 'spent', totals(days('2026-01-01', '2027-01-01'))),
  e('what have i spent this year', 'spent', totals(key('this-year'))),
  e('how much did i spend in the last 3 months', 'spent', totals(key('last-3-months'))),
  e('spending in the past 6 months', 'spent', totals(days('2026-06-01', '2026-12-01'))),
  e('how much have I spent in total', 'spent', totalsUnnamed()),
  e('total expenses ever', 'spent', totalsUnnamed()),
  e('how much did i spnd in sept', 'spent', totals(month('2026-09'))),
  e('my expences for febuary', 'spent', totals(month('2026-02'))),
  e('money out last month', 'spent', totals(LAST)),
  e('how much did I spend on 12 may', 'spent', totals(days('2026-05-12', '2026-05-13'))),
  e('How much did I spend in December?', 'spent', totals(month('2025-12'))),
  e('how much did i spend in march 2026', 'spent', totals(month('2026-03'))),
  e('how much did I spend', 'spent', totalsUnnamed()),
  e('how much money have i used this month', 'spent', totals(THIS)),
  e('how much did i spend in the last 7 days', 'spent', totals(days('2026-11-18', '2026-11-25'))),
  e('spending the day before yesterday', 'spent', totals(days('2026-11-22', '2026-11-23'))),
  // Income.
  e('How much did I receive this month?', 'received', totals(THIS)),
  e('how much money came in last month', 'received', totals(LAST)),
  e('total income this year', 'received', totals(key('this-year'))),
  e('how much did i recieve in march', 'received', totals(month('2026-03'))),
  e('what did i earn last month', 'received', totals(LAST)),
  e('money received since january', 'received', totals(days('2026-01-01', '2026-11-25'))),
  e('how much was credited to me yesterday', 'received', totals(days('2026-11-23', '2026-11-24'))),
  e('my income', 'received', totalsUnnamed()),
  // A summary of a period.
  e('this month', 'summary', totals(THIS)),
  e('summary of last month', 'summary', totals(LAST)),
  e('give me an overview of march', 'summary', totals(month('2026-03'))),
  e('last week?', 'summary', totals(days('2026-11-15', '2026-11-22'))),
  // People.
  e('How much did I send to Kofi?', 'by_recipient', payee('kofi')),
  e('how much did i send to kofi this month', 'by_recipient', payee('kofi', THIS)),
  e('how much have i sent to Ama in October', 'by_recipient', payee('ama', month('2026-10'))),
  e('what did i pay kwame last month', 'by_recipient', payee('kwame', LAST)),
  e('how much did i give abena', 'by_recipient', payee('abena')),
  e(
    'money sent to kofi mensah since january',
    'by_recipient',
    payee('kofi mensah', days('2026-01-01', '2026-11-25')),
  ),
  e('how much did I send to 0244123456', 'by_recipient', payee('0244123456')),
  e('payments to 024 412 3456', 'by_recipient', payee('0244123456')),
  e(
    'how much did i transfer to +233 55 498 7654 last month',
    'by_recipient',
    payee('+233554987654', LAST),
  ),
  e('how much did i snd to kofii', 'by_recipient', payee('KOFI MENSAH')),
  e(
    'how much did i send to kwamee this year',
    'by_recipient',
    payee('Kwame Asante', key('this-year')),
  ),
  e('how much did i pay ECG', 'by_recipient', payee('ecg')),
  e('how much have i paid to shoprite', 'by_recipient', payee('shoprite')),
  e('how much did i send to person 001', 'by_recipient', payee('person 001')),
  e('how much did i momo kofi in march', 'by_recipient', payee('kofi', month('2026-03'))),
  e('how much i send give ama', 'by_recipient', payee('ama')),
  e('kofi this month', 'by_recipient', payee('kofi', THIS)),
  e('how much did i send to yaw', 'by_recipient', payee('yaw')),
  // Top recipients.
  e('who do i send the most money to', 'top_recipients', top()),
  e('who did i send money to most last month', 'top_recipients', top(LAST)),
  e('top recipients', 'top_recipients', top()),
  e('my top recipients this year', 'top_recipients', top(key('this-year'))),
  e('who did I pay the most in march', 'top_recipients', top(month('2026-03'))),
  e('which people receive most of my money', 'top_recipients', top()),
  // Compare.
  e('this month vs last month', 'compare', compare(THIS, LAST)),
  e('compare this month with last month', 'compare', compare(THIS, LAST)),
  e('did i spend more this month than last month', 'compare', compare(THIS, LAST)),
  e('compare march and april', 'compare', compare(month('2026-03'), month('2026-04'))),
  e('march vs april spending', 'compare', compare(month('2026-03'), month('2026-04'))),
  e(
    'how does october compare to september',
    'compare',
    compare(month('2026-10'), month('2026-09')),
  ),
  e('food this month vs last month', 'compare', compare(THIS, LAST, FOOD)),
  e(
    'compare my transport spending in march and april',
    'compare',
    compare(month('2026-03'), month('2026-04'), TRANSPORT),
  ),
  e('this month versus last month', 'compare', compare(THIS, LAST)),
  e('compair this month and last month', 'compare', compare(THIS, LAST)),
  e('am i spending more than last month', 'compare', compare(THIS, LAST)),
  e(
    'difference between january and february',
    'compare',
    compare(month('2026-01'), month('2026-02')),
  ),
  // Biggest payments.
  e('what was my biggest expense this month', 'biggest', biggest(THIS)),
  e('largest transactions last month', 'biggest', largestBothWays(LAST)),
  e('my biggest payments', 'biggest', biggest()),
  e('show my most expensive purchases in march', 'biggest', biggest(month('2026-03'))),
  e('top 5 transactions this year', 'biggest', largestBothWays(key('this-year'))),
  e('highest payment yesterday', 'biggest', biggest(days('2026-11-23', '2026-11-24'))),
  e('what is the biggest amount i spent', 'biggest', biggest()),
  // Fees.
  e('How much did I pay in fees this month?', 'fees', fees(THIS)),
  e('momo charges', 'fees', feesUnnamed()),
  e('my momo charges last month', 'fees', fees(LAST)),
  e('how much e-levy did I pay this year', 'fees', fees(key('this-year'))),
  e('elevy last month', 'fees', fees(LAST)),
  e('how much tax have i paid in october', 'fees', fees(month('2026-10'))),
  e('what are the charges costing me', 'fees', feesUnnamed()),
  e('how much did momo charge me in march', 'fees', fees(month('2026-03'))),
  e('transaction fees since january', 'fees', fees(days('2026-01-01', '2026-11-25'))),
  e('feez and levy this month', 'fees', fees(THIS)),
  // Budgets.
  e('how are my budgets', 'budgets', budgets()),
  e('am i over budget this month', 'budgets', budgets('2026-11')),
  e('budget status for october', 'budgets', budgets('2026-10')),
  e('how much is left in my food budget', 'budgets', budgets()),
  e('my budjet', 'budgets', budgets()),
  // Forecast.
  e('how much will I spend this month', 'forecast', forecast),
  e('forecast my spending', 'forecast', forecast),
  e('predict my spending for the month', 'forecast', forecast),
  e('am i on track this month', 'forecast', forecast),
  e('how much will i have spent by the end of the month', 'forecast', forecast),
  // Recurring.
  e('what are my recurring payments', 'recurring', recurring),
  e('do i have any subscriptions', 'recurring', recurring),
  e('which payments repeat every month', 'recurring', recurring),
  e('show my regular payments', 'recurring', recurring),
  e('standing orders and mandates', 'recurring', recurring),
  // Saving advice.
  e('how can i save', 'saving_advice', saving()),
  e('give me tips to spend less', 'saving_advice', saving()),
  e('how do i cut down my spending', 'saving_advice', saving()),
  e('saving advice for this month', 'saving_advice', saving(THIS)),
  e('how can i reduce my expenses', 'saving_advice', saving()),
  e('i want to save more money', 'saving_advice', saving()),
  // Wallets and types.
  e('spending by wallet', 'by_wallet', wallets()),
  e('which wallet did i spend most from this month', 'by_wallet', wallets(THIS)),
  e('spending by transaction type last month', 'by_type', types(LAST)),
  e('break it down by type', 'by_type', types()),
  // Held out while the rules were written, then added.
  e('How much have I spent on food so far this month?', 'by_category', category(FOOD, THIS)),
  e('what was my food expense in november', 'by_category', category(FOOD, month('2026-11'))),
  e('which category takes most of my money', 'top_category', categories()),
  e('What is my highest expense category this month?', 'top_category', categories(THIS)),
  e('how much money did I send Kofi in september', 'by_recipient', payee('kofi', month('2026-09'))),
  e(
    'How much did I spend from 1st to 10th November?',
    'spent',
    totals(days('2026-11-01', '2026-11-11')),
  ),
  e(
    'how much did I spend on the 5th of november',
    'spent',
    totals(days('2026-11-05', '2026-11-06')),
  ),
  e(
    'did I spend more in october than september?',
    'compare',
    compare(month('2026-10'), month('2026-09')),
  ),
  e('How much were my MoMo fees last month?', 'fees', fees(LAST)),
  e('Which transaction was the most expensive?', 'biggest', biggest()),
  e('How much am I likely to spend this month?', 'forecast', forecast),
  e('Who is my top recipient?', 'top_recipients', top()),
  e('how many times did I send money to kofi', 'by_recipient', payee('kofi')),
  e('how much i spend for trotro this month', 'by_category', category(TRANSPORT, THIS)),
  e('how much did I spend on Saturday', 'spent', totals(days('2026-11-21', '2026-11-22'))),
  e('spending last weekend', 'spent', totals(days('2026-11-21', '2026-11-23'))),
  e('my spending on 20/11/2026', 'spent', totals(days('2026-11-20', '2026-11-21'))),
  // One period to compare: with the one just before it.
  e('compare last month', 'compare', { name: 'compare_periods', args: { first: LAST } }),
  e('how does this year compare', 'compare', {
    name: 'compare_periods',
    args: { first: key('this-year') },
  }),
  e('spending in march compared to the month before', 'compare', {
    name: 'compare_periods',
    args: { first: month('2026-03') },
  }),
  // Counts in words, and words that are not counts.
  e('how much did i spend in the last few months', 'spent', totals(key('last-3-months'))),
  e('spending over the past couple of weeks', 'spent', totals(days('2026-11-11', '2026-11-25'))),
  e('how much did i spend in the last two days', 'spent', totals(days('2026-11-23', '2026-11-25'))),
  // Money from people, months, balances (held out, then added).
  e('what did i receive from kwame', 'by_recipient', payer('kwame')),
  e('how much did abena send me', 'by_recipient', payer('abena')),
  e('money from kofi last month', 'by_recipient', payer('kofi', LAST)),
  e('Which month did I spend the most?', 'by_month', byMonth()),
  e('my spending month by month this year', 'by_month', byMonth(key('this-year'))),
  e('How much money do I have left?', 'balance', balance),
  e('what is my momo balance', 'balance', balance),
  e(
    'Did I spend more on food in october or september?',
    'compare',
    compare(month('2026-10'), month('2026-09'), FOOD),
  ),
  e(
    'how much cash did i take out yesterday',
    'by_category',
    category('Cash Withdrawal', days('2026-11-23', '2026-11-24')),
  ),
  // What it can do.
  e('hi', 'help'),
  e('hello', 'help'),
  e('what can you do?', 'help'),
  e('what can i ask you', 'help'),
  e('help', 'help'),
  e('blue bananas', 'unknown'),
];
