import { displayNumber } from '../functions/assistant-functions';
import type { Frame } from '../functions/frame';
import type { Person } from '../functions/people';
import type { Span } from '../functions/assistant-functions';
import { cedis, coverage } from './reply';

// The words a frame's reply is made of (frame-reply.ts): the period ("over everything your
// statements cover (…)"), what is counted or added up ("money you sent to PERSON 019"), a
// person's name with their number, and what is said about a person with several numbers.

type PeriodInfo = { label: string; from: string | null; to: string | null };

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The statements' own transaction types, as people say them.
const TYPE_LABELS: Record<string, string> = {
  CASH_OUT: 'cash-outs',
  CASH_IN: 'cash-ins',
  TRANSFER: 'transfers',
  DEBIT: 'debits',
  PAYMENT: 'payments (PAYMENT)',
  PAYMENT_SEND: 'payments (PAYMENT_SEND)',
  ADJUSTMENT: 'adjustments',
};
const NATURAL_DIRECTION: Record<string, 'sent' | 'received'> = {
  CASH_OUT: 'sent',
  DEBIT: 'sent',
  CASH_IN: 'received',
};
const FEE_KIND_LABELS: Record<string, string> = {
  transfers: 'transfers',
  'cash-out': 'cash-outs',
  'merchant-payments': 'merchant payments',
  'other-networks': 'payments to other networks',
  'bank-transfers': 'bank transfers',
  other: 'other transactions',
};
export const VALUE_LABELS = { fees: 'MoMo fees', levy: 'E-Levy', charges: 'MoMo fees and E-Levy' };

/** "in July 2024"; with no period named, everything the statements cover, with its days. */
export function periodPhrase(
  frame: Pick<Frame, 'period'>,
  period: PeriodInfo,
  span: Span,
  coverageSaid = false,
): string {
  if (frame.period === null || period.label === 'All time') {
    return `over everything your statements cover (${coverage(span)})`;
  }
  const last = period.to === null ? null : addDay(period.to, -1);
  const partial =
    !coverageSaid &&
    ((period.from !== null && period.from < span.first) || (last !== null && last > span.last));
  return partial
    ? `in ${period.label} (your statements cover ${coverage(span)})`
    : `in ${period.label}`;
}

function addDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// Who a person subject is, as the reply names them.
export function personLabel(frame: Frame, person: Person | null, parties: PartyLike[]): string {
  const { subject } = frame;
  if (subject.kind === 'number') {
    const name = subject.name ?? parties.find((p) => p.payee)?.payee ?? '';
    return partyName(name, subject.number.replace(/\D/g, '').slice(-9));
  }
  if (subject.kind === 'person') {
    if (person?.kind === 'names' && person.exact) return person.names[0]!;
    return `"${titleCase(subject.name)}"`;
  }
  return '';
}

export const titleCase = (text: string) =>
  /[A-Z]/.test(text) ? text : text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

export type PartyLike = { payee: string; number: string | null; total: string; count: number };

/** What the frame counts or adds up, in words: "money you sent to PERSON 019 over ₵300.00". */
export function subjectPhrase(frame: Frame, who: string, items: boolean): string {
  const { subject, direction } = frame;
  const filters =
    frame.above !== null && frame.below !== null
      ? ` of between ${cedis(frame.above)} and ${cedis(frame.below)}`
      : frame.above !== null
        ? ` of more than ${cedis(frame.above)}`
        : frame.below !== null
          ? ` of less than ${cedis(frame.below)}`
          : '';
  const money = frame.value === 'money';
  let base: string;
  switch (subject.kind) {
    case 'type':
    case 'fee-kind': {
      const label =
        subject.kind === 'type'
          ? subject.types.map((type) => TYPE_LABELS[type] ?? `${type} transactions`).join(' and ')
          : FEE_KIND_LABELS[subject.feeKind]!;
      // Cash-outs and debits are money out, cash-ins money in: no need to say so.
      const natural =
        subject.kind === 'type' &&
        subject.types.every((type) => NATURAL_DIRECTION[type] === direction);
      base =
        direction === 'sent' && money && !natural
          ? `${label} you sent`
          : direction === 'received' && money && !natural
            ? `${label} you received`
            : label;
      break;
    }
    case 'person':
    case 'number':
      base =
        direction === 'sent' && money
          ? `${items ? 'payments' : 'money'} you sent to ${who}`
          : direction === 'received' && money
            ? `${items ? 'payments' : 'money'} you received from ${who}`
            : `transactions with ${who}`;
      break;
    case 'category':
      base = `${items ? 'payments' : 'spending'} on ${subject.name}`;
      break;
    case 'all':
      base =
        direction === 'sent' && money
          ? `${items ? 'payments' : 'money'} you sent`
          : direction === 'received' && money
            ? `${items ? 'payments' : 'money'} you received`
            : money && !items
              ? 'money in and out'
              : money
                ? 'transactions'
                : 'all your transactions';
      break;
  }
  const what = frame.value === 'money' ? base : `${VALUE_LABELS[frame.value]} on ${base}`;
  return `${what}${filters}`;
}

export const bothWays = (frame: Frame) =>
  frame.direction === 'both' && frame.value === 'money' ? ', both directions' : '';

// The person put forward: their numbers, the names their numbers carry, or the several people a
// part of a name matched.
export function personNotes(frame: Frame, person: Person | null, parties: PartyLike[]): string[] {
  if (person === null || parties.length === 0) return [];
  const numbers = parties.filter((p) => p.number !== null);
  if (person.kind === 'names' && person.exact && numbers.length > 1) {
    const list = numbers.map((p) => displayNumber(p.number!));
    return [
      `${person.names[0]} appears with ${list.length} numbers (${joinAnd(list)}): I counted every transaction with any of them, whatever name it carries.`,
      ...parties.map(
        (p) =>
          `• ${partyName(p.payee, p.number)}: ${cedis(p.total)} in ${plural(p.count, 'transaction')}`,
      ),
    ];
  }
  if (person.kind === 'names' && !person.exact && parties.length > 1) {
    return [
      `${parties.length} people match "${titleCase(person.typed)}"; together:`,
      ...parties.map(
        (p) =>
          `• ${partyName(p.payee, p.number)}: ${cedis(p.total)} in ${plural(p.count, 'transaction')}`,
      ),
      'Give me the whole name or the number to narrow it down.',
    ];
  }
  if (frame.subject.kind === 'number') {
    const names = [...new Set(parties.map((p) => p.payee).filter((n) => n !== ''))];
    if (names.length > 1) return [`This number carries the names ${joinAnd(names)}.`];
  }
  return [];
}

// "payments you sent to X" → "payment you sent to X"; "MoMo fees on cash-outs" → "MoMo fee on
// cash-outs".
export function singular(phrase: string): string {
  return phrase.replace(
    /^(MoMo fees|payments|transactions|cash-outs|cash-ins|transfers|debits|adjustments|payments \(\w+\))/,
    (noun) => (noun === 'MoMo fees' ? 'MoMo fee' : noun.replace(/^(\S+?)s\b/, '$1')),
  );
}

// A counterparty with its number, once: "PERSON 019 (0590000119)", or the number alone when the
// statement printed no name.
export function partyName(name: string, last9: string | null): string {
  if (last9 === null) return name;
  const number = displayNumber(last9);
  const digits = name.replace(/\D/g, '');
  if (name === '' || (digits.length >= 9 && digits.endsWith(last9))) return number;
  return `${name} (${number})`;
}

export const joinAnd = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
