import Fuse from 'fuse.js';
import { recipientKeyOf } from '../../insights';
import type { Span } from '../functions/assistant-functions';
import { callsFor } from '../functions/compile';
import { checkFrame, type Frame, type Subject } from '../functions/frame';
import { checkedCall, type FunctionCall, type PeriodArg } from '../functions/registry';
import { findPeriods, type FoundPeriod } from './dates';
import { findAmounts, findKnownName, findPhone, monthMisspelt } from './extract';
import { payeeIndex } from './payee-index';
import { CATEGORY_WORDS, SPELLING } from './lexicon';
import {
  followUp,
  isFollowUp,
  namesAnything,
  newFrame,
  readSlots,
  typesIn,
  type ConversationState,
} from './read-frame';

// The deterministic assistant's reading of a question (docs/assistant.md): normalise → dates →
// entities (the user's own categories and payees, fuzzy matched) → intent → the function calls
// that answer it. Pure: the same question, day and data always give the same plan.

type KnownCategory = { name: string; key: string | null };
export type { ConversationState };
// A name the user has paid or been paid by, its recipient number (payments out) and every number
// it appears with (last nine digits).
export type KnownPayee = { name: string; number: string | null; numbers?: readonly string[] };
export type UnderstandContext = {
  today: string; // 'YYYY-MM-DD', Ghana time
  span: Span | null;
  categories: KnownCategory[]; // the user's expense categories
  payees: KnownPayee[]; // names (and numbers) the user has paid
};

export type Intent =
  | 'spent'
  | 'received'
  | 'summary'
  | 'by_category'
  | 'top_category'
  | 'by_recipient'
  | 'top_recipients'
  | 'compare'
  | 'biggest'
  | 'fees'
  | 'budgets'
  | 'forecast'
  | 'recurring'
  | 'saving_advice'
  | 'by_wallet'
  | 'by_type'
  | 'by_month'
  | 'balance'
  | 'count'
  | 'average'
  | 'smallest'
  | 'list'
  | 'help'
  | 'unknown';

export type Understanding = {
  intent: Intent;
  calls: FunctionCall[];
  // The period the question named (before defaults), for the reply's wording.
  periods: PeriodArg[];
  category: string | null;
  payee: string | null;
  // The query frame answered (null: not a question about transactions), whether it followed on
  // from the conversation's last frame, and what checking it assumed.
  frame: Frame | null;
  followUp: boolean;
  assumed: string[];
};

