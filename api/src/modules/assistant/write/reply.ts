import type { FunctionResult, Span } from '../functions/assistant-functions';
import { MONTHS, PAYEE_MATCHES } from '../../insights';
import { cedis } from '../../../common/money/display';
import { formatMoney, parseMoney } from '../../statements';
import type { Intent } from '../understand/understand';

// "in March 2025"; all time: everything the statements cover, with its days (set by writeReply
// for the reply being written).
let allTime = 'in all your statements';
const inPeriod = (label: string) => (label === 'All time' ? allTime : `in ${label}`);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The deterministic assistant's wording: paragraphs, and lines starting "• " for lists. Every
// figure is a function result's, formatted here and nowhere else.

export { cedis };

const cents = (amount: string) => parseMoney(amount) ?? 0n;
const fromCents = formatMoney;
const subtract = (a: string, b: string) => fromCents(cents(a) - cents(b));
const add = (a: string, b: string) => fromCents(cents(a) + cents(b));
const isZero = (amount: string) => cents(amount) === 0n;

// A change from `before` to `now` as a whole percentage of `before`, or null when before is 0.
function percentChange(now: string, before: string): number | null {
  const b = cents(before);
  if (b === 0n) return null;
  return Math.round((Number(cents(now) - b) * 100) / Number(b));
}

