import type { FunctionResult, Span } from '../functions/assistant-functions';
import type { Frame } from '../functions/frame';
import type { Person } from '../functions/people';
import type { KnownPayee } from '../understand/understand';
import { similarNames } from '../functions/people';
import {
  bothWays,
  joinAnd,
  partyName,
  periodPhrase,
  personLabel,
  personNotes,
  plural,
  sentence,
  singular,
  subjectPhrase,
  titleCase,
  VALUE_LABELS,
  type PartyLike,
} from './frame-phrases';
import { cedis, coverage, dayLabel, monthLabel } from './reply';

// The reply to a query frame (issue 31): it states the frame it answered, then the figure
// ("Counting transactions in July 2024, both directions: 110."), then what was assumed ("PERSON
// 033 appears with 2 numbers …") and, with no period named, the latest month. Every figure is a
// function result's.

export type FrameReplyContext = {
  span: Span;
  // The reply has said already what the statements cover (an answer for the nearest month).
  coverageSaid?: boolean;
  payees: readonly KnownPayee[];
  // What checking the frame assumed, said after the answer.
  assumed: readonly string[];
};

type Result<N extends FunctionResult['name']> = Extract<FunctionResult, { name: N }>;
type PeriodInfo = { label: string; from: string | null; to: string | null };

function notFound(
  frame: Frame,
  person: Person | null,
  ctx: FrameReplyContext,
  where: string,
): string {
  const typed = person?.typed ?? '';
  if (person !== null && person.kind === 'unknown') {
    const similar = similarNames(typed, ctx.payees);
    return [
      `I couldn't find anyone called "${titleCase(typed)}" in your statements (${coverage(ctx.span)}).`,
      ...(similar.length > 0 ? [`The nearest names I have: ${joinAnd(similar)}.`] : []),
    ].join('\n');
  }
  return `There are no ${subjectPhrase(frame, personLabel(frame, person, []), true)} ${where}.`;
}

/** The reply to a frame from its calls' results (callsFor). */
export function writeFrameReply(
  frame: Frame,
  results: FunctionResult[],
  ctx: FrameReplyContext,
): string {
  const [first, second] = results;
  if (first === undefined) return '';
  const lines = (() => {
    switch (first.name) {
      case 'get_totals':
        return totalsReply(frame, first, second?.name === 'get_totals' ? second : null, ctx);
      case 'get_fees':
        return feesReply(frame, first, second?.name === 'get_fees' ? second : null, ctx);
      case 'get_payee_spending':
        return payeeReply(frame, first, ctx);
      case 'get_top_recipients':
        return rankingReply(
          frame,
          first.period,
          first.recipients.map((r) => ({
            payee: r.latestAccountName || r.number,
            number: r.number.replace(/\D/g, '').slice(-9),
            total: r.totalSpent,
            count: r.transactionCount,
          })),
          ctx,
        );
      case 'get_largest_transactions':
        return extremeReply(
          frame,
          first.period,
          first.transactions.map((t) => ({
            dateTime: t.dateTime,
            amount: t.amount,
            counterparty: t.counterparty,
            number: null,
            type: t.type,
            direction: first.direction === 'in' ? ('received' as const) : ('sent' as const),
            fees: '0.00',
            tax: '0.00',
          })),
          ctx,
        );
      case 'query_transactions':
        return queryReply(frame, first, ctx);
      case 'get_spending_by_month':
        return monthsReply(
          frame,
          first.period,
          first.months.map((m) => ({
            month: m.month,
            total: frame.direction === 'received' ? m.received : m.spent,
            count: null,
          })),
          ctx,
        );
      // Written by writeReply.
      case 'get_spending_by_category':
      case 'get_spending_by_wallet':
      case 'get_spending_by_type':
      case 'compare_periods':
      case 'get_balance':
      case 'get_budgets':
      case 'get_recurring_payments':
      case 'get_forecast':
        return null;
    }
  })();
  if (lines === null) return '';
  return [...lines, ...ctx.assumed.map((note) => `(${sentence(note)}.)`)].join('\n');
}

