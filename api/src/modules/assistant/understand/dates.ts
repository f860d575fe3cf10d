import * as chrono from 'chrono-node';
import { addDays } from '../../insights';
import type { PeriodArg } from '../functions/registry';
import type { Span } from '../functions/assistant-functions';
import { UNITS } from '../model/number-words';

// Dates in the ways people ask ("this month", "last week", "in March", "since January",
// "yesterday", "between 1 and 15 May"), as periods of whole days in Ghana time (UTC). Calendar
// words come from our own table (chrono's "last week" is one instant seven days back, not a
// week); everything else goes to chrono-node's day-first English parser. Only the components it
// read are used, never a Date in the server's zone.

export type FoundPeriod = { period: PeriodArg; index: number; text: string };

// "last three months": the number words up to twelve, and a few vaguer ones.
const NUMBER_WORDS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(UNITS).filter(([, n]) => n >= 1 && n <= 12)),
  couple: 2,
  few: 3,
  several: 3,
};

const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = (year: number, month: number) => {
  const index = year * 12 + month - 1; // month 1-based → index
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
};
const monthRange = (year: number, month: number): PeriodArg => ({
  from: firstOfMonth(year, month),
  to: firstOfMonth(year, month + 1),
});
// `count` calendar months from `month` (1-based) of `year`.
const monthRangeOf = (year: number, month: number, count: number): PeriodArg => ({
  from: firstOfMonth(year, month),
  to: firstOfMonth(year, month + count),
});
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

// null: the words matched but name no period ("the last blue months").
type Rule = {
  pattern: RegExp;
  period: (match: RegExpExecArray, today: string) => PeriodArg | null;
};

// "3", "three", "a few" → 3; anything else, or outside 1–120, is not a count.
function count(word: string): number | null {
  const bare = word.replace(/^a /, '');
  const n = NUMBER_WORDS[bare] ?? Number(bare);
  return Number.isInteger(n) && n >= 1 && n <= 120 ? n : null;
}

