// Field-level normalisation shared by both layouts: dates, phone numbers, ids.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const FULL = [
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

function month(name: string): string | null {
  const lower = name.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  // "Sept" and full names are fine; "Mayo" or "Marchx" are not months.
  if (index < 0 || (lower.length > 3 && !FULL[index]!.startsWith(lower) && lower !== 'sept')) {
    return null;
  }
  return index < 0 ? null : String(index + 1).padStart(2, '0');
}

const pad = (value: string): string => value.padStart(2, '0');

const DATE_TIME =
  /^(\d{1,2})(?:\s*-\s*|\s+)([A-Za-z]{3,9})\.?(?:\s*-\s*|\s*,?\s+)(\d{4})(?:,?\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp])?\.?\s*(?:[Mm]\.?)?)?$/;

/**
 * A row's date cell in any form the statements print, the time on the same line or the next:
 * "28 May 2026 14:18", "6 May 2026 09:05", "06-Sep-2024 08:28:19 AM" → "YYYY-MM-DDTHH:MM:SS".
 */
export function parseDateTime(text: string): string | null {
  const m = DATE_TIME.exec(text.replace(/\s+/g, ' ').trim());
  if (!m) return null;
  const [, day, mon, year, hh, mm, ss, ampm] = m;
  const mo = month(mon!);
  const d = Number(day);
  if (!mo || d < 1 || d > 31) return null;
  let hour = Number(hh ?? 0);
  if (ampm) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (ampm.toUpperCase() === 'P' ? 12 : 0);
  } else if (hour > 23) return null;
  if (Number(mm ?? 0) > 59 || Number(ss ?? 0) > 59) return null;
  return `${year}-${mo}-${pad(day!)}T${pad(String(hour))}:${mm ?? '00'}:${ss ?? '00'}`;
}

/**
 * A date on its own in either layout's style ("06-Sep-2024", "1 May 2026"), or as ISO
 * ("2026-05-31") or day-first digits ("31/05/2026", Ghana's order) → "YYYY-MM-DD".
 */
export function parseDate(text: string): string | null {
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return valid(iso[1]!, iso[2]!, iso[3]!);
  const digits = /(\d{1,2})[/.](\d{1,2})[/.](\d{4})/.exec(text);
  if (digits) return valid(digits[3]!, pad(digits[2]!), pad(digits[1]!));
  const m = /(\d{1,2})(?:\s*-\s*|\s+)([A-Za-z]{3,9})\.?(?:\s*-\s*|\s*,?\s+)(\d{4})/.exec(text);
  if (!m) return null;
  const mo = month(m[2]!);
  return mo ? valid(m[3]!, mo, pad(m[1]!)) : null;
}

function valid(year: string, mo: string, day: string): string | null {
  const [m, d] = [Number(mo), Number(day)];
  return m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${year}-${mo}-${day}` : null;
}

/** Ghana numbers printed as "233240000001", "+233 59 90 12 81 7" or "0599012817" → E.164; else null. */
export function toE164(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (/^\+?233\d{9}$/.test(digits)) return `+${digits.replace(/^\+/, '')}`;
  if (/^0\d{9}$/.test(digits)) return `+233${digits.slice(1)}`;
  return null;
}
