import type { Direction, Frame, Grouping, Measure, Subject, Value } from '../functions/frame';
import type { PeriodArg } from '../functions/registry';

// Reading a question into the slots of a query frame (docs/assistant.md#the-query-frame): each
// slot the question names, and nothing for a slot it does not. A new question fills the rest
// with defaults (newFrame); a follow-up keeps them from the conversation's last frame
// (followUp), so "and in August?" changes the period and nothing else.

export type Reading = {
  measure?: Measure;
  value?: Value;
  direction?: Direction;
  subject?: Subject;
  // null: named as everything ("overall", "ever").
  period?: PeriodArg | null;
  grouping?: Grouping;
  rank?: 'amount' | 'count';
  comparison?: PeriodArg | 'previous';
  above?: string;
  below?: string;
  // "them", "those", "him": the person the last answer put forward, or the same transactions.
  them: boolean;
  // The question asks about money moved ("send", "spend", "receive"), not its charges.
  moneyVerb: boolean;
};

// The person an answer put forward (the top of a ranking, a single largest transaction's party),
// for "how many times?", "show them", "how much did I send them?".
export type Focus = { number: string; name: string };
export type ConversationState = { frame: Frame; focus: Focus | null };

const has = (text: string, pattern: RegExp) => pattern.test(text);

