// Scores one assistant reply against what the held-out bank expects of it. Loose on wording,
// strict on figures: every expected amount, count, name and period word must be in the reply.

// One name, or any one of several (a number the statement printed under more than one name).
export type NameMatch = string | { anyOf: readonly string[] };

export type Expect = {
  // Money as the API writes it ("1234.56", no sign): each must appear, as often as listed.
  figures?: readonly string[];
  // A whole number that must appear ("110 transactions").
  count?: number;
  names?: readonly NameMatch[];
  // The reply must say there is nothing: no data for the period, no such person.
  none?: boolean;
  // Month names and years the reply must name ("July", "2024").
  period?: readonly string[];
};

export type Score = { right: boolean; reason: string };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_WORD = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const CURRENCY = String.raw`(?:GH₵|GH¢|₵|¢|GHS|GH\s?C)`;
// A number as a reply may write it: "1,234.56", "1234.5", "1 234.56" is not one (two numbers).
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const MONEY = new RegExp(
  String.raw`(${CURRENCY})?\s*[-−+]?\s*(${CURRENCY})?\s*(${NUMBER})(\s*(?:cedis?|GHS)\b)?`,
  'giu',
);
const NONE = new RegExp(
  [
    String.raw`\bno (?:\w+ ){0,3}(?:transactions?|data|records?|payments?|money|spending|income|statements?|activity|rows?|matches|one|match|results?)\b`,
    String.raw`\bnothing\b`,
    String.raw`\bnone\b`,
    String.raw`\b(?:could ?n[o'’]t|can ?n[o'’]t|did ?n[o'’]t|do ?n[o'’]t|does ?n[o'’]t|did not|do not|does not|could not|cannot) (?:\w+ ){0,2}(?:find|see|have|cover|show|appear)`,
    String.raw`(?:\bnot|n['’]t) (?:in|covered|found|appear|included)\b`,
    String.raw`\boutside\b`,
    String.raw`\bonly cover`,
  ].join('|'),
  'iu',
);
const NOT_UNDERSTOOD =
  /\b(?:did ?n[o'’]t|do ?n[o'’]t|did not|do not|could ?n[o'’]t|could not) understand|\bnot sure what you mean/iu;
const COUNT_WORDS: Record<string, number> = {
  once: 1,
  twice: 2,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
// "once", "twice", or a number word before what was counted ("one payment", not "no one").
const COUNT_WORD =
  /\b(?:(once|twice)|(one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:transactions?|payments?|times|transfers?|cash[- ]?outs?|debits?|withdrawals?|deposits?|receipts?))\b/giu;

// "₵1,234.56", "GHS 1234.56", "1,234.56", "1234.56 cedis" → 123456 pesewas. A whole or one-decimal
// number counts as money only with a currency mark beside it ("₵1,550", "20 cedis").
export function moneyIn(reply: string): bigint[] {
  const found: bigint[] = [];
  for (const m of reply.matchAll(MONEY)) {
    const [, before, between, number, after] = m;
    if (/^\s*%/.test(reply.slice(m.index + m[0].length))) continue;
    const marked = Boolean(before ?? between ?? after);
    const plain = number!.replace(/,/g, '');
    const [whole, fraction = ''] = plain.split('.');
    if (fraction.length > 2) continue;
    if (fraction.length !== 2 && !marked) continue;
    found.push(BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0')));
  }
  return found;
}

// The whole numbers a reply states as counts: not money, not part of a date, a time, a range of
// days, a phone number or a redacted name ("PERSON 019"). "110 transactions", "24 times", "once".
export function countsIn(reply: string): number[] {
  const counts: number[] = [];
  const dayAfter = new RegExp(
    String.raw`^(?:st|nd|rd|th)?\s*(?:[-–]\s*\d{1,2}\s*)?${MONTH_WORD}\b`,
    'iu',
  );
  const monthBefore = new RegExp(String.raw`\b${MONTH_WORD}\.?\s*$`, 'iu');
  const currencyBefore = new RegExp(String.raw`${CURRENCY}\s*[-−]?\s*$`, 'iu');
  for (const m of reply.matchAll(/\d{1,3}(?:,\d{3})+|\d+/g)) {
    const before = reply.slice(Math.max(0, m.index - 12), m.index);
    const after = reply.slice(m.index + m[0].length, m.index + m[0].length + 16);
    const skip =
      /[\d.,:/+]$|\d[-–]$/.test(before) ||
      /^(?:[.,:/]\d|[-–]\d{2}\b|\s*%)/.test(after) ||
      m[0].length >= 9 ||
      /^0\d/.test(m[0]) ||
      /person\s*$/iu.test(before) ||
      currencyBefore.test(before) ||
      /^\s*(?:cedis?|GHS)\b/iu.test(after) ||
      dayAfter.test(after) ||
      monthBefore.test(before);
    if (!skip) counts.push(Number(m[0].replace(/,/g, '')));
  }
  for (const m of reply.matchAll(COUNT_WORD)) {
    counts.push(COUNT_WORDS[(m[1] ?? m[2]!).toLowerCase()]!);
  }
  return counts;
}

function pesewasOf(figure: string): bigint {
  const m = /^(\d+)\.(\d{2})$/.exec(figure);
  if (!m) throw new Error(`expected money as the API writes it: ${figure}`);
  return BigInt(m[1]!) * 100n + BigInt(m[2]!);
}

function hasName(reply: string, name: string): boolean {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`, 'iu').test(reply);
}

function hasPeriodWord(reply: string, word: string): boolean {
  if (/^\d{4}$/.test(word)) return new RegExp(`(?<!\\d)${word}(?!\\d)`).test(reply);
  const index = MONTHS.indexOf(word.toLowerCase());
  if (index < 0) throw new Error(`not a month or a year: ${word}`);
  const month = MONTHS[index]!;
  const short = month === 'september' ? 'sept?' : month.slice(0, 3);
  const iso = String(index + 1).padStart(2, '0');
  return new RegExp(`\\b(?:${month}|${short}\\.?)\\b|\\b\\d{4}-${iso}\\b`, 'iu').test(reply);
}

const nameText = (name: NameMatch) =>
  typeof name === 'string' ? name : `one of ${name.anyOf.join(' / ')}`;

// Right when the reply carries everything the expectation asks for.
export function score(reply: string, expect: Expect): Score {
  const misses: string[] = [];
  if (!expect.none && NOT_UNDERSTOOD.test(reply)) misses.push('the reply did not understand');
  if (expect.none && !NONE.test(reply)) misses.push('the reply does not say nothing was found');
  const money = moneyIn(reply);
  for (const figure of expect.figures ?? []) {
    const at = money.indexOf(pesewasOf(figure));
    if (at < 0) misses.push(`₵${figure} is missing`);
    else money.splice(at, 1);
  }
  if (expect.count !== undefined && !countsIn(reply).includes(expect.count)) {
    misses.push(`the count ${expect.count} is missing`);
  }
  for (const name of expect.names ?? []) {
    const options = typeof name === 'string' ? [name] : name.anyOf;
    if (!options.some((option) => hasName(reply, option))) {
      misses.push(`${nameText(name)} is not named`);
    }
  }
  for (const word of expect.period ?? []) {
    if (!hasPeriodWord(reply, word)) misses.push(`the period word ${word} is missing`);
  }
  return misses.length === 0
    ? { right: true, reason: 'every expected figure, count, name and period is there' }
    : { right: false, reason: misses.join('; ') };
}

// "47 of 50 right (94.0%)", for a run to print; a conversation counts per turn and as a whole.
export function tally(scores: readonly Score[]): { right: number; total: number; text: string } {
  const right = scores.filter((s) => s.right).length;
  const percent = scores.length === 0 ? '0.0' : ((right * 100) / scores.length).toFixed(1);
  return { right, total: scores.length, text: `${right} of ${scores.length} right (${percent}%)` };
}
