// Field-level normalisation shared by both layouts: dates, phone numbers, ids.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function month(name: string): string | null {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? null : String(index + 1).padStart(2, '0');
}

const pad = (value: string): string => value.padStart(2, '0');

/** "06-Sep-2024 08:28:19 AM" (classic, 12-hour) → "2024-09-06T08:28:19". */
export function parseClassicDateTime(text: string): string | null {
  const m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})\s*(\d{1,2}):(\d{2}):(\d{2})\s*([AP]M)$/i.exec(
    text.trim(),
  );
  if (!m) return null;
  const [, day, mon, year, hh, mm, ss, ampm] = m as unknown as string[];
  const mo = month(mon!);
  let hour = Number(hh);
  if (!mo || hour < 1 || hour > 12) return null;
  if (ampm!.toUpperCase() === 'AM' && hour === 12) hour = 0;
  if (ampm!.toUpperCase() === 'PM' && hour !== 12) hour += 12;
  return `${year}-${mo}-${pad(day!)}T${pad(String(hour))}:${mm}:${ss}`;
}

/** "28 May 2026 14:18" (app, 24-hour, no seconds) → "2026-05-28T14:18:00". */
export function parseAppDateTime(text: string): string | null {
  const m = /^(\d{1,2})\s+([A-Za-z]{3,9})\s+(\d{4})\s*(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(
    text.trim(),
  );
  if (!m) return null;
  const [, day, mon, year, hh, mm, ss] = m as unknown as string[];
  const mo = month(mon!);
  if (!mo || Number(hh) > 23) return null;
  return `${year}-${mo}-${pad(day!)}T${pad(hh!)}:${mm}:${ss ?? '00'}`;
}

/** A date on its own in either layout's style ("06-Sep-2024", "1 May 2026") → "YYYY-MM-DD". */
export function parseDate(text: string): string | null {
  const m = /(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s](\d{4})/.exec(text);
  if (!m) return null;
  const mo = month(m[2]!);
  return mo ? `${m[3]}-${mo}-${pad(m[1]!)}` : null;
}

/** Ghana numbers printed as "233240000001", "+233 59 90 12 81 7" or "0599012817" → E.164; else null. */
export function toE164(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  if (/^\+?233\d{9}$/.test(digits)) return `+${digits.replace(/^\+/, '')}`;
  if (/^0\d{9}$/.test(digits)) return `+233${digits.slice(1)}`;
  return null;
}
