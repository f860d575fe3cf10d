import Fuse from 'fuse.js';
import { recipientKeyOf } from '../../insights';
import type { Span } from '../functions/assistant-functions';
import { checkedCall, type FunctionCall, type PeriodArg } from '../functions/registry';
import { findPeriods, type FoundPeriod } from './dates';
import { CATEGORY_WORDS, SPELLING } from './lexicon';

// The deterministic assistant's reading of a question (docs/assistant.md): normalise → dates →
// entities (the user's own categories and payees, fuzzy matched) → intent → the function calls
// that answer it. Pure: the same question, day and data always give the same plan.

type KnownCategory = { name: string; key: string | null };
export type KnownPayee = { name: string; number: string | null };
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
  | 'help'
  | 'unknown';

export type Understanding = {
  intent: Intent;
  calls: FunctionCall[];
  // The period the question named (before defaults), for the reply's wording.
  periods: PeriodArg[];
  category: string | null;
  payee: string | null;
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
  return text
    .split(' ')
    .map((word) => SPELLING[word] ?? word)
    .join(' ');
}

const has = (text: string, pattern: RegExp) => pattern.test(text);

export const STOP = new Set(
  "times time expenses expenditure costs cost payments transactions spendings bills charges a an the my me i i'm im did do does how much many what whats what's which who when where on in for to of this last next month months week weeks year today yesterday spend spent spending money total and or vs versus compare with than is was are were have has get got so far all time please can you tell show give about by per each from since between until till pay paid send sent on much more less most any".split(
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
]);

