// Numbers written in words ("three hundred and twelve", "twelve", "twenty-first", "a dozen",
// "1.5 thousand", "₵2k", "12 cedis 50 pesewas") as digits, so the number check reads every figure a
// reply gives however it is written ("twice" is 2). "half", "quarter" and "double" are left
// alone: "the first half of August" is not a figure.

export const UNITS: Record<string, number> = {
  zero: 0,
  nil: 0,
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
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
  once: 1,
  twice: 2,
  thrice: 3,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
  thousandth: 1000,
};
const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

type Part =
  | { kind: 'unit'; value: number } // 0–19
  | { kind: 'tens'; value: number }
  | { kind: 'hundred' }
  | { kind: 'scale'; value: number }
  | { kind: 'ordinal'; value: number };

function partOf(word: string): Part | null {
  if (word in UNITS) return { kind: 'unit', value: UNITS[word]! };
  if (word in TENS) return { kind: 'tens', value: TENS[word]! };
  if (word === 'hundred') return { kind: 'hundred' };
  if (word in SCALES) return { kind: 'scale', value: SCALES[word]! };
  if (word in ORDINALS) return { kind: 'ordinal', value: ORDINALS[word]! };
  return null;
}

// One number being read, word by word: what has been summed so far and what may come next.
class Reading {
  total = 0;
  current = 0; // the part under the last scale word ("three hundred and twelve thousand")
  last: Part['kind'] | 'start' = 'start';
  lastScale = Infinity;

  // Takes a part if it can continue the number ("twenty" then "one"; "three" then "hundred").
  take(part: Part): boolean {
    const fresh = this.last === 'start' || this.last === 'hundred' || this.last === 'scale';
    switch (part.kind) {
      case 'unit':
        if (!fresh && !(this.last === 'tens' && part.value > 0 && part.value < 10)) return false;
        this.current += part.value;
        break;
      case 'tens':
        if (!fresh) return false;
        this.current += part.value;
        break;
      case 'hundred':
        if (this.last === 'start') this.current = 100;
        else if (
          (this.last === 'unit' || this.last === 'tens') &&
          this.current % 100 === this.current
        ) {
          this.current *= 100;
        } else return false;
        break;
      case 'scale':
        if (this.last === 'scale' || part.value >= this.lastScale) return false;
        this.total += (this.current || 1) * part.value;
        this.current = 0;
        this.lastScale = part.value;
        break;
      case 'ordinal':
        if (!fresh && !(this.last === 'tens' && part.value < 10)) return false;
        this.current =
          part.value >= 100 ? (this.current || 1) * part.value : this.current + part.value;
        break;
    }
    this.last = part.kind;
    return true;
  }

  get value(): number {
    return this.total + this.current;
  }
}

// Whole words only: "one4all" and "Payee3" hold no number words.
const WORD = /(?<![\p{L}\p{N}])[a-z]+(?:-[a-z]+)*(?![\p{L}\p{N}])/giu;
const SPACE = /^\s+$/;

/** The text with every number written in words replaced by its digits. */
export function wordsToDigits(text: string): string {
  let out = digitScales(text);
  const words = [...out.matchAll(WORD)].map((m) => ({
    parts: m[0].toLowerCase().split('-'),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const spans: { start: number; end: number; value: number }[] = [];
  let i = 0;
  while (i < words.length) {
    const reading = new Reading();
    const start = words[i]!.start;
    let end = -1; // the end of the number's last word
    let cursor = -1; // the end of the last word read ("and" included)
    let j = i;
    // "a hundred", "a dozen": "a" is one only before a scale.
    const [article] = words[i]!.parts;
    const next = words[i + 1]?.parts[0];
    if (
      (article === 'a' || article === 'an') &&
      next &&
      /^(hundred|thousand|million|billion|dozen)$/.test(next)
    ) {
      j = i + 1;
    }
    for (; j < words.length; j += 1) {
      const word = words[j]!;
      if (cursor >= 0 && !SPACE.test(out.slice(cursor, word.start))) break;
      // "and" inside a number only after a hundred or a scale, before more of the number.
      if (word.parts.length === 1 && word.parts[0] === 'and' && end >= 0) {
        const after = words[j + 1];
        const continues =
          (reading.last === 'hundred' || reading.last === 'scale') &&
          after !== undefined &&
          SPACE.test(out.slice(word.end, after.start)) &&
          (partOf(after.parts[0]!)?.kind === 'unit' || partOf(after.parts[0]!)?.kind === 'tens');
        if (!continues) break;
        cursor = word.end;
        continue;
      }
      const parts = word.parts.map(partOf);
      if (parts.some((part) => part === null)) break;
      const before = { ...reading };
      if (!parts.every((part) => reading.take(part!))) {
        Object.assign(reading, before);
        break;
      }
      end = word.end;
      cursor = word.end;
      if (parts.at(-1)!.kind === 'ordinal') {
        j += 1;
        break;
      }
    }
    if (end >= 0) {
      spans.push({ start, end, value: reading.value });
      i = j;
    } else {
      i += 1;
    }
  }
  for (const span of spans.reverse()) {
    out = out.slice(0, span.start) + String(span.value) + out.slice(span.end);
  }
  return pesewas(out);
}

// "1.5 thousand", "12 hundred", "₵2k": digits times a scale.
function digitScales(text: string): string {
  return text.replace(
    /(\d[\d,]*(?:\.\d+)?)\s*(hundred|thousand|million|billion|k)\b/gi,
    (_, digits: string, scale: string) => {
      const word = scale.toLowerCase();
      const factor = word === 'k' ? 1e3 : word === 'hundred' ? 100 : SCALES[word]!;
      const value = Number(digits.replace(/,/g, '')) * factor;
      return Number.isFinite(value) ? String(Number(value.toFixed(2))) : digits;
    },
  );
}

// "12 cedis and 50 pesewas" → "12.50 cedis"; "50 pesewas" → "0.50 cedis".
function pesewas(text: string): string {
  return text
    .replace(
      /(\d+)\s*cedis?,?\s*(?:and\s+)?(\d{1,2})\s*pesewas?\b/gi,
      (_, cedis: string, p: string) => `${cedis}.${p.padStart(2, '0')} cedis`,
    )
    .replace(
      /(?<![\d.])(\d{1,2})\s*pesewas?\b/gi,
      (_, p: string) => `0.${p.padStart(2, '0')} cedis`,
    );
}