/** Lower case, no currency signs or stray punctuation, common misspellings fixed. */
function normalise(question: string): string {
  const text = question
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[’‘`]/g, "'")
    .replace(/gh₵|ghs|₵|¢|\bcedis?\b/g, ' ')
    .replace(/\be[\s-]?levy\b/g, 'e-levy')
    .replace(/[^a-z0-9'&+/\-.,:\s]/g, ' ')
    .replace(/([a-z])[.,:]+(?=\s|$)/g, '$1')
    .replace(/[?!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text.split(' ').map((word) => SPELLING[word] ?? word);
  return words.map((word, i) => monthMisspelt(word, words[i - 1], words[i + 1]) ?? word).join(' ');
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export const STOP = new Set(
  "there their these those where which other others about would could should every again being after before under while expensive break down transfer transferred payment debit debits times time expenses expenditure costs cost payments transactions spendings bills charges a an the my me i i'm im did do does how much many what whats what's which who when where on in for to of this last next month months week weeks year today yesterday spend spent spending money total and or vs versus compare with than is was are were have has get got so far all time please can you tell show give about by per each from since between until till pay paid send sent on much more less most any".split(
    ' ',
  ),
);

// Words after "to", "pay"… that are not a payee.
export const NOT_A_PAYEE = new Set([
  ...STOP,
  'date',
  'it',
  'them',
  'him',
  'her',
  'people',
  'person',
  'someone',
  'others',
  'other',
  'recipients',
  'recipient',
  'friends',
  'family',
  'fees',
  'charges',
  'save',
  'saving',
  'spend',
  'budget',
  'that',
  'these',
  'those',
  'there',
  'make',
  'be',
  'momo',
  'mobile',
  'wallet',
  'wallets',
  'account',
  'afford',
  'reduce',
  'cut',
  'be',
  'now',
  'up',
  'charge',
  'fee',
  'out',
  'away',
  'back',
  'off',
  'over',
  'cash',
  'only',
  'just',
  'me',
  'us',
  'you',
  'levy',
  'e-levy',
  'tax',
]);

type CategoryMatch = { name: string; word: string; fuzzy: boolean };

const GENERIC_NAME_WORDS = new Set(['other', 'expenses', 'expense', 'other expenses']);

function findCategory(text: string, known: KnownCategory[]): CategoryMatch | null {
  // The user's own names ("Church Offering", "Rent", a default's words: "food", "dining") and the
  // words people use for the default categories ("chop", "trotro"), whole words; the longest
  // word found wins ("hospital bills" is Healthcare, not Bills & Utilities).
  const candidates: CategoryMatch[] = [];
  for (const category of known) {
    const name = category.name
      .toLowerCase()
      .replace(/[^a-z0-9& ]/g, ' ')
      .trim();
    // A default category's own name words, but not the generic ones ("Other Expenses" is not
    // named by "my expenses").
    const words = name
      .split(/\s*&\s*|\s+and\s+/)
      .filter((word) => word.length >= 3)
      .filter((word) => category.key === null || !GENERIC_NAME_WORDS.has(word));
    for (const word of [...words, ...(CATEGORY_WORDS[category.key ?? ''] ?? [])]) {
      if (!new RegExp(`\\b${escape(word)}\\b`).test(text)) continue;
      if (category.key !== null && isDefaultWordOnly(category.key, text)) continue;
      candidates.push({ name: category.name, word, fuzzy: false });
    }
  }
  const best = candidates.sort((a, b) => b.word.length - a.word.length)[0];
  if (best) return best;
  // Last, a misspelt name of one of theirs ("transprt", "helth"), fuzzy; not for words that ask
  // about money in ("credited" is not "credit").
  if (has(text, WORDS.received)) return null;
  const grams = ngrams(text).filter((gram) => gram.length >= 5);
  if (grams.length === 0 || known.length === 0) return null;
  const fuse = new Fuse(
    known.flatMap((c) => [
      { name: c.name, term: c.name.toLowerCase() },
      ...(CATEGORY_WORDS[c.key ?? ''] ?? [])
        .filter((word) => word.length >= 5 && !word.includes(' '))
        .map((term) => ({ name: c.name, term })),
    ]),
    { keys: ['term'], includeScore: true, threshold: 0.25, ignoreLocation: true },
  );
  // A misspelling is about as long as the word ("helthcare"), not a piece of a longer one
  // ("break" in "breakfast").
  const fuzzy = grams
    .flatMap((gram) =>
      fuse
        .search(gram)
        .filter((result) => gram.length >= result.item.term.length * 0.75)
        .map((result) => ({ ...result, gram })),
    )
    .sort((a, b) => (a.score ?? 1) - (b.score ?? 1))[0];
  return fuzzy ? { name: fuzzy.item.name, word: fuzzy.gram, fuzzy: true } : null;
}

// "data" inside "my data" (all my data) is not the Data & Airtime category.
function isDefaultWordOnly(key: string, text: string): boolean {
  return key === 'data' && /\b(all )?my data\b/.test(text) && !/\bdata (bundle|spend)/.test(text);
}

function ngrams(text: string): string[] {
  const words = text.split(' ').filter((word) => !STOP.has(word) && /^[a-z]/.test(word));
  const grams: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    grams.push(words[i]!);
    if (i + 1 < words.length) grams.push(`${words[i]} ${words[i + 1]}`);
  }
  return grams;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PHONE = /(?:\+?233|0)[\s-]?\d{2}[\s-]?\d{3}[\s-]?\d{4}\b|\b\d{10,12}\b/;

function findPayee(text: string, known: KnownPayee[], category: string | null): string | null {
  const phone = PHONE.exec(text);
  if (phone && recipientKeyOf(phone[0]) !== null) return phone[0].replace(/[\s-]/g, '');
  const index = payeeIndex(known);
  const someName = (words: string) => index.lower.some((name) => name.includes(words));
  const match = (words: string): string | null => {
    if (someName(words)) return words;
    const [best] = index
      .terms()
      .search(words)
      .sort((a, b) => (a.score ?? 1) - (b.score ?? 1));
    return best && (best.score ?? 1) <= 0.3 ? best.item.name : null;
  };
  const verb =
    /\b(?:to|for|from|pay|paid|paying|send|sent|sending|give|gave|giving|transfer|transferred|transfers|momo'?d|momo)\s+(?=((?:[a-z][a-z'.&-]*)(?:\s+[a-z0-9][a-z0-9'.&-]*){0,2}))/g;
  for (let m = verb.exec(text); m !== null; m = verb.exec(text)) {
    const words = m[1]!.split(' ');
    // A payee's name as the statement has it, even in common words ("Person 001", "Top Up Ltd").
    for (let n = words.length; n > 1; n -= 1) {
      const typed = words.slice(0, n).join(' ');
      if (someName(typed)) return typed;
    }
    const kept: string[] = [];
    for (const word of words) {
      // A short number can be part of a name ("Person 001"); dates are already blanked out.
      if (
        NOT_A_PAYEE.has(word) ||
        (/^\d/.test(word) && (kept.length === 0 || !/^\d{1,4}$/.test(word)))
      ) {
        break;
      }
      kept.push(word);
    }
    if (kept.length === 0) continue;
    const typed = kept.join(' ');
    if (category !== null && typed.split(' ').some((w) => category.toLowerCase().includes(w))) {
      continue;
    }
    if (Object.values(CATEGORY_WORDS).some((list) => list.includes(typed))) continue;
    // The longest run of the typed words that names a payee; else the words as typed.
    for (let n = kept.length; n > 0; n -= 1) {
      const found = match(kept.slice(0, n).join(' '));
      if (found) return found;
    }
    if (
      /^(?:to|from|send|sent|sending|give|gave|giving|transfer|transferred|momo|paid|pay)\b/.test(
        m[0],
      )
    ) {
      // A name the user has never paid, as typed ("Kwame Mensah"): the reply says who it could
      // not find.
      return kept.join(' ');
    }
  }
  // A payee's name on its own ("kofi this month"), not a word that only names a kind of payee
  // ("which person").
  for (const gram of ngrams(text)) {
    if (gram.length < 3 || gram.split(' ').some((word) => NOT_A_PAYEE.has(word))) continue;
    if (!someName(gram)) continue;
    const word = new RegExp(`\\b${escape(gram)}\\b`);
    if (index.lower.some((name) => word.test(name))) return gram;
  }
  return null;
}

const WORDS = {
  help: /^(hi|hello|hey|help|menu|start|good (morning|afternoon|evening))$|\bwhat (can|do) (you|u) (do|answer|know)\b|\bwhat can i ask\b|\bhow (do|can) you help\b|\bwho are you\b|\bhelp me\b$/,
  saving:
    /\b(save|saving|savings|cut (down|back)|spend less|reduce( my)? (spending|expenses)|advice|tips?|budget better|manage my money|stop overspending|overspend(ing)?)\b/,
  forecast:
    /\b(forecast|predict(ion)?|projected|projection|on track|by (the )?end of (the )?month|end of (the )?month|month end|will i (spend|have spent|end up)|expected (to )?spend|(likely|going|expect) to spend|by month end)\b/,
  recurring:
    /\b(recurring|subscriptions?|regular (payments?|bills?)|repeat(ing|ed)?|standing orders?|mandates?|direct debits?|every (week|month)|pay (each|every) month|monthly payments?|fixed payments?)\b/,
  budget: /\bbudgets?\b|\bover ?spent\b|\bleft to spend\b/,
  fees: /\b(fees?|charges?|charged|e-levy|levy|tax(es)?|commission|deductions?)\b/,
  compare:
    /\b(vs|versus|compare[ds]?|comparison|comparing|difference between)\b|\bthan\b|\bcompared (to|with)\b/,
  biggest:
    /\b(biggest|largest|highest|most expensive|top|big|largest|major|huge|expensive)\b|\bmost\b/,
  category:
    /\bcategor(y|ies)\b|\bwhere (does|did|do) (most of )?my money go\b|\bwhat do i spend (the )?most on\b|\bon what\b/,
  who: /\bwho\b|\b(recipients?|people|persons?|contacts?|payees?)\b/,
  often: /\b(often|frequent(ly)?|most times|how many times|regularly)\b/,
  transaction: /\b(transactions?|payments?|expenses?|purchases?|spends?|debits?)\b/,
  received:
    /\b(receive|received|receiving|income|earn(ed|ings?)?|got paid|money in|came in|come in|credited|credits|deposits?|inflows?|salary|incoming)\b/,
  inbound: /\b(received|receive|income|came in|money in|credited|incoming|deposits?)\b/,
  wallet:
    /\b(wallets?|accounts?|numbers?)\b.*\b(each|per|by|which|split|all)\b|\b(each|per|by|which|split|all)\b.*\b(wallets?|accounts?)\b/,
  type: /\b(by|per|each) (transaction )?types?\b|\btransaction types?\b|\bkinds? of transactions?\b/,
  month:
    /\bwhich month\b|\bmonth by month\b|\b(by|per|each) month\b|\bmonthly (spending|breakdown|totals?)\b|\bmost expensive month\b|\bwhat month\b/,
  balance:
    /\bbalance\b|\b(money|cash) (do i have )?left\b|\bhow much (money )?do i have\b|\bhave left\b/,
  // Money coming from a person: "received from Kwame", "Abena sent me".
  fromPerson:
    /\b(receive[ds]?|got|get)\b.*\bfrom\b|\b(sent|send|gave|give|paid|pay|transferred|momo'?d)\s+me\b|\bmoney from\b|\bfrom\s+[a-z]+\b.*\b(receive|came)/,
  spent:
    /\b(spend|spent|spending|expenses?|expenditure|outgoing|money out|paid out|pay out|use[ds]?|cost|costs|go(ne)? out|went out|chop(ped)?|blow|blew|waste[ds]?)\b/,
  overview:
    /\b(summary|summarise|summarize|overview|breakdown|how am i doing|my money|statement)\b/,
};

/** What a question asks and the function calls that answer it. */
/**
 * What a question asks and the function calls that answer it. A question about transactions is
 * read into a query frame (read-frame.ts); in a conversation (`state`: the last frame and the
 * person it put forward) a follow-up changes only the slots it names.
 */
export function understand(
  question: string,
  context: UnderstandContext,
  state: ConversationState | null = null,
): Understanding {
  let text = normalise(question);
  const raw = text;
  // Amounts ("more than 300 cedis"), phone numbers and the names of people the user has paid
  // come out first: their digits are no dates.
  const amounts = findAmounts(text);
  text = amounts.text;
  const phone = findPhone(text);
  text = phone.text;
  const known = phone.number === null ? findKnownName(text, context.payees) : { name: null, text };
  text = known.text;
  let found = findPeriods(text, context.today, context.span);
  const sums = (f: FoundPeriod) => /^(?:in total|altogether)$/.test(f.text.trim());
  // A follow-up leans on the conversation's last frame; a short one names no period of its own
  // nor anyone or anything ("how many times?", "what was the biggest one?").
  const namesOwn =
    phone.number !== null ||
    known.name !== null ||
    found.some((f) => !sums(f)) ||
    typesIn(text) !== null ||
    findCategory(text, context.categories) !== null;
  const follow = state !== null && isFollowUp(raw, namesOwn);
  // In a follow-up, "in total" sums what is already in question; it names no period.
  if (follow) found = found.filter((f) => !sums(f));
  const periods = found.map((f) => f.period);
  const withoutDates = blank(text, found);
  let match = findCategory(withoutDates, context.categories);
  let payee =
    phone.number ?? known.name ?? findPayee(withoutDates, context.payees, match?.name ?? null);
  if (payee !== null && match !== null && (phone.number !== null || known.name !== null)) {
    match = null; // a phone number or a payee's whole name says who, whatever else the words say
  } else if (payee !== null && match !== null && match.fuzzy) {
    match = null; // a payee named after "send to" beats a category guessed from a misspelling
  } else if (payee !== null && match !== null) {
    // "pay ECG": a payee the user has paid, named right after the verb, is who they mean.
    const after = new RegExp(
      `\\b(?:pay|paid|send|sent|give|gave|to|momo)\\s+${escape(payee.toLowerCase())}`,
    );
    const lowerPayee = payee.toLowerCase();
    const known = payeeIndex(context.payees).lower.some((name) => name.includes(lowerPayee));
    if (known && after.test(withoutDates) && payee.toLowerCase().includes(match.word)) match = null;
    else payee = null;
  }
  // A statement type named in the words of a default category ("cash out") is the type.
  if (match !== null && typesIn(withoutDates) !== null) {
    const key = context.categories.find((c) => c.name === match!.name)?.key;
    if (key === 'cash' || key === 'transfer') match = null;
  }
  const category = match?.name ?? null;

  const legacy = otherIntent(withoutDates, text, periods.length);
  if (legacy !== null && !(follow && legacy === 'help')) {
    return {
      intent: legacy,
      calls: plan(legacy, { periods, today: context.today }),
      periods,
      category,
      payee,
      frame: null,
      followUp: false,
      assumed: [],
    };
  }

  // "compare" with a period (the one before it is the default), two periods with "than" or
  // "vs", or "more than last month" (this month against the one named).
  const compare = isComparison(withoutDates, text, periods.length);
  const only = found.length === 1 ? found[0]! : null;
  const against =
    compare && only !== null && /\b(than|to|with|vs|versus)\s*$/.test(text.slice(0, only.index));
  const [first, second] = against ? [{ key: 'this-month' } as PeriodArg, only.period] : periods;
  const subject: Subject | null =
    phone.number !== null
      ? { kind: 'number', number: phone.number }
      : payee !== null
        ? recipientKeyOf(payee) !== null
          ? { kind: 'number', number: payee }
          : { kind: 'person', name: payee }
        : category !== null
          ? { kind: 'category', name: category }
          : null;
  const fromPerson =
    payee !== null &&
    (has(withoutDates, WORDS.fromPerson) ||
      new RegExp(`\\bfrom\\s+${escape(payee.toLowerCase())}`).test(withoutDates));
  const reading = readSlots(withoutDates, {
    subject,
    periods,
    comparison: compare ? (second ?? 'previous') : null,
    above: amounts.above,
    below: amounts.below,
    fromPerson,
  });
  if (compare && first === undefined) reading.comparison = undefined;
  // The period named: none (undefined), everything (null: "overall", "ever"), or a period.
  const periodNamed: PeriodArg | null | undefined =
    first === undefined ? undefined : isAll(first) ? null : first;

  let frame: Frame;
  if (follow && state !== null) {
    const shifted =
      periodNamed !== undefined && periodNamed !== null && found[0] !== undefined
        ? inYearOf(periodNamed, found[0].text, state.frame.period)
        : periodNamed === undefined
          ? wholeYearOf(withoutDates, state.frame.period)
          : periodNamed;
    frame = followUp(state, reading, shifted);
  } else {
    if (!namesAnything(reading, withoutDates, periods.length)) {
      return {
        intent: 'unknown',
        calls: [],
        periods,
        category,
        payee,
        frame: null,
        followUp: false,
        assumed: [],
      };
    }
    frame = newFrame(reading, periodNamed ?? null);
  }
  const checked = checkFrame(frame);
  return {
    intent: intentOf(checked.frame),
    calls: callsFor(checked.frame),
    periods,
    category,
    payee,
    frame: checked.frame,
    followUp: follow,
    assumed: checked.assumed,
  };
}

const isAll = (period: PeriodArg) => 'key' in period && period.key === 'all';

// A month named without its year in a follow-up ("and in August?") is in the year of the period
// before it, when that had one.
function inYearOf(period: PeriodArg, text: string, before: PeriodArg | null): PeriodArg {
  if (!('from' in period) || before === null || !('from' in before)) return period;
  if (/\b(?:19|20)\d\d\b/.test(text) || !MONTH_NAME.test(text)) return period;
  const shift = Number(before.from.slice(0, 4)) - Number(period.from.slice(0, 4));
  if (shift === 0) return period;
  const move = (day: string) => `${Number(day.slice(0, 4)) + shift}${day.slice(4)}`;
  return { from: move(period.from), to: move(period.to) };
}

// "and the whole year?" after a month: that month's year.
function wholeYearOf(text: string, before: PeriodArg | null): PeriodArg | undefined {
  if (before === null || !('from' in before)) return undefined;
  if (!/\b(?:the )?(?:whole|full|entire) year\b|\bthat year\b|\bfor the year\b/.test(text)) {
    return undefined;
  }
  const year = Number(before.from.slice(0, 4));
  return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

const MONTH_NAME =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/;

// The intents that are no query of transactions: what it can do, saving advice, the forecast,
// recurring payments, budgets, the balance.
function otherIntent(text: string, full: string, periods: number): Intent | null {
  if (text === '' && periods > 0) return null;
  if (text === '' || has(text, WORDS.help)) return 'help';
  if (has(text, WORDS.saving)) return 'saving_advice';
  if (has(text, WORDS.forecast)) return 'forecast';
  if (has(text, WORDS.recurring)) return 'recurring';
  if (has(text, WORDS.budget)) return 'budgets';
  if (has(text, WORDS.balance) && !has(full, /\bhow many\b/)) return 'balance';
  return null;
}

function isComparison(text: string, full: string, periods: number): boolean {
  const compareWord = /\b(vs|versus|compare[ds]?|comparison|comparing|difference between)\b/;
  if (has(text, compareWord) && periods >= 1) return true;
  if (
    has(text, WORDS.compare) &&
    (periods >= 2 || /\b(than|compared?|vs|versus)\b.*\b(last|previous|before)\b/.test(full))
  ) {
    return true;
  }
  return periods >= 2 && /\b(more|less|or)\b/.test(full);
}

// The intent a frame answers, in the words the question bank and the logs use.
function intentOf(frame: Frame): Intent {
  if (frame.comparison !== null) return 'compare';
  switch (frame.grouping) {
    case 'category':
      return 'top_category';
    case 'month':
      return 'by_month';
    case 'wallet':
      return 'by_wallet';
    case 'type':
      return 'by_type';
    case 'person':
      return 'top_recipients';
    case 'none':
      break;
  }
  if (frame.subject.kind === 'category' && frame.measure === 'amount') return 'by_category';
  if (
    (frame.subject.kind === 'person' || frame.subject.kind === 'number') &&
    (frame.measure === 'amount' || frame.measure === 'count')
  ) {
    return 'by_recipient';
  }
  if (frame.measure === 'largest') return 'biggest';
  if (frame.measure !== 'amount') return frame.measure;
  if (frame.value !== 'money') return 'fees';
  if (frame.subject.kind === 'category') return 'by_category';
  return frame.direction === 'sent'
    ? 'spent'
    : frame.direction === 'received'
      ? 'received'
      : 'summary';
}

function blank(text: string, found: FoundPeriod[]): string {
  let out = text;
  for (const f of found) {
    const at = out.indexOf(f.text);
    if (at >= 0) out = out.slice(0, at) + ' '.repeat(f.text.length) + out.slice(at + f.text.length);
  }
  return out.replace(/\s+/g, ' ').trim();
}

const LATEST: PeriodArg = { key: 'latest' };

// The calls for the intents that are no query of transactions. Saving advice looks at the latest
// month with data unless a period is named.
function plan(intent: Intent, found: { periods: PeriodArg[]; today: string }): FunctionCall[] {
  const period = found.periods[0] ?? LATEST;
  const call = (name: string, args: unknown) => checkedCall(name, args);
  switch (intent) {
    case 'balance':
      return [call('get_balance', {})];
    case 'budgets': {
      const p = found.periods[0];
      const month = !p
        ? undefined
        : 'from' in p
          ? p.from.endsWith('-01')
            ? p.from.slice(0, 7)
            : undefined
          : p.key === 'this-month'
            ? found.today.slice(0, 7)
            : p.key === 'last-month'
              ? monthBefore(found.today.slice(0, 7))
              : undefined;
      return [call('get_budgets', month ? { month } : {})];
    }
    case 'forecast':
      return [call('get_forecast', {})];
    case 'recurring':
      return [call('get_recurring_payments', {})];
    case 'saving_advice':
      return [
        call('get_spending_by_category', { period }),
        call('get_fees', { period }),
        call('get_recurring_payments', {}),
      ];
    // A question about transactions is planned by its frame (callsFor).
    case 'spent':
    case 'received':
    case 'summary':
    case 'by_category':
    case 'top_category':
    case 'by_recipient':
    case 'top_recipients':
    case 'compare':
    case 'biggest':
    case 'fees':
    case 'by_wallet':
    case 'by_type':
    case 'by_month':
    case 'count':
    case 'average':
    case 'smallest':
    case 'list':
    case 'help':
    case 'unknown':
      return [];
  }
}

function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