type CategoryMatch = { name: string; word: string; fuzzy: boolean };

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
    const words = name.split(/\s*&\s*|\s+and\s+/).filter((word) => word.length >= 3);
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
  const fuzzy = grams
    .flatMap((gram) => fuse.search(gram).map((result) => ({ ...result, gram })))
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
  const fuse = new Fuse(
    known.flatMap((payee) => {
      const lower = payee.name.toLowerCase();
      return [lower, ...lower.split(/\s+/).filter((word) => word.length >= 3)].map((term) => ({
        name: payee.name,
        term,
      }));
    }),
    { keys: ['term'], includeScore: true, threshold: 0.3, ignoreLocation: true },
  );
  const match = (words: string): string | null => {
    const exact = known.filter((payee) => payee.name.toLowerCase().includes(words));
    if (exact.length > 0) return words;
    const [best] = fuse.search(words).sort((a, b) => (a.score ?? 1) - (b.score ?? 1));
    return best && (best.score ?? 1) <= 0.3 ? best.item.name : null;
  };
  const verb =
    /\b(?:to|for|from|pay|paid|paying|send|sent|sending|give|gave|giving|transfer|transferred|transfers|momo'?d|momo)\s+(?=((?:[a-z][a-z'.&-]*)(?:\s+[a-z0-9][a-z0-9'.&-]*){0,2}))/g;
  for (let m = verb.exec(text); m !== null; m = verb.exec(text)) {
    const words = m[1]!.split(' ');
    // A payee's name as the statement has it, even in common words ("Person 001", "Top Up Ltd").
    for (let n = words.length; n > 1; n -= 1) {
      const typed = words.slice(0, n).join(' ');
      if (known.some((payee) => payee.name.toLowerCase().includes(typed))) return typed;
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
      return kept[0]!;
    }
  }
  // A payee's name on its own ("kofi this month").
  for (const gram of ngrams(text)) {
    if (gram.length < 3) continue;
    const exact = known.find((payee) =>
      new RegExp(`\\b${escape(gram)}\\b`).test(payee.name.toLowerCase()),
    );
    if (exact) return gram;
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
export function understand(question: string, context: UnderstandContext): Understanding {
  const text = normalise(question);
  const found = findPeriods(text, context.today, context.span);
  const periods = found.map((f) => f.period);
  const withoutDates = blank(text, found);
  let match = findCategory(withoutDates, context.categories);
  let payee = findPayee(withoutDates, context.payees, match?.name ?? null);
  if (payee !== null && match !== null && recipientKeyOf(payee) !== null) {
    match = null; // a phone number says who, whatever else the words say
  } else if (payee !== null && match !== null && match.fuzzy) {
    match = null; // a payee named after "send to" beats a category guessed from a misspelling
  } else if (payee !== null && match !== null) {
    // "pay ECG": a payee the user has paid, named right after the verb, is who they mean.
    const named = new RegExp(
      `\\b(?:pay|paid|send|sent|give|gave|to|momo)\\s+${escape(payee.toLowerCase())}`,
    );
    const known = context.payees.some((p) => p.name.toLowerCase().includes(payee!.toLowerCase()));
    if (known && named.test(withoutDates) && payee.toLowerCase().includes(match.word)) match = null;
    else payee = null;
  }
  const category = match?.name ?? null;
  const intent = classify(withoutDates, text, { category, payee, periods });
  // "more than last month": the one period named is what this month is compared with.
  const only = found.length === 1 ? found[0]! : null;
  const against =
    intent === 'compare' &&
    only !== null &&
    /\b(than|to|with|vs|versus)\s*$/.test(text.slice(0, only.index));
  return {
    intent,
    calls: plan(intent, {
      periods: against ? [{ key: 'this-month' }, only.period] : periods,
      category,
      payee,
      incoming: has(withoutDates, WORDS.fromPerson),
      today: context.today,
    }),
    periods,
    category,
    payee,
  };
}

function blank(text: string, found: FoundPeriod[]): string {
  let out = text;
  for (const f of found) {
    const at = out.indexOf(f.text);
    if (at >= 0) out = out.slice(0, at) + ' '.repeat(f.text.length) + out.slice(at + f.text.length);
  }
  return out.replace(/\s+/g, ' ').trim();
}

function classify(
  text: string,
  full: string,
  found: { category: string | null; payee: string | null; periods: PeriodArg[] },
): Intent {
  if (text === '' && found.periods.length > 0) return 'summary';
  if (text === '' || has(text, WORDS.help)) return 'help';
  if (has(text, WORDS.saving)) return 'saving_advice';
  if (has(text, WORDS.forecast)) return 'forecast';
  if (has(text, WORDS.recurring)) return 'recurring';
  if (has(text, WORDS.budget)) return 'budgets';
  if (has(text, WORDS.balance)) return 'balance';
  const schoolFees = /\bschool fees\b/.test(text);
  if (has(text, WORDS.fees) && !schoolFees) return 'fees';
  // "compare" with a period (the one before it is the default), two periods with "than" or "vs",
  // or "more than last month".
  const compareWord = /\b(vs|versus|compare[ds]?|comparison|comparing|difference between)\b/;
  if (
    (has(text, compareWord) && found.periods.length >= 1) ||
    (has(text, WORDS.compare) &&
      (found.periods.length >= 2 ||
        /\b(than|compared?|vs|versus)\b.*\b(last|previous|before)\b/.test(full)))
  ) {
    return 'compare';
  }
  if (found.periods.length >= 2 && /\b(more|less|or)\b/.test(full)) return 'compare';
  if (has(text, WORDS.type)) return 'by_type';
  if (has(text, WORDS.month) && found.payee === null && found.category === null) return 'by_month';
  if (has(text, WORDS.wallet)) return 'by_wallet';
  if (has(text, WORDS.biggest) || has(text, WORDS.category)) {
    if (has(text, WORDS.category) && found.category === null) return 'top_category';
    if (has(text, WORDS.who) && found.payee === null) return 'top_recipients';
    if (has(text, WORDS.transaction) && !has(text, WORDS.category)) return 'biggest';
    if (/\bmost\b/.test(text) && has(text, WORDS.who)) return 'top_recipients';
    if (has(text, WORDS.biggest) && found.category === null && found.payee === null) {
      return has(text, WORDS.who)
        ? 'top_recipients'
        : has(text, /\bmost\b/)
          ? 'top_category'
          : 'biggest';
    }
  }
  if (
    has(text, WORDS.who) &&
    found.payee === null &&
    has(text, /\b(send|sent|pay|paid|give|gave|transfer)/)
  ) {
    return 'top_recipients';
  }
  if (found.payee !== null) return 'by_recipient';
  if (found.category !== null) return 'by_category';
  if (has(text, WORDS.received)) return 'received';
  if (has(text, WORDS.spent)) return 'spent';
  if (has(text, WORDS.overview) || found.periods.length > 0) return 'summary';
  return 'unknown';
}

const LATEST: PeriodArg = { key: 'latest' };
const ALL: PeriodArg = { key: 'all' };

// Periods are whole days in Ghana time; a question without one is about the latest month with
// data (or, for people and recurring things, everything the user may see).
function plan(
  intent: Intent,
  found: {
    periods: PeriodArg[];
    category: string | null;
    payee: string | null;
    incoming: boolean;
    today: string;
  },
): FunctionCall[] {
  const period = found.periods[0] ?? LATEST;
  const call = (name: string, args: unknown) => checkedCall(name, args);
  switch (intent) {
    case 'spent':
    case 'received':
    case 'summary':
      return [call('get_totals', { period })];
    case 'by_category':
      return [call('get_spending_by_category', { period, category: found.category })];
    case 'top_category':
      return [call('get_spending_by_category', { period })];
    case 'by_recipient':
      return [
        call('get_payee_spending', {
          period: found.periods[0] ?? ALL,
          payee: found.payee,
          direction: found.incoming ? 'in' : 'out',
        }),
      ];
    case 'by_month':
      return [call('get_spending_by_month', { period: found.periods[0] ?? ALL })];
    case 'balance':
      return [call('get_balance', {})];
    case 'top_recipients':
      return [
        call('get_top_recipients', { period: found.periods[0] ?? ALL, sort: 'spent', limit: 5 }),
      ];
    case 'compare': {
      // One period named: it is compared with the one just before it (the function's default).
      const [first = { key: 'this-month' }, second] = found.periods;
      return [
        call('compare_periods', {
          first,
          ...(second ? { second } : {}),
          ...(found.category ? { category: found.category } : {}),
        }),
      ];
    }
    case 'biggest':
      return [call('get_largest_transactions', { period, direction: 'out', limit: 5 })];
    case 'fees':
      return [call('get_fees', { period })];
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
    case 'by_wallet':
      return [call('get_spending_by_wallet', { period })];
    case 'by_type':
      return [call('get_spending_by_type', { period })];
    case 'help':
    case 'unknown':
      return [];
  }
}

function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
