import type { TextItem } from './types';

// pdf.js joins neighbouring text runs into one item ("+496.00 82001719948") when they are close, so
// items are split into words; each word's position is estimated from Helvetica/Arial advance
// widths (the fonts statements use), scaled so the words fill the item's measured width exactly.
const WIDTHS = new Float64Array(128).fill(0.54);
const set = (chars: string, em: number): void => {
  for (const ch of chars) WIDTHS[ch.charCodeAt(0)] = em;
};
set('ABEFKLPRSTVXYZ&', 0.67);
set('CDGHNOQU', 0.75);
set(" .,:;!|/\\'`ijlI[]()", 0.24);
set('ft', 0.28);
set('r-', 0.33);
set('mwMW@%', 0.86);

/** Approximate advance width of a character, in ems. */
export function advance(ch: string): number {
  const code = ch.charCodeAt(0);
  return code < 128 ? WIDTHS[code]! : 0.54;
}

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 160;

export function splitWords(item: TextItem): TextItem[] {
  const str = item.str;
  let inner = false;
  for (let i = 1; i < str.length - 1 && !inner; i += 1) inner = isSpace(str.charCodeAt(i));
  if (!inner) return [item];
  let total = 0;
  for (let i = 0; i < str.length; i += 1) total += advance(str[i]!);
  const scale = total > 0 ? item.width / total : 0;
  const words: TextItem[] = [];
  let x = item.x;
  let start = -1;
  let startX = 0;
  for (let i = 0; i <= str.length; i += 1) {
    const space = i === str.length || isSpace(str.charCodeAt(i));
    if (!space && start < 0) [start, startX] = [i, x];
    if (space && start >= 0) {
      words.push({
        str: str.slice(start, i),
        x: startX,
        y: item.y,
        width: x - startX,
        size: item.size,
      });
      start = -1;
    }
    if (i < str.length) x += advance(str[i]!) * scale;
  }
  return words;
}
