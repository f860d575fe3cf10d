// The dashboard's periods (issue 9). Dates are statement-local (Ghana keeps UTC all year), as
// `YYYY-MM-DD`; `from` is inclusive and `to` exclusive; null means unbounded.
export const PERIOD_KEYS = [
  'latest',
  // The latest three calendar months of the user's data, ending at 'latest' (issue 30).
  'latest-3-months',
  'this-month',
  'last-month',
  'last-3-months',
  'this-year',
  'all',
] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export type DateRange = { from: string | null; to: string | null };
// 'month': one calendar month asked for by name (`month=YYYY-MM`, issue 30); 'custom': a range
// of days the assistant was asked about ("between 1 and 15 May").
export type ResolvedKey = PeriodKey | 'month' | 'custom';
export const RESOLVED_KEYS: readonly ResolvedKey[] = [...PERIOD_KEYS, 'month', 'custom'];

// The keys answers gave before issue 30 (PeriodDto.key, an enum released clients know): a period
// added since answers 'custom' there, and its own key in PeriodDto.choice.
export const RELEASED_KEYS = [
  'latest',
  'this-month',
  'last-month',
  'last-3-months',
  'this-year',
  'all',
  'custom',
] as const satisfies readonly ResolvedKey[];
export type ReleasedKey = (typeof RELEASED_KEYS)[number];
export const releasedKey = (key: ResolvedKey): ReleasedKey =>
  (RELEASED_KEYS as readonly ResolvedKey[]).includes(key) ? (key as ReleasedKey) : 'custom';

// A calendar month as the API takes it ('2024-09').
export const MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

export type ResolvedPeriod = DateRange & {
  key: ResolvedKey;
  label: string;
  // What changes compare with ("+12% on last month"): the period just before, of the same length;
  // for a partial period (`through`), the same elapsed span of it (1–6 Aug for 1–6 Sep). null for
  // all time.
  previous: DateRange | null;
  // The last day the data covers ('YYYY-MM-DD', inclusive) when it stops inside the period, before
  // its last day: the period is partial and `previous` is cut to match (fitToData). null: the
  // period is whole, or the data does not reach into it.
  through: string | null;
  // Whether `previous` is a fair comparison: the data covers it from its first day (a statement
  // that starts on 18 February makes no February to compare March with). Changes are only shown
  // when it is.
  comparable: boolean;
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

// A period as resolved before the data is looked at: whole, compared with the period before.
const whole = (period: Omit<ResolvedPeriod, 'through' | 'comparable'>): ResolvedPeriod => ({
  ...period,
  through: null,
  comparable: period.previous !== null,
});

// 'YYYY-MM' → its month as a count since year 0; null when it is no month.
function monthNumber(month: string | null): number | null {
  const match = month ? /^(\d{4})-(\d{2})$/.exec(month) : null;
  return match ? monthIndex(Number(match[1]), Number(match[2]) - 1) : null;
}

// One calendar month ('YYYY-MM', checked by the caller), compared with the month before.
export function monthPeriod(month: string): ResolvedPeriod {
  const index = monthNumber(month);
  if (index === null) throw new Error(`Not a month: ${month}`);
  return whole({
    key: 'month',
    ...months(index, 1),
    label: monthName(index),
    previous: months(index - 1, 1),
  });
}

// `latestMonth` ("YYYY-MM"): the latest calendar month that has transactions, for the default
// period, so a user who uploads an older statement sees figures rather than zeros.
export function resolvePeriod(
  key: PeriodKey,
  today: Date,
  latestMonth: string | null,
): ResolvedPeriod {
  const current = monthIndex(today.getUTCFullYear(), today.getUTCMonth());
  const latest = monthNumber(latestMonth) ?? current;
  switch (key) {
    case 'latest':
      return whole({
        key,
        ...months(latest, 1),
        label: monthName(latest),
        previous: months(latest - 1, 1),
      });
    case 'latest-3-months':
      return threeMonths(key, latest);
    case 'this-month':
      return whole({
        key,
        ...months(current, 1),
        label: monthName(current),
        previous: months(current - 1, 1),
      });
    case 'last-month':
      return whole({
        key,
        ...months(current - 1, 1),
        label: monthName(current - 1),
        previous: months(current - 2, 1),
      });
    case 'last-3-months':
      return threeMonths(key, current);
    case 'this-year': {
      const year = today.getUTCFullYear();
      return whole({
        key,
        ...months(monthIndex(year, 0), 12),
        label: String(year),
        previous: months(monthIndex(year - 1, 0), 12),
      });
    }
    case 'all':
      return whole({ key, from: null, to: null, label: 'All time', previous: null });
  }
}

// The three calendar months ending with `last`, compared with the three before.
function threeMonths(key: PeriodKey, last: number): ResolvedPeriod {
  const start = last - 2;
  const range = months(start, 3) as { from: string; to: string };
  return whole({
    key,
    ...range,
    label: rangeLabel(range.from, range.to),
    previous: months(start - 3, 3),
  });
}

// The days the user's data covers ('YYYY-MM-DD', inclusive): from the first statement's first day
// (or first transaction) to the last statement's last day (or latest transaction); null: no data.
export type Coverage = { first: string; last: string } | null;

/**
 * The period as the data can answer it (issue 30). When the data stops inside the period, before
 * its last day (a statement that ends on 6 September), the period is partial: `through` is that
 * day and `previous` is cut to the same elapsed span of the period before (1–6 August; for months,
 * the same days of the month, up to the shorter month's end; else as many days). `comparable` says
 * whether the data covers `previous` from its first day.
 */
export function fitToData(period: ResolvedPeriod, coverage: Coverage): ResolvedPeriod {
  if (period.from === null || period.to === null || period.previous === null || !coverage) {
    return period;
  }
  const lastDay = addDays(period.to, -1);
  const partial = coverage.last >= period.from && coverage.last < lastDay;
  const previous = partial ? sameSpanBefore(period, coverage.last) : period.previous;
  return {
    ...period,
    previous,
    through: partial ? coverage.last : null,
    comparable: previous.from !== null && coverage.first <= previous.from,
  };
}

// The period before, cut to as much of it as [period.from, through] is of the period.
function sameSpanBefore(period: ResolvedPeriod, through: string): DateRange {
  const previous = period.previous!;
  const from = previous.from!;
  if (period.from!.endsWith('-01') && from.endsWith('-01') && period.to!.endsWith('-01')) {
    // Months: the month `through` is in, that many months back, to the same day of the month.
    const shift = monthOf(period.from!) - monthOf(from);
    const month = monthOf(through) - shift;
    const lastOfMonth = addDays(firstOf(month + 1), -1);
    const day = `${firstOf(month).slice(0, 8)}${through.slice(8, 10)}`;
    const last = day > lastOfMonth ? lastOfMonth : day;
    return { from, to: addDays(last, 1) };
  }
  const days = Math.round((parseDay(through) - parseDay(period.from!)) / DAY_MS) + 1;
  return { from, to: addDays(from, days) };
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
    return whole({ key: 'custom', from, to, label, previous: months(start - count, count) });
  }
  const days = Math.round((parseDay(to) - parseDay(from)) / DAY_MS);
  return whole({
    key: 'custom',
    from,
    to,
    label,
    previous: { from: addDays(from, -days), to: from },
  });
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
