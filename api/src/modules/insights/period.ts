// The dashboard's periods (issue 9). Dates are statement-local (Ghana keeps UTC all year), as
// `YYYY-MM-DD`; `from` is inclusive and `to` exclusive; null means unbounded.
export const PERIOD_KEYS = [
  'latest',
  'this-month',
  'last-month',
  'last-3-months',
  'this-year',
  'all',
] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export type DateRange = { from: string | null; to: string | null };
// 'custom': a range of days the assistant was asked about ("between 1 and 15 May").
export type ResolvedKey = PeriodKey | 'custom';
export const RESOLVED_KEYS: readonly ResolvedKey[] = [...PERIOD_KEYS, 'custom'];

export type ResolvedPeriod = DateRange & {
  key: ResolvedKey;
  label: string;
  // The period just before, of the same length, for changes ("+12% on last month"); null for all time.
  previous: DateRange | null;
};

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// A month as a count since year 0, so adding and subtracting months is plain arithmetic.
const monthIndex = (year: number, month: number) => year * 12 + month;
const firstOf = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
const monthName = (index: number) => `${MONTHS[index % 12]} ${Math.floor(index / 12)}`;
const shortMonth = (index: number) => MONTHS[index % 12]!.slice(0, 3);

function months(start: number, count: number): DateRange {
  return { from: firstOf(start), to: firstOf(start + count) };
}

// `latestMonth` ("YYYY-MM"): the latest calendar month that has transactions, for the default
// period, so a user who uploads an older statement sees figures rather than zeros.
export function resolvePeriod(
  key: PeriodKey,
  today: Date,
  latestMonth: string | null,
): ResolvedPeriod {
  const current = monthIndex(today.getUTCFullYear(), today.getUTCMonth());
  switch (key) {
    case 'latest': {
      const match = latestMonth ? /^(\d{4})-(\d{2})$/.exec(latestMonth) : null;
      const month = match ? monthIndex(Number(match[1]), Number(match[2]) - 1) : current;
      return { key, ...months(month, 1), label: monthName(month), previous: months(month - 1, 1) };
    }
    case 'this-month':
      return {
        key,
        ...months(current, 1),
        label: monthName(current),
        previous: months(current - 1, 1),
      };
    case 'last-month':
      return {
        key,
        ...months(current - 1, 1),
        label: monthName(current - 1),
        previous: months(current - 2, 1),
      };
    case 'last-3-months': {
      const start = current - 2;
      const range = months(start, 3) as { from: string; to: string };
      return {
        key,
        ...range,
        label: rangeLabel(range.from, range.to),
        previous: months(start - 3, 3),
      };
    }
    case 'this-year': {
      const year = today.getUTCFullYear();
      return {
        key,
        ...months(monthIndex(year, 0), 12),
        label: String(year),
        previous: months(monthIndex(year - 1, 0), 12),
      };
    }
    case 'all':
      return { key, from: null, to: null, label: 'All time', previous: null };
  }
}

const DAY_MS = 86_400_000;
const parseDay = (day: string) => Date.parse(`${day}T00:00:00Z`);
const formatDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => formatDay(parseDay(day) + days * DAY_MS);

// A range's label as people say it: "March 2025", "Jan–Mar 2025", "2025", "15 May 2025",
// "1–15 May 2025", "28 Apr – 3 May 2025", "28 Dec 2024 – 3 Jan 2025". `to` is exclusive.
export function rangeLabel(from: string, to: string): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const last = addDays(to, -1);
  const [ly, lm, ld] = last.split('-').map(Number) as [number, number, number];
  const lastOfMonth = addDays(firstOf(monthIndex(ly, lm)), -1) === last;
  if (fd === 1 && lastOfMonth) {
    const start = monthIndex(fy, fm - 1);
    const end = monthIndex(ly, lm - 1);
    if (start === end) return monthName(start);
    if (fm === 1 && lm === 12 && fy === ly) return String(fy);
    if (fy === ly) return `${shortMonth(start)}–${shortMonth(end)} ${ly}`;
    return `${shortMonth(start)} ${fy} – ${shortMonth(end)} ${ly}`;
  }
  const month = (m: number) => shortMonth(m - 1);
  if (from === last) return `${fd} ${MONTHS[fm - 1]} ${fy}`;
  if (fy === ly && fm === lm) return `${fd}–${ld} ${MONTHS[fm - 1]} ${fy}`;
  if (fy === ly) return `${fd} ${month(fm)} – ${ld} ${month(lm)} ${ly}`;
  return `${fd} ${month(fm)} ${fy} – ${ld} ${month(lm)} ${ly}`;
}

// Any range of whole days [from, to), with the range just before it: as many calendar months for
// whole months ("March" compares with February), else as many days.
export function customPeriod(
  from: string,
  to: string,
  label = rangeLabel(from, to),
): ResolvedPeriod {
  if (from.endsWith('-01') && to.endsWith('-01')) {
    const start = monthOf(from);
    const count = monthOf(to) - start;
    return { key: 'custom', from, to, label, previous: months(start - count, count) };
  }
  const days = Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
  return { key: 'custom', from, to, label, previous: { from: addDays(from, -days), to: from } };
}

// 'YYYY-MM-DD' → its month as a count since year 0 (monthIndex).
const monthOf = (day: string) => monthIndex(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1);

// The last `count` calendar months wholly inside the days [first, last] (inclusive,
// 'YYYY-MM-DD'), oldest first, as 'YYYY-MM': a month the statements cover only in part is not a
// month of spending to learn from.
export function fullMonths(first: string, last: string, count: number): string[] {
  const [fy, fm, fd] = first.split('-').map(Number) as [number, number, number];
  const start = monthIndex(fy, fm - 1) + (fd === 1 ? 0 : 1);
  const next = addDays(last, 1);
  const [ny, nm] = next.split('-').map(Number) as [number, number];
  // The month before the day after `last`: `last`'s own month when `last` is its final day.
  const lastFull = monthIndex(ny, nm - 1) - 1;
  const result: string[] = [];
  for (let index = Math.max(start, lastFull - count + 1); index <= lastFull; index += 1) {
    result.push(firstOf(index).slice(0, 7));
  }
  return result;
}