const FRAME_WORDS = {
  count:
    /\bhow many\b|\bnumber of\b|\bhow often\b|\bcount\b|\bno of\b|\bhow much times\b|\btimes did\b/,
  average:
    /\baverage\b|\bavg\b|\bmean\b|\btypical(?:ly)?\b|\bper (?:transaction|payment)\b|\bon average\b/,
  smallest: /\b(?:smallest|lowest|least|minimum|min|tiniest|cheapest)\b/,
  largest:
    /\b(?:largest|biggest|highest|maximum|max|most expensive|top \d+|top (?:payments?|transactions?|amounts?|expenses?))\b/,
  list: /\blist\b|\bshow (?:me )?(?:them|those|these|all|each|every)\b|\bshow (?:me )?(?:my |the |all )*(?:cash[ -]?outs|withdrawals|transfers|debits|transactions|payments|cash-ins|receipts|deposits)\b|\bshow (?:me )?the (?:transactions|payments|rows)\b|\bwhat were (?:they|those|these)\b|\bwhich ones\b|\bitemi[sz]e\b|\bone by one\b|\bsee them\b/,
  amount:
    /\bhow much\b|\btotal\b|\bsum\b|\bamount\b|\baltogether\b|\bhow much was\b|\bwhat did i (?:spend|send|receive|pay|get)\b/,
  fees: /\b(?:fees?|charges?|charged|commission|deductions?)\b/,
  levy: /\be-levy\b|\blevy\b|\btax(?:es)?\b/,
  // Money from the other side: "sent me", "who paid", "from Kofi" (a person named after "from").
  toMe: /\b(?:sent|send|sends|paid|pay|pays|gave|transferred|transfer|transfers|momo'?d|momo)\s+me\b|\b(?:sent|paid|given|gave|transferred|credited)\s+to\s+me\b/,
  // Others receiving is the user sending: "which people receive most of my money".
  theyReceive:
    /\b(?:people|persons?|who|recipients?|contacts?|payees?|they|he|she)\s+(?:receive[sd]?|get|got|gets)\b/g,
  // The others as the ones sending: "who sent the most", "how many times did they send".
  whoSends:
    /\b(?:who|they|he|she)\s+(?:sent|sends|send|paid|pays|pay|gave|gives|give|transferred|transfers|transfer)\b/,
  received:
    /\b(?:receive[ds]?|receiving|receipts?|got|get|gets|income|earn(?:ed|ings?)?|came in|come in|comes in|coming in|credited|credits?|deposits?|inflows?|incoming|money in)\b/,
  sent: /\b(?:spend|spent|spending|spends|send|sent|sending|sends|pay|paid|paying|pays|give|gave|giving|transfer|transferred|expenses?|expenditure|outgoing|money out|paid out|went out|go(?:ne)? out|goes out|cost|costs|buy|bought|purchases?|payments?|use[ds]?|chop(?:ped)?|blow|blew|waste[ds]?|debited|expensive|withdr(?:ew|aw|awn|awals?|awing)|cash(?:ed)?[ -]?outs?|to(?:ok|ake) out)\b/,
  // Paying a charge is not sending money.
  feeVerb: /\b(?:pay|paid|paying|pays|cost|costs|charged|use[ds]?)\b/g,
  transactions: /\b(?:transactions?|activity|activities|movements?)\b/,
  person:
    /\bwho\b|\bwhich (?:person|people|persons|contact|contacts|recipient|recipients|sender|senders|number|numbers|payee|payees)\b|\btop (?:\d+ )?(?:recipients?|senders?|people|persons?|payees?|contacts?)\b/,
  // People named as such rank them only with a word that ranks or counts: "the people I paid
  // most", "how many people"; not "how much did people send me".
  people: /\b(?:recipients?|senders?|people|persons?|payees?|contacts?)\b/,
  ranks:
    /\b(?:most|biggest|largest|highest|top|often|frequent(?:ly)?|rank(?:ed|ing)?|how many|number of|least)\b/,
  often: /\b(?:often|frequent(?:ly)?|most times|how many times|regularly|number of times)\b/,
  // Months ranked by how many: "which month had the most transactions", "the busiest month".
  mostItems:
    /\bmost (?:transactions|payments|transfers|activity)\b|\bhow many\b|\bnumber of\b|\bbusiest\b/,
  howManyPeople:
    /\b(?:how many|number of) (?:different |distinct )?(?:people|persons|recipients|senders|numbers|contacts|payees)\b/,
  category:
    /\bcategor(?:y|ies)\b|\bwhere (?:does|did|do) (?:most of )?my money go\b|\bwhat do i spend (?:the )?most on\b|\bon what\b/,
  month:
    /\bbusiest month\b|\bwhich month\b|\bmonth by month\b|\b(?:by|per|each) month\b|\bmonthly (?:spending|breakdown|totals?)\b|\bmost expensive month\b|\bwhat month\b/,
  wallet:
    /\b(?:wallets?|accounts?|numbers?)\b.*\b(?:each|per|by|which|split|all)\b|\b(?:each|per|by|which|split|all)\b.*\b(?:wallets?|accounts?)\b/,
  type: /\b(?:by|per|each) (?:transaction )?types?\b|\btransaction types?\b|\bkinds? of transactions?\b/,
  them: /\b(?:them|those|these|they|him|her|that person|this person|that number|the same (?:person|people|number))\b/,
  // "in total" in a follow-up sums the transactions already in question; it is no period.
  overall:
    /\b(?:overall|ever|all time|since (?:i )?(?:started|joined|the beginning)|all my (?:data|history|statements?))\b/,
};

// Statement transaction types by the words people use for them (the classic layout's types:
// shared/docs/reference/momo-statements.md). "payments" is left out: the statements have both
// PAYMENT and PAYMENT_SEND, and people mean either.
const TYPE_WORDS: [RegExp, string[]][] = [
  [
    /\bcash[ -]?outs?\b|\bcashouts?\b|\bcashed out\b|\bwithdraw(?:al|als|n|s|ing)?\b|\bwithdrew\b|\bto(?:ok|ake) out\b/,
    ['CASH_OUT'],
  ],
  [/\bcash[ -]ins\b|\bcash-in\b|\bcashins?\b|\bcashed in\b/, ['CASH_IN']],
  [/\btransfers\b|\b(?:my|the|a|any|total|of|many|momo) transfer\b(?! to\b| from\b)/, ['TRANSFER']],
  [/\bdebits\b|\b(?:my|the|a|any|total|of|many|as) debit\b/, ['DEBIT']],
  [/\bpayment[ _]?sends?\b/, ['PAYMENT_SEND']],
  [/\badjustments?\b/, ['ADJUSTMENT']],
];

export function typesIn(text: string): string[] | null {
  for (const [pattern, types] of TYPE_WORDS) if (has(text, pattern)) return types;
  return null;
}

/**
 * A question that leans on the one before: "and in August?", "how many times?", "show them",
 * "what was the biggest one?". `named`: whether it names a period or who or what it is about
 * (a short question that names neither is a follow-up).
 */
export function isFollowUp(text: string, named = false): boolean {
  const words = text.split(' ').filter((word) => word !== '' && word !== 'please');
  return (
    /^(?:and|&|also|plus|then|so|ok|okay|now|but|only|just|what about|how about|what of|same for|in|for|on|during|from|between|since)\b/.test(
      text,
    ) ||
    has(text, FRAME_WORDS.them) ||
    /\b(?:that|it|then|same|ones?)\b/.test(text) ||
    words.length <= 4 ||
    (!named && words.length <= 6)
  );
}

/** The slots a question names, from its text without dates, amounts and the names in it. */
export function readSlots(
  text: string,
  found: {
    subject: Subject | null;
    periods: PeriodArg[];
    comparison: PeriodArg | 'previous' | null;
    above: string | null;
    below: string | null;
    // The person was named after "from" ("received from Kofi").
    fromPerson: boolean;
  },
): Reading {
  const reading: Reading = { them: has(text, FRAME_WORDS.them), moneyVerb: false };
  const fees = has(text, FRAME_WORDS.fees) && !/\bschool fees\b/.test(text);
  const levy = has(text, FRAME_WORDS.levy);
  if (fees || levy) reading.value = fees && levy ? 'charges' : levy ? 'levy' : 'fees';
  if (reading.value === 'fees' && /\b(?:charges?|charged|deductions?)\b/.test(text)) {
    reading.value = /\bfees?\b/.test(text) ? 'fees' : 'charges';
  }

  // Direction: money to the user ("sent me", "who paid", "from Kofi") or from them.
  const theyReceive = has(text, FRAME_WORDS.theyReceive);
  // "give me an overview", "can you show me": a request, not money given.
  const own = text
    .replace(/^(?:please |pls |can you |could you |kindly )*(?:give|tell|show|send) me\b/, ' ')
    .replace(FRAME_WORDS.theyReceive, ' ');
  const withoutToMe = own.replace(FRAME_WORDS.toMe, ' ');
  const verbs =
    reading.value === undefined ? withoutToMe : withoutToMe.replace(FRAME_WORDS.feeVerb, ' ');
  const received =
    has(own, FRAME_WORDS.toMe) ||
    has(own, FRAME_WORDS.whoSends) ||
    has(own, FRAME_WORDS.received) ||
    found.fromPerson;
  const sent =
    theyReceive ||
    (has(verbs.replace(FRAME_WORDS.whoSends, ' '), FRAME_WORDS.sent) &&
      !(found.fromPerson && !/\b(?:to|send|sent|pay|paid)\b/.test(verbs)));
  if (received && sent) reading.direction = 'both';
  else if (received) reading.direction = 'received';
  else if (sent) reading.direction = 'sent';
  reading.moneyVerb = reading.direction !== undefined && reading.value === undefined;

  if (found.subject !== null) reading.subject = found.subject;
  const types = typesIn(text);
  if (types !== null && (found.subject === null || found.subject.kind === 'category')) {
    reading.subject = { kind: 'type', types };
  }

  // Grouping: ranked people, categories, months, wallets, types.
  const single = reading.subject !== undefined && reading.subject.kind !== 'all';
  if (found.comparison !== null) reading.comparison = found.comparison;
  const ranked =
    has(text, FRAME_WORDS.person) ||
    (has(text, FRAME_WORDS.people) && has(text, FRAME_WORDS.ranks));
  if (ranked && !single) {
    reading.grouping = 'person';
    reading.rank = has(text, FRAME_WORDS.often) ? 'count' : 'amount';
  } else if (has(text, FRAME_WORDS.category) && reading.subject?.kind !== 'category') {
    reading.grouping = 'category';
  } else if (has(text, FRAME_WORDS.month) && !single) {
    reading.grouping = 'month';
    reading.rank = has(text, FRAME_WORDS.mostItems) ? 'count' : 'amount';
  } else if (has(text, FRAME_WORDS.type)) {
    reading.grouping = 'type';
  } else if (has(text, FRAME_WORDS.wallet)) {
    reading.grouping = 'wallet';
  }

  if (reading.grouping === undefined) {
    if (has(text, FRAME_WORDS.list)) reading.measure = 'list';
    else if (has(text, FRAME_WORDS.average)) reading.measure = 'average';
    else if (has(text, FRAME_WORDS.smallest)) reading.measure = 'smallest';
    else if (has(text, FRAME_WORDS.largest)) reading.measure = 'largest';
    else if (has(text, FRAME_WORDS.count)) reading.measure = 'count';
    else if (has(text, FRAME_WORDS.amount) || reading.value !== undefined) {
      reading.measure = 'amount';
    }
  } else if (reading.grouping === 'person') {
    // "how many people did I pay?": the people counted, not ranked.
    reading.measure = has(text, FRAME_WORDS.howManyPeople) ? 'count' : 'amount';
  }
  if (found.above !== null) reading.above = found.above;
  if (found.below !== null) reading.below = found.below;
  return reading;
}

/** Whether the question names anything a frame is made of. */
export function namesAnything(reading: Reading, text: string, periods: number): boolean {
  return (
    reading.measure !== undefined ||
    reading.value !== undefined ||
    reading.direction !== undefined ||
    reading.subject !== undefined ||
    reading.grouping !== undefined ||
    reading.above !== undefined ||
    reading.below !== undefined ||
    periods > 0 ||
    has(text, FRAME_WORDS.transactions) ||
    /\b(?:money|momo|spending|summary|summarise|summarize|overview|breakdown|statement|how am i doing)\b/.test(
      text,
    )
  );
}

/** A new question's frame: what it names, and the defaults for the rest. */
export function newFrame(reading: Reading, period: PeriodArg | null): Frame {
  const subject = reading.subject ?? { kind: 'all' };
  const measure = reading.measure ?? 'amount';
  const value = reading.value ?? 'money';
  // Unnamed: money to a person is money sent to them; charges and counts are on every
  // transaction; a total of everything is both ways.
  const direction =
    reading.direction ??
    ((subject.kind === 'person' || subject.kind === 'number' || subject.kind === 'category') &&
    value === 'money' &&
    reading.grouping !== 'person'
      ? 'sent'
      : reading.grouping === 'person' || reading.grouping === 'category'
        ? 'sent'
        : 'both');
  return {
    measure,
    value,
    direction,
    subject,
    period,
    grouping: reading.grouping ?? 'none',
    rank: reading.rank ?? 'amount',
    comparison: reading.comparison ?? null,
    above: reading.above ?? null,
    below: reading.below ?? null,
  };
}

/** A follow-up's frame: the conversation's last frame, changed only where the question says. */
export function followUp(
  state: ConversationState,
  reading: Reading,
  period: PeriodArg | null | undefined,
): Frame {
  const frame: Frame = { ...state.frame };
  if (period !== undefined) {
    frame.period = period;
    frame.comparison = null;
  }
  if (reading.comparison !== undefined) frame.comparison = reading.comparison;
  if (reading.value !== undefined) {
    frame.value = reading.value;
    if (reading.measure === undefined && ['count', 'list'].includes(frame.measure)) {
      frame.measure = 'amount';
    }
  } else if (reading.moneyVerb) {
    frame.value = 'money';
  }
  if (reading.direction !== undefined) frame.direction = reading.direction;
  const focus = state.focus;
  if (reading.subject !== undefined) {
    frame.subject = reading.subject;
    if (reading.grouping === undefined) frame.grouping = 'none';
  } else if (reading.them && focus !== null && frame.grouping === 'person') {
    frame.subject = { kind: 'number', number: focus.number, name: focus.name };
    frame.grouping = 'none';
  }
  if (reading.grouping !== undefined) {
    frame.grouping = reading.grouping;
    frame.rank = reading.rank ?? 'amount';
    if (reading.measure !== undefined) frame.measure = reading.measure;
    if (
      reading.grouping === 'person' &&
      (frame.subject.kind === 'person' || frame.subject.kind === 'number')
    ) {
      frame.subject = { kind: 'all' };
    }
  }
  if (reading.measure !== undefined && reading.grouping === undefined) {
    frame.measure = reading.measure;
    if (frame.grouping === 'person') {
      // "how many times?" after "who was the biggest?": the person put forward.
      if (focus !== null) {
        frame.subject = { kind: 'number', number: focus.number, name: focus.name };
      }
      frame.grouping = 'none';
    } else if (frame.grouping !== 'none') {
      frame.grouping = 'none';
    }
  }
  if (reading.above !== undefined) frame.above = reading.above;
  if (reading.below !== undefined) frame.below = reading.below;
  return frame;
}