function totalsReply(
  frame: Frame,
  result: Result<'get_totals'>,
  latest: Result<'get_totals'> | null,
  ctx: FrameReplyContext,
): string[] {
  const t = result.totals;
  const where = periodPhrase(frame, result.period, ctx.span, ctx.coverageSaid);
  if (t.transactionCount === 0) return [`You have no transactions ${where}.`];
  const lead =
    frame.direction === 'sent'
      ? `Adding up money you sent ${where}: ${cedis(t.spent)}.`
      : frame.direction === 'received'
        ? `Adding up money you received ${where}: ${cedis(t.received)}.`
        : `Adding up money in and out ${where}, both directions: you sent ${cedis(t.spent)} and received ${cedis(t.received)}.`;
  const lines = [lead];
  if (frame.direction !== 'received') {
    lines.push(
      `• Fees: ${cedis(t.fees)}`,
      `• E-Levy: ${cedis(t.tax)}`,
      `• Total cost (spending, fees and E-Levy): ${cedis(t.totalCost)}`,
    );
  }
  if (t.previous) {
    const [now, before] =
      frame.direction === 'received'
        ? [t.received, t.previous.received]
        : [t.spent, t.previous.spent];
    lines.push(
      change(frame.direction === 'received' ? 'That is' : 'Your spending is', now, before),
    );
  }
  if (latest !== null && latest.totals.transactionCount > 0) {
    const l = latest.totals;
    const figure =
      frame.direction === 'sent'
        ? `you sent ${cedis(l.spent)}`
        : frame.direction === 'received'
          ? `you received ${cedis(l.received)}`
          : `you sent ${cedis(l.spent)} and received ${cedis(l.received)}`;
    lines.push(`In your latest month, ${latest.period.label}, ${figure}.`);
  }
  return lines;
}

function change(lead: string, now: string, before: string): string {
  const b = Number(before);
  if (b === 0) return `${lead} up from nothing in the period before.`;
  const pct = Math.round(((Number(now) - b) * 100) / b);
  if (pct === 0) return `${lead} about the same as the period before (${cedis(before)}).`;
  return `${lead} ${Math.abs(pct)}% ${pct > 0 ? 'more' : 'less'} than the period before (${cedis(before)}).`;
}

function feesReply(
  frame: Frame,
  result: Result<'get_fees'>,
  latest: Result<'get_fees'> | null,
  ctx: FrameReplyContext,
): string[] {
  const { fees } = result;
  const where = periodPhrase(frame, result.period, ctx.span, ctx.coverageSaid);
  const pick = (f: typeof fees) =>
    frame.value === 'levy' ? f.tax : frame.value === 'charges' ? f.total : f.fees;
  const lines = [
    `Adding up ${subjectPhrase(frame, '', false)} ${where}: ${cedis(pick(fees))}.`,
    `• MoMo fees: ${cedis(fees.fees)}; E-Levy: ${cedis(fees.tax)}; together ${cedis(fees.total)}${fees.shareOfSpending ? `, ${fees.shareOfSpending}% of your spending` : ''}`,
    ...fees.byType
      .slice(0, 4)
      .map((g) => `• ${g.label}: ${cedis(g.total)} on ${plural(g.count, 'transaction')}`),
  ];
  if (latest !== null) {
    lines.push(`In your latest month, ${latest.period.label}: ${cedis(pick(latest.fees))}.`);
  }
  return lines;
}

function payeeReply(
  frame: Frame,
  result: Result<'get_payee_spending'>,
  ctx: FrameReplyContext,
): string[] {
  const where = periodPhrase(frame, result.period, ctx.span, ctx.coverageSaid);
  const parties = result.matches.map((m) => ({
    payee: m.payee,
    number: m.number === null ? null : m.number.replace(/\D/g, '').slice(-9),
    total: m.spent,
    count: m.count,
  }));
  if (parties.length === 0) return [notFound(frame, result.person, ctx, where)];
  const who = personLabel(frame, result.person, parties);
  const items = frame.measure === 'count';
  const figure = items
    ? `${result.count}`
    : `${cedis(result.total)} in ${plural(result.count, 'transaction')}`;
  const last = result.matches.reduce((a, m) => (m.lastDate > a ? m.lastDate : a), '');
  return [
    `${items ? 'Counting' : 'Adding up'} ${subjectPhrase(frame, who, items)} ${where}: ${figure}${items ? ` (${cedis(result.total)})` : ''}; the last on ${dayLabel(last)}.`,
    ...personNotes(frame, result.person, parties.slice(0, 10)),
  ];
}