export const dayLabel = (iso: string) => day(iso);
/** '2026-11' → 'November 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[m - 1]} ${y}`;
}

function day(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
}

export function coverage(span: Span): string {
  return `${day(span.first)} to ${day(span.last)}`;
}

const EXAMPLES = [
  'How much did I spend on food this month?',
  'What is my biggest spending category?',
  'How much did I send to Kofi in March?',
  'What did I pay in MoMo charges and E-Levy last month?',
  'Compare this month with last month',
  'What are my recurring payments?',
  'How much will I spend by the end of the month?',
  'How can I save more?',
];

export function helpReply(understood: boolean): string {
  const lead = understood
    ? 'I answer questions about your own MoMo statements, with figures worked out from your transactions.'
    : "Sorry, I didn't understand that. I can answer questions about your own MoMo statements, with figures worked out from your transactions.";
  return [
    lead,
    'You can ask about spending and income by period, category, person, wallet or type; fees and E-Levy; budgets; comparisons of two periods; your largest payments; recurring payments; a forecast for the month; and ways to save. For example:',
    ...EXAMPLES.map((example) => `• ${example}`),
  ].join('\n');
}

export function noDataReply(): string {
  return "I don't have any transactions for you yet. Upload a MoMo statement and ask me again.";
}

/** The reply to an understood question from its functions' results. */
export function writeReply(
  intent: Intent,
  results: FunctionResult[],
  span: Span | null = null,
): string {
  allTime =
    span === null
      ? 'in all your statements'
      : `over everything your statements cover (${coverage(span)})`;
  const [first] = results;
  if (first === undefined) return helpReply(intent !== 'unknown');
  if (intent === 'saving_advice') return savingAdvice(results);
  switch (first.name) {
    case 'get_totals': {
      const t = first.totals;
      const label = first.period.label;
      if (t.transactionCount === 0) return `You have no transactions ${inPeriod(label)}.`;
      if (intent === 'received') {
        return [
          `You received ${cedis(t.received)} ${inPeriod(label)}.`,
          ...(t.previous
            ? [changeLine('That is', t.received, t.previous.received, 'the period before')]
            : []),
        ].join('\n');
      }
      const lines = [
        `${cap(inPeriod(label))} you spent ${cedis(t.spent)} and received ${cedis(t.received)}.`,
      ];
      lines.push(
        `• Fees: ${cedis(t.fees)}`,
        `• E-Levy: ${cedis(t.tax)}`,
        `• Total cost (spending, fees and E-Levy): ${cedis(t.totalCost)}`,
      );
      if (t.previous) {
        lines.push(changeLine('Your spending is', t.spent, t.previous.spent, 'the period before'));
      }
      return lines.join('\n');
    }
    case 'get_spending_by_category': {
      const { breakdown, period } = first;
      if (first.category !== null) {
        if (!first.matched) {
          return `You have no category called "${first.category}". Your categories are on the Categories page.`;
        }
        const row = breakdown.categories[0];
        if (row === undefined) {
          return `You spent nothing on ${first.category} ${inPeriod(period.label)}.`;
        }
        const lines = [
          `You spent ${cedis(row.spent)} on ${row.name} ${inPeriod(period.label)}, ${row.share}% of your spending.`,
        ];
        if (!isZero(row.previousSpent)) {
          lines.push(changeLine('That is', row.spent, row.previousSpent, 'the period before'));
        }
        return lines.join('\n');
      }
      const [top, ...rest] = breakdown.categories;
      if (top === undefined) return `You have no spending ${inPeriod(period.label)}.`;
      return [
        `Your biggest spending category ${inPeriod(period.label)} is ${top.name}: ${cedis(top.spent)}, ${top.share}% of the ${cedis(breakdown.spent)} you spent.`,
        ...(rest.length > 0 ? ['The next ones:'] : []),
        ...rest.slice(0, 4).map((row) => `• ${row.name}: ${cedis(row.spent)} (${row.share}%)`),
      ].join('\n');
    }
    case 'get_spending_by_month': {
      const { months, period } = first;
      const spending = months.filter((m) => !isZero(m.spent));
      if (spending.length === 0) return `You have no spending ${inPeriod(period.label)}.`;
      const top = [...spending].sort((a, b) => (cents(b.spent) > cents(a.spent) ? 1 : -1))[0]!;
      return [
        `You spent the most in ${monthLabel(top.month)}: ${cedis(top.spent)}.`,
        'Month by month:',
        ...months
          .slice(-12)
          .map(
            (m) =>
              `• ${monthLabel(m.month)}: spent ${cedis(m.spent)}, received ${cedis(m.received)}`,
          ),
      ].join('\n');
    }
    case 'get_balance': {
      const { balances } = first;
      if (balances.length === 0) return noDataReply();
      if (balances.length === 1) {
        const [b] = balances;
        return `Your balance was ${cedis(b!.balance)} after your latest transaction on ${day(b!.asOf)}, as your statement shows it; anything since is not in your statements.`;
      }
      return [
        'Your balances after each wallet’s latest transaction, as your statements show them:',
        ...balances.map((b) => `• ${b.label}: ${cedis(b.balance)} on ${day(b.asOf)}`),
      ].join('\n');
    }
    case 'get_payee_spending': {
      const { matches, period, payee } = first;
      const incoming = first.direction === 'in';
      const who = (row: (typeof matches)[number]) =>
        row.number ? `${row.payee} (${row.number})` : row.payee;
      if (matches.length === 0) {
        return incoming
          ? `I found no money from "${payee}" ${inPeriod(period.label)}.`
          : `I found no payments to "${payee}" ${inPeriod(period.label)}.`;
      }
      const many = incoming ? 'senders' : 'payees';
      if (matches.length > PAYEE_MATCHES) {
        return [
          `More than ${PAYEE_MATCHES} ${many} match "${payee}" ${inPeriod(period.label)}. The ${PAYEE_MATCHES} largest:`,
          ...matches
            .slice(0, PAYEE_MATCHES)
            .map((row) => `• ${who(row)}: ${cedis(row.spent)} (${plural(row.count, 'payment')})`),
          'Give me more of the name or the number to narrow it down.',
        ].join('\n');
      }
      const total = matches.reduce((sum, row) => add(sum, row.spent), '0.00');
      const count = matches.reduce((sum, row) => sum + row.count, 0);
      if (matches.length === 1) {
        const row = matches[0]!;
        const what = incoming
          ? `You received ${cedis(row.spent)} from ${who(row)}`
          : `You sent ${cedis(row.spent)} to ${who(row)}`;
        return `${what} ${inPeriod(period.label)}, in ${plural(row.count, 'payment')}; the last on ${day(row.lastDate)}.`;
      }
      return [
        `I found ${matches.length} ${many} matching "${payee}" ${inPeriod(period.label)}: ${cedis(total)} in ${plural(count, 'payment')}.`,
        ...matches.map(
          (row) => `• ${who(row)}: ${cedis(row.spent)} (${plural(row.count, 'payment')})`,
        ),
      ].join('\n');
    }
    case 'get_top_recipients': {
      const { recipients, period, sort } = first;
      if (recipients.length === 0) {
        return `You sent no money to other people's numbers ${inPeriod(period.label)}.`;
      }
      return [
        sort === 'count'
          ? `The people you paid most often ${inPeriod(period.label)}:`
          : `The people you sent the most money to ${inPeriod(period.label)}:`,
        ...recipients.map(
          (r) =>
            `• ${r.latestAccountName || r.number} (${r.number}): ${cedis(r.totalSpent)} in ${plural(r.transactionCount, 'payment')}`,
        ),
      ].join('\n');
    }
    case 'get_spending_by_wallet': {
      if (first.wallets.length === 0) {
        return `You have no transactions ${inPeriod(first.period.label)}.`;
      }
      return [
        `Your wallets ${inPeriod(first.period.label)}:`,
        ...first.wallets.map(
          (w) => `• ${w.label}: spent ${cedis(w.spent)}, received ${cedis(w.received)}`,
        ),
      ].join('\n');
    }
    case 'get_spending_by_type': {
      if (first.types.length === 0) {
        return `You have no transactions ${inPeriod(first.period.label)}.`;
      }
      return [
        `By type of transaction ${inPeriod(first.period.label)}:`,
        ...first.types.map(
          (t) =>
            `• ${t.type}: ${plural(t.count, 'transaction')}, spent ${cedis(t.spent)}, received ${cedis(t.received)}`,
        ),
      ].join('\n');
    }
    case 'get_largest_transactions': {
      const { transactions, period } = first;
      const incoming = first.direction === 'in';
      if (transactions.length === 0) {
        return `You have no ${incoming ? 'money in' : 'payments out'} ${inPeriod(period.label)}.`;
      }
      const [top] = transactions;
      const toFrom = incoming ? 'from' : 'to';
      return [
        `Your largest ${incoming ? 'amount received' : 'payment'} ${inPeriod(period.label)} was ${cedis(top!.amount)} ${toFrom} ${top!.counterparty} on ${day(top!.dateTime)}.`,
        ...(transactions.length > 1 ? [`Your ${transactions.length} largest:`] : []),
        ...(transactions.length > 1
          ? transactions.map(
              (t) =>
                `• ${cedis(t.amount)} ${toFrom} ${t.counterparty}, ${day(t.dateTime)}${t.category ? ` (${t.category})` : ''}`,
            )
          : []),
      ].join('\n');
    }
    case 'get_fees': {
      const { fees, period } = first;
      if (isZero(fees.total)) return `You paid no MoMo fees or E-Levy ${inPeriod(period.label)}.`;
      return [
        `${cap(inPeriod(period.label))} you paid ${cedis(fees.total)} in charges: ${cedis(fees.fees)} in MoMo fees and ${cedis(fees.tax)} in E-Levy${fees.shareOfSpending ? `, ${fees.shareOfSpending}% of your spending` : ''}.`,
        ...fees.byType
          .slice(0, 4)
          .map((g) => `• ${g.label}: ${cedis(g.total)} on ${plural(g.count, 'transaction')}`),
      ].join('\n');
    }
    case 'get_budgets': {
      const { budgets, period } = first;
      if (budgets.length === 0) {
        return 'You have no budgets yet. Set a monthly budget on a category on the Categories page and I will track it.';
      }
      return [
        `Your budgets for ${period.label}:`,
        ...budgets.map(
          (b) =>
            `• ${b.name}: ${cedis(b.spent)} of ${cedis(b.budget)} (${b.percent}%)${b.level === 'over' ? ', over budget' : b.level === 'near' ? ', nearly used' : `, ${cedis(b.left)} left`}`,
        ),
      ].join('\n');
    }
    case 'compare_periods': {
      const { first: a, second: b, category } = first;
      const what = category ? `on ${category}` : '';
      const lines = [
        `You spent ${cedis(a.spent)} ${what} in ${a.period.label} and ${cedis(b.spent)} in ${b.period.label}.`.replace(
          /\s+/g,
          ' ',
        ),
      ];
      const diff = subtract(a.spent, b.spent);
      if (isZero(diff)) lines.push('That is the same amount.');
      else {
        const pct = percentChange(a.spent, b.spent);
        lines.push(
          `That is ${cedis(diff.replace('-', ''))} ${diff.startsWith('-') ? 'less' : 'more'} in ${a.period.label}${pct === null ? '' : ` (${Math.abs(pct)}%)`}.`,
        );
      }
      if (!category) {
        lines.push(`• Received: ${cedis(a.received)} against ${cedis(b.received)}`);
        lines.push(
          `• Fees and E-Levy: ${cedis(add(a.fees, a.tax))} against ${cedis(add(b.fees, b.tax))}`,
        );
      }
      return lines.join('\n');
    }
    case 'get_recurring_payments': {
      const { payments } = first;
      if (payments.length === 0) {
        return 'I found no recurring payments: nothing paid at least three times at a steady interval and a similar amount.';
      }
      return [
        `I found ${plural(payments.length, 'recurring payment')}:`,
        ...payments
          .slice(0, 8)
          .map(
            (p) =>
              `• ${p.payee}${p.number ? ` (${p.number})` : ''}: about ${cedis(p.amount)} ${p.interval}, ${plural(p.count, 'payment')}; next expected around ${day(p.nextDate)}`,
          ),
      ].join('\n');
    }
    case 'get_forecast': {
      const f = first.forecast;
      if (f === null) return noDataReply();
      const month = monthLabel(f.month);
      if (f.daysLeft === 0) {
        return `Your statements cover all of ${month}: you spent ${cedis(f.spentSoFar)}.`;
      }
      return [
        `By the end of ${month} you are on course to spend about ${cedis(f.projected)}.`,
        `• Spent up to ${day(f.asOf)}: ${cedis(f.spentSoFar)}`,
        `• Expected in the ${plural(f.daysLeft, 'day')} left: ${cedis(f.expectedRest)}, ${f.basis === 'weekday-average' ? 'from your average spending on each day of the week over the months before' : 'from your daily average so far this month'}`,
      ].join('\n');
    }
    case 'query_transactions':
      // A frame's reply is written by writeFrameReply.
      return '';
  }
}

