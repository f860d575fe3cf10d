// Phone and wallet numbers in text, in the forms people type and statements print: 0244123456,
// 024 412 3456, 024-412-3456, +233 24 412 3456, 233244123456, 00233…, 244123456, masked
// (024****456, 233 24 XXX 3456), and other countries' numbers with a "+" or 10–15 digits in one
// run. Each is found with the key that names the same number however it is written.

export type PhoneSpan = { start: number; end: number; key: string };

// A run of digit groups (masks allowed after the first digit) joined by short separators.
const RUN = /(?<![\p{L}\p{N}])(?:\+\s?|\(\s?)?\d(?:[\d*•xX#]|[\s().-]{1,3}(?=[\d*•xX#]))*/gu;
const GROUP = /[\d*•xX#]+/g;

/** The key of a number written without separators ("233244123456"), or null if it is not one. */
export function phoneKey(raw: string, plus = false, grouped = false): string | null {
  const s = raw.replace(/[•xX#]/g, '*');
  if (!/^[\d*]+$/.test(s)) return null;
  if (!s.includes('*')) {
    if (/^0[235]\d{8}$/.test(s)) return `233${s.slice(1)}`;
    if (/^(?:00)?2330?[235]\d{8}$/.test(s)) return `233${s.slice(-9)}`;
    if (/^[235]\d{8}$/.test(s)) return `233${s}`;
    // Another country's number: with a "+", or 10–15 digits in one run (never several amounts
    // that happen to stand side by side).
    if ((plus && /^\d{7,15}$/.test(s)) || (!grouped && /^\d{10,15}$/.test(s))) return s;
    return null;
  }
  const digits = s.replace(/\*/g, '').length;
  if (digits < 3 || s.length - digits < 2 || s.length < 9 || s.length > 15) return null;
  if (!(plus || /^(?:0|233|00233|[235])/.test(s))) return null;
  return `masked:${s.replace(/^(?:00233|233|0)/, '')}`;
}

/** Every phone or wallet number in a text, left to right, the longest reading first. */
export function findPhones(text: string): PhoneSpan[] {
  const found: PhoneSpan[] = [];
  for (const run of text.matchAll(RUN)) {
    const plus = run[0].startsWith('+');
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({
      text: g[0],
      start: run.index + g.index,
      end: run.index + g.index + g[0].length,
    }));
    let i = 0;
    while (i < groups.length) {
      let taken = false;
      for (let j = groups.length - 1; j >= i; j -= 1) {
        const raw = groups
          .slice(i, j + 1)
          .map((g) => g.text)
          .join('');
        const key = phoneKey(raw, plus && i === 0, j > i);
        if (key === null) continue;
        const start = i === 0 ? run.index : groups[i]!.start;
        found.push({ start, end: groups[j]!.end, key });
        i = j + 1;
        taken = true;
        break;
      }
      if (!taken) i += 1;
    }
  }
  return found;
}

/** The key of a text that is one number and nothing else ("+233 24 412 3456"), else null. */
export function wholePhoneKey(text: string): string | null {
  const trimmed = text.trim();
  const [only, other] = findPhones(trimmed);
  if (only === undefined || other !== undefined) return null;
  return only.start === 0 && only.end === trimmed.length ? only.key : null;
}