// Calendar words, longest first. Weeks start on Sunday (as the dashboard's).
const RULES: Rule[] = [
  {
    pattern:
      /\b(?:in |over |for |during )?the (?:last|past) (\d{1,3}|(?:a )?[a-z]+)(?: of)? months?\b|\b(?:last|past) (\d{1,3}|(?:a )?[a-z]+)(?: of)? months?\b/,
    period: (m, today) => {
      const n = count(m[1] ?? m[2]!);
      const [y, mo] = parts(today);
      if (n === null) return null;
      if (n === 3) return { key: 'last-3-months' };
      return { from: firstOfMonth(y, mo - n + 1), to: firstOfMonth(y, mo + 1) };
    },
  },
  {
    pattern: /\b(?:the )?(?:last|past) (\d{1,3}|(?:a )?[a-z]+)(?: of)? days?\b/,
    period: (m, today) => {
      const n = count(m[1]!);
      return n === null ? null : { from: addDays(today, 1 - n), to: addDays(today, 1) };
    },
  },
  {
    pattern: /\b(?:the )?(?:last|past) (\d{1,2}|(?:a )?[a-z]+)(?: of)? weeks?\b/,
    period: (m, today) => {
      const n = count(m[1]!);
      return n === null ? null : { from: addDays(today, 1 - 7 * n), to: addDays(today, 1) };
    },
  },
  {
    // Halves and quarters of a year: "the first half of 2024", "Q2 2024", "the third quarter".
    pattern:
      /\b(?:in |for |during )?(?:the )?(?:(first|1st|second|2nd) half|(?:q([1-4]))|(first|1st|second|2nd|third|3rd|fourth|4th|last) quarter)(?: of)?(?: (?:the )?(?:year )?((?:19|20)\d\d))?\b/,
    period: (m, today) => {
      const year = m[4] ? Number(m[4]) : parts(today)[0];
      const ordinal = (word: string) =>
        ({
          first: 1,
          '1st': 1,
          second: 2,
          '2nd': 2,
          third: 3,
          '3rd': 3,
          fourth: 4,
          '4th': 4,
          last: 4,
        })[word] ?? 1;
      if (m[1]) {
        const half = ordinal(m[1]);
        return monthRangeOf(year, half === 1 ? 1 : 7, 6);
      }
      const quarter = m[2] ? Number(m[2]) : ordinal(m[3]!);
      return monthRangeOf(year, (quarter - 1) * 3 + 1, 3);
    },
  },
  {
    pattern: /\b(?:this|current|dis) month'?s?\b|\bmonth to date\b|\bso far this month\b/,
    period: () => ({ key: 'this-month' }),
  },
  {
    pattern: /\b(?:last|previous|past) month'?s?\b/,
    period: () => ({ key: 'last-month' }),
  },
  {
    pattern: /\b(?:this|current) year'?s?\b|\byear to date\b/,
    period: () => ({ key: 'this-year' }),
  },
  {
    pattern: /\b(?:last|previous|past) year'?s?\b/,
    period: (_m, today) => {
      const [y] = parts(today);
      return { from: `${y - 1}-01-01`, to: `${y}-01-01` };
    },
  },
  {
    pattern: /\b(?:this|current) week'?s?\b/,
    period: (_m, today) => {
      const start = addDays(today, -weekday(today));
      return { from: start, to: addDays(start, 7) };
    },
  },
  {
    pattern: /\b(?:last|previous|past) week'?s?\b/,
    period: (_m, today) => {
      const start = addDays(today, -weekday(today) - 7);
      return { from: start, to: addDays(start, 7) };
    },
  },
  {
    pattern: /\b(?:this|last|past|previous) weekend\b|\bweekend\b/,
    period: (m, today) => {
      // The latest Saturday and Sunday that have begun; "last weekend" when today is one of them
      // means the one before.
      let saturday = addDays(today, -((weekday(today) + 1) % 7));
      if (/last|past|previous/.test(m[0]) && addDays(saturday, 2) > today) {
        saturday = addDays(saturday, -7);
      }
      return { from: saturday, to: addDays(saturday, 2) };
    },
  },
  {
    pattern:
      /\b(?:on |last |this |past )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/,
    period: (m, today) => {
      // The latest such day before today (or a week before, for "last monday" said on a Monday).
      const wanted = WEEKDAYS.indexOf(m[1]!);
      const back = (weekday(today) - wanted + 7) % 7 || 7;
      const day = addDays(today, -back);
      return { from: day, to: addDays(day, 1) };
    },
  },
  {
    pattern: /\b(?:the )?day before yesterday\b/,
    period: (_m, today) => ({ from: addDays(today, -2), to: addDays(today, -1) }),
  },
  { pattern: /\byesterday'?s?\b/, period: (_m, t) => ({ from: addDays(t, -1), to: t }) },
  { pattern: /\btoday'?s?\b/, period: (_m, t) => ({ from: t, to: addDays(t, 1) }) },
  {
    pattern:
      /\b(?:all time|ever|in total|overall|altogether|since (?:i )?(?:started|joined|the beginning)|all my (?:data|history|statements?))\b/,
    period: () => ({ key: 'all' }),
  },
  {
    pattern: /\b(?:latest|last|recent|most recent) (?:statement|month with data|data)\b/,
    period: () => ({ key: 'latest' }),
  },
];

// chrono has no "between X and Y", and drops a month abbreviation unless "in" precedes it.
function forChrono(text: string): string {
  return (
    text
      .replace(/(?<!difference )\bbetween\s+(.+?)\s+and\s+/g, '$1 to ')
      .replace(/\bfrom\s+(.+?)\s+(?:till|until|through|thru)\s+/g, '$1 to ')
      // chrono reads "from 3 june" as 3 o'clock.
      .replace(/\bfrom\s+(?=\d)/g, 'since ')
      .replace(
        /\b(\d{1,2})(?:st|nd|rd|th)?\s*(?:-|–)\s*(\d{1,2})(?:st|nd|rd|th)?\s+(?=[a-z])/g,
        '$1 to $2 ',
      )
      // "in the month of July": July (chrono reads "in the month" as the next one).
      .replace(/\b(?:in |for |during )?the (?:month|year) of\b/g, (m) => 'in'.padEnd(m.length))
      // chrono reads a month on its own only after a word like "in": "and may?" is "and in may".
      .replace(/^((?:and|or|what about|how about|what of|then|also)\s+)(may)\b/, '$1in $2')
  );
}

// "may" is the month only next to a day or a year, or after a word that introduces a date.
const MAY_AS_MONTH =
  /(?:\b(?:in|since|for|during|of|from|between|to|until|till|and|on|last|this)\s+may\b|\bmay\s+\d|\d(?:st|nd|rd|th)?\s+(?:of\s+)?may\b)/;

/** Every period named in the (normalised) text, in order of appearance. */
export function findPeriods(text: string, today: string, span: Span | null): FoundPeriod[] {
  const found: FoundPeriod[] = [];
  let rest = text;
  for (const rule of RULES) {
    const pattern = new RegExp(rule.pattern.source, 'g');
    for (let m = pattern.exec(rest); m !== null; m = pattern.exec(rest)) {
      const period = rule.period(m, today);
      if (period === null) continue;
      found.push({ period, index: m.index, text: m[0] });
      rest = rest.slice(0, m.index) + ' '.repeat(m[0].length) + rest.slice(m.index + m[0].length);
    }
  }
  // "the month before": relative to another period named (compare's default), not a date.
  rest = rest.replace(/\b(?:the )?(?:day|week|month|year) (?:before|after)\b/g, (m) =>
    ' '.repeat(m.length),
  );
  found.push(...chronoPeriods(rest, today, span));
  found.push(...yearPeriods(rest, found, today));
  return found.sort((a, b) => a.index - b.index);
}

function chronoPeriods(text: string, today: string, span: Span | null): FoundPeriod[] {
  let source = forChrono(text);
  // The rewrite keeps most positions; an index is only used to order periods.
  if (/\bmay\b/.test(source) && !MAY_AS_MONTH.test(source)) {
    source = source.replace(/\bmay\b/g, '   ');
  }
  const [y, m, d] = parts(today);
  const results = chrono.en.GB.parse(
    source,
    { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 },
    { forwardDate: false },
  );
  const periods: FoundPeriod[] = [];
  for (const result of results) {
    const start = result.start;
    // "in the month", "the week": no period of its own.
    if (
      /^(?:in |for |during )?(?:the |a )?(?:month|week|year|day)$|^(?:now|right now)$/.test(
        result.text.trim(),
      )
    ) {
      continue;
    }
    const certain = (c: 'day' | 'month' | 'year') => start.isCertain(c);
    if (!certain('month') && !certain('day')) continue;
    if (!certain('month') && certain('day') && !certain('year')) continue; // "the 5th": too vague
    const before = source.slice(0, result.index);
    const since = /\b(?:since|from|after)\s*$/.test(before) && !result.end;
    const until = /\b(?:until|till|before|up to)\s*$/.test(before) && !result.end;
    const year = certain('year')
      ? start.get('year')!
      : yearFor(start.get('month')!, certain('day') ? start.get('day')! : 1, today, span);
    const month = start.get('month')!;
    let from: string;
    let to: string;
    if (certain('day')) {
      from = `${year}-${pad(month)}-${pad(start.get('day')!)}`;
      to = addDays(from, 1);
    } else {
      ({ from, to } = monthRange(year, month) as { from: string; to: string });
    }
    if (result.end) {
      const end = result.end;
      const endMonth = end.isCertain('month') ? end.get('month')! : month;
      const endYear = end.isCertain('year') ? end.get('year')! : endMonth < month ? year + 1 : year;
      to = end.isCertain('day')
        ? addDays(`${endYear}-${pad(endMonth)}-${pad(end.get('day')!)}`, 1)
        : firstOfMonth(endYear, endMonth + 1);
      // "1 to 15 May": chrono gives the start the end's month only when it says so.
      if (!certain('month') && end.isCertain('month')) {
        from = `${endYear}-${pad(endMonth)}-${pad(start.get('day')!)}`;
      }
    }
    if (since) to = addDays(today, 1);
    if (until) {
      to = from;
      from = '2000-01-01';
    }
    if (from >= to || Number.isNaN(Date.parse(`${from}T00:00:00Z`))) continue;
    periods.push({ period: { from, to }, index: result.index, text: result.text });
  }
  return periods;
}

// A bare year ("in 2024", "for 2025") that chrono left alone.
function yearPeriods(text: string, already: FoundPeriod[], today: string): FoundPeriod[] {
  const periods: FoundPeriod[] = [];
  const pattern = /\b(?:in|for|during|of|since)?\s*((?:19|20)\d\d)\b/g;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    const inside = already.some(
      (f) => m.index + m[0].length > f.index && m.index < f.index + f.text.length + 6,
    );
    if (inside) continue;
    const year = Number(m[1]);
    const since = m[0].trimStart().startsWith('since');
    periods.push({
      period: { from: `${year}-01-01`, to: since ? addDays(today, 1) : `${year + 1}-01-01` },
      index: m.index,
      text: m[0],
    });
  }
  return periods;
}

// A month named without a year: the latest one not in the future that the user's statements
// cover, else the latest one not in the future.
function yearFor(month: number, day: number, today: string, span: Span | null): number {
  const [y] = parts(today);
  const candidates = [0, 1, 2, 3, 4, 5]
    .map((back) => y - back)
    .filter((year) => `${year}-${pad(month)}-${pad(day)}` <= today);
  const covered = candidates.find((year) => {
    if (span === null) return false;
    const { from, to } = monthRange(year, month) as { from: string; to: string };
    return from <= span.last && to > span.first;
  });
  return covered ?? candidates[0] ?? y - 1;
}