function changeLine(lead: string, now: string, before: string, what: string): string {
  const pct = percentChange(now, before);
  if (pct === null) return `${lead} up from nothing in ${what}.`;
  if (pct === 0) return `${lead} about the same as ${what} (${cedis(before)}).`;
  return `${lead} ${Math.abs(pct)}% ${pct > 0 ? 'more' : 'less'} than ${what} (${cedis(before)}).`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

// Saving advice from the user's own figures: the biggest categories, the charges, the repeats.
function savingAdvice(results: FunctionResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    if (result.name === 'get_spending_by_category') {
      const [top, second] = result.breakdown.categories;
      if (top === undefined) {
        return `You have no spending ${inPeriod(result.period.label)} to look at yet.`;
      }
      lines.push(
        `Here is where you could save, from your spending ${inPeriod(result.period.label)} (${cedis(result.breakdown.spent)}):`,
      );
      lines.push(
        `• ${top.name} is your biggest category at ${cedis(top.spent)} (${top.share}%). Setting a monthly budget on it lets me track it for you.`,
      );
      if (second) {
        lines.push(`• ${second.name} comes next at ${cedis(second.spent)} (${second.share}%).`);
      }
      const rising = result.breakdown.categories.find(
        (row) => row.change !== null && Number(row.change) >= 20 && !isZero(row.previousSpent),
      );
      if (rising) {
        lines.push(
          `• ${rising.name} went up ${rising.change}% on the period before (${cedis(rising.previousSpent)} then, ${cedis(rising.spent)} now).`,
        );
      }
    }
    if (result.name === 'get_fees' && !isZero(result.fees.total)) {
      const top = result.fees.byType[0];
      lines.push(
        `• You paid ${cedis(result.fees.total)} in MoMo fees and E-Levy${top ? `, most of it on ${top.label.toLowerCase()} (${cedis(top.total)})` : ''}. Fewer, larger transfers and paying merchants directly usually cost less.`,
      );
    }
    if (result.name === 'get_recurring_payments' && result.payments.length > 0) {
      const top = result.payments[0]!;
      lines.push(
        `• You pay ${top.payee} about ${cedis(top.amount)} ${top.interval}: check that you still need every regular payment.`,
      );
    }
  }
  return lines.join('\n');
}
