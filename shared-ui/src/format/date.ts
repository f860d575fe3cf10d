// One way to write dates on screen (issue 30), the way the API's period labels and the reports
// write them: "6 Sep 2024", "6 Sep 2024, 18:18", "Sep 2024", "September 2024", "6 Sep",
// "18 Feb – 6 Sep 2024". Written out here rather than by Intl, whose short months and times change
// with the browser's ICU ("Sept", "06:18 pm").
//
// Statement times carry no offset ("2025-11-20T18:18:00", Ghana time = UTC): read and shown as is.
// An instant with an offset ("2025-11-20T18:18:00.000Z") is shown on Ghana's clock, UTC all year.
// A value that is not a date is shown as it came.

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const MONTHS_LONG = [
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
] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

const OFFSET = /([zZ]|[+-]\d\d:?\d\d)$/;
const LOCAL = /^(\d{4})-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2}))?)?/;

function partsOf(value: string): Parts | null {
  if (OFFSET.test(value)) {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const [, year, month, day = '01', hour = '00', minute = '00'] = match;
  const parts = {
    year: Number(year),
    month: Number(month) - 1,
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
  };
  const valid = parts.month >= 0 && parts.month < 12 && parts.day >= 1 && parts.day <= 31;
  return valid ? parts : null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const dayMonth = (p: Parts) => `${p.day} ${MONTHS_SHORT[p.month]}`;
const dayMonthYear = (p: Parts) => `${dayMonth(p)} ${p.year}`;

/** "6 Sep 2024". */
export function formatDate(value: string): string {
  const parts = partsOf(value);
  return parts ? dayMonthYear(parts) : value;
}

/** "6 Sep 2024, 18:18" (24-hour, Ghana's clock). */
export function formatDateTime(value: string): string {
  const parts = partsOf(value);
  return parts
    ? `${dayMonthYear(parts)}, ${twoDigits(parts.hour)}:${twoDigits(parts.minute)}`
    : value;
}

/** "6 Sep", for a chart's axis. */
export function formatDayMonth(value: string): string {
  const parts = partsOf(value);
  return parts ? dayMonth(parts) : value;
}

/** "Fri, 6 Sep 2024". */
export function formatWeekdayDate(value: string): string {
  const parts = partsOf(value);
  if (!parts) return value;
  const weekday = WEEKDAYS[new Date(Date.UTC(parts.year, parts.month, parts.day)).getUTCDay()];
  return `${weekday}, ${dayMonthYear(parts)}`;
}

/**
 * A month ('YYYY-MM', or any day in it): "Sep 2024"; "September 2024" with `long`; "Sep ’24" with
 * `axis`, under a chart's bar.
 */
export function formatMonth(value: string, style: 'short' | 'long' | 'axis' = 'short'): string {
  const parts = partsOf(value);
  if (!parts) return value;
  if (style === 'axis') return `${MONTHS_SHORT[parts.month]} ’${String(parts.year).slice(-2)}`;
  return `${(style === 'long' ? MONTHS_LONG : MONTHS_SHORT)[parts.month]} ${parts.year}`;
}

/**
 * The days from `from` to `to`, both included: "6 Sep 2024" (one day), "1–6 Sep 2024",
 * "18 Feb – 6 Sep 2024", "28 Dec 2024 – 3 Jan 2025".
 */
export function formatDateRange(from: string, to: string): string {
  const start = partsOf(from);
  const end = partsOf(to);
  if (!start || !end) return `${formatDate(from)} – ${formatDate(to)}`;
  if (start.year !== end.year) return `${dayMonthYear(start)} – ${dayMonthYear(end)}`;
  if (start.month !== end.month) return `${dayMonth(start)} – ${dayMonthYear(end)}`;
  if (start.day !== end.day) return `${start.day}–${dayMonthYear(end)}`;
  return dayMonthYear(end);
}