type RowLike = {
  dateTime: string;
  amount: string;
  counterparty: string;
  number: string | null;
  type: string;
  direction: 'sent' | 'received';
  fees: string;
  tax: string;
};

function rowLine(frame: Frame, row: RowLike): string {
  const figure =
    frame.value === 'fees'
      ? `${cedis(row.fees)} in fees on ${cedis(row.amount)}`
      : frame.value === 'levy'
        ? `${cedis(row.tax)} in E-Levy on ${cedis(row.amount)}`
        : frame.value === 'charges'
          ? `${cedis((Number(row.fees) + Number(row.tax)).toFixed(2))} in charges on ${cedis(row.amount)}`
          : cedis(row.amount);
  const who = partyName(row.counterparty, row.number);
  return `${figure} ${row.direction === 'sent' ? 'to' : 'from'} ${who} on ${dayLabel(row.dateTime)} (${row.type})`;
}

function extremeReply(
  frame: Frame,
  period: PeriodInfo,
  rows: RowLike[],
  ctx: FrameReplyContext,
  who = '',
): string[] {
  const where = periodPhrase(frame, period, ctx.span, ctx.coverageSaid);
  const [top, ...rest] = rows;
  if (top === undefined) return [`There are no ${subjectPhrase(frame, who, true)} ${where}.`];
  const which = frame.measure === 'smallest' ? 'smallest' : 'largest';
  return [
    `The ${which} ${singular(subjectPhrase(frame, who, true))} ${where}${bothWays(frame)}: ${rowLine(frame, top)}.`,
    ...(rest.length > 0
      ? [`The next ${which}:`, ...rest.map((row) => `• ${rowLine(frame, row)}`)]
      : []),
  ];
}

function rankingReply(
  frame: Frame,
  period: PeriodInfo,
  parties: PartyLike[],
  ctx: FrameReplyContext,
): string[] {
  const where = periodPhrase(frame, period, ctx.span, ctx.coverageSaid);
  const people =
    frame.direction === 'received'
      ? 'the people who sent you money'
      : frame.direction === 'sent'
        ? 'the people you sent money to'
        : 'the people you dealt with';
  const what = frame.value === 'money' ? '' : ` (${VALUE_LABELS[frame.value]})`;
  const by = frame.rank === 'count' ? 'by number of transactions' : 'by amount';
  const [top, ...rest] = parties;
  if (top === undefined) return [`There are none of ${people} ${where}.`];
  const name = (p: PartyLike) => partyName(p.payee, p.number);
  const verb =
    frame.direction === 'received' ? 'sent you' : frame.direction === 'sent' ? 'got' : 'moved';
  const figure = (p: PartyLike) =>
    frame.rank === 'count'
      ? `${plural(p.count, 'transaction')} (${cedis(p.total)})`
      : `${cedis(p.total)} in ${plural(p.count, 'transaction')}`;
  return [
    `Ranking ${people} ${where}${what}, ${by}: ${name(top)} comes first, ${frame.rank === 'count' ? 'with' : `${verb}`} ${figure(top)}.`,
    ...(rest.length > 0 ? ['Next:', ...rest.map((p) => `• ${name(p)}: ${figure(p)}`)] : []),
  ];
}

function queryReply(
  frame: Frame,
  result: Result<'query_transactions'>,
  ctx: FrameReplyContext,
): string[] {
  const where = periodPhrase(frame, result.period, ctx.span, ctx.coverageSaid);
  const parties = (result.parties ?? []).map((p) => ({ ...p }));
  if (frame.grouping === 'month' && result.months !== null) {
    return monthsReply(frame, result.period, result.months, ctx);
  }
  if (frame.grouping === 'person' && frame.measure === 'count' && result.totals !== null) {
    return peopleCountReply(frame, result.period, result.totals.people ?? 0, parties, ctx);
  }
  if (frame.grouping === 'person') return rankingReply(frame, result.period, parties, ctx);
  const person = result.person;
  const totals = result.totals;
  if (person !== null && (totals?.count ?? 0) === 0 && (result.rows?.length ?? 0) === 0) {
    return [notFound(frame, person, ctx, where)];
  }
  const who = personLabel(frame, person, parties);
  const notes = personNotes(frame, person, parties.slice(0, 10));
  if (frame.measure === 'largest' || frame.measure === 'smallest') {
    return [...extremeReply(frame, result.period, result.rows ?? [], ctx, who), ...notes];
  }
  if (totals === null) return [];
  if (frame.measure === 'list') {
    const rows = result.rows ?? [];
    if (rows.length === 0) return [`There are no ${subjectPhrase(frame, who, true)} ${where}.`];
    const more = totals.count - rows.length;
    return [
      `Listing ${subjectPhrase(frame, who, true)} ${where}${bothWays(frame)}: ${plural(totals.count, 'transaction')}, ${cedis(totals.total)} in all.`,
      ...rows.map((row) => `• ${rowLine(frame, row)}`),
      ...(more > 0 ? [`…and ${more} more; ask about a shorter period to see them all.`] : []),
      ...notes,
    ];
  }
  const items = frame.measure === 'count';
  const figure =
    frame.measure === 'count'
      ? `${totals.count}`
      : frame.measure === 'average'
        ? totals.average === null
          ? 'nothing to average'
          : `${cedis(totals.average)} across ${plural(totals.count, 'transaction')}`
        : `${cedis(totals.total)} in ${plural(totals.count, 'transaction')}`;
  const verb = items ? 'Counting' : frame.measure === 'average' ? 'Averaging' : 'Adding up';
  const lines = [
    `${verb} ${subjectPhrase(frame, who, items)} ${where}${bothWays(frame)}: ${figure}.`,
  ];
  if (frame.measure === 'count' && frame.direction === 'both' && frame.value === 'money') {
    lines.push(
      `• Sent: ${totals.sentCount} (${cedis(totals.sent)}); received: ${totals.receivedCount} (${cedis(totals.received)})`,
    );
  }
  if (result.latest !== null && frame.measure !== 'average') {
    lines.push(
      `In your latest month, ${result.latest.label}: ${items ? totals.latestCount : cedis(totals.latestTotal)}.`,
    );
  }
  return [...lines, ...notes];
}

// "how many people did I send money to?": the people counted, the most frequent named.
function peopleCountReply(
  frame: Frame,
  period: PeriodInfo,
  people: number,
  parties: PartyLike[],
  ctx: FrameReplyContext,
): string[] {
  const where = periodPhrase(frame, period, ctx.span, ctx.coverageSaid);
  const who =
    frame.direction === 'received'
      ? 'the people who sent you money'
      : frame.direction === 'sent'
        ? 'the people you sent money to'
        : 'the people you dealt with';
  return [
    `Counting ${who} ${where}, one a number: ${people}.`,
    ...(parties.length > 0
      ? [
          'The most often:',
          ...parties.map(
            (p) =>
              `• ${partyName(p.payee, p.number)}: ${plural(p.count, 'transaction')} (${cedis(p.total)})`,
          ),
        ]
      : []),
  ];
}

// Months ranked by money (or by count): "which month did I receive the most?".
function monthsReply(
  frame: Frame,
  period: PeriodInfo,
  months: { month: string; total: string; count: number | null }[],
  ctx: FrameReplyContext,
): string[] {
  const where = periodPhrase(frame, period, ctx.span, ctx.coverageSaid);
  const what = subjectPhrase(frame, '', frame.rank === 'count');
  const byCount = frame.rank === 'count';
  const figure = (m: (typeof months)[number]) =>
    byCount
      ? `${plural(m.count ?? 0, 'transaction')} (${cedis(m.total)})`
      : `${cedis(m.total)}${m.count === null ? '' : ` in ${plural(m.count, 'transaction')}`}`;
  const shown = months.filter((m) => (byCount ? (m.count ?? 0) > 0 : Number(m.total) > 0));
  const key = (m: (typeof months)[number]) => (byCount ? (m.count ?? 0) : Number(m.total));
  const top = [...shown].sort((a, b) => key(b) - key(a) || (a.month < b.month ? 1 : -1))[0];
  if (top === undefined) return [`There are no ${what} ${where}.`];
  return [
    `Ranking months by ${byCount ? 'number of transactions' : 'amount'}, ${what} ${where}${bothWays(frame)}: ${monthLabel(top.month)} comes first, with ${figure(top)}.`,
    'Month by month:',
    ...shown.slice(-12).map((m) => `• ${monthLabel(m.month)}: ${figure(m)}`),
  ];
}
