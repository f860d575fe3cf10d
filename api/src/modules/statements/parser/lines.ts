import type { Line, Word } from './words';

export type { Line } from './words';

export const lineText = (line: Line): string => line.words.map((w) => w.text).join(' ');

/**
 * Splits a line into segments at gaps wider than `gap` em: label/value pairs of a details block
 * laid out in columns ("Account holder:" ... "Ama Mensah").
 */
export function segments(line: Line, gap = 1.2): { text: string; x0: number; x1: number }[] {
  const out: { text: string; x0: number; x1: number }[] = [];
  for (const word of line.words) {
    const last = out[out.length - 1];
    if (last && word.x0 - last.x1 <= gap * word.size) {
      last.text += ` ${word.text}`;
      last.x1 = word.x1;
    } else out.push({ text: word.text, x0: word.x0, x1: word.x1 });
  }
  return out;
}

/**
 * The width of a space in this document for each font and size: the most common gap between
 * neighbouring words of that font. Word gaps equal to it are spaces inside a phrase; other gaps
 * separate cells.
 */
export function spaceWidths(lines: readonly Line[]): Map<string, number> {
  const counts = new Map<string, Map<number, number>>();
  for (const line of lines) {
    for (let i = 1; i < line.words.length; i += 1) {
      const a = line.words[i - 1]!;
      const b = line.words[i]!;
      if (a.font !== b.font) continue;
      const gap = b.x0 - a.x1;
      if (gap <= 0.1 * a.size || gap >= 0.75 * a.size) continue;
      const byFont = counts.get(a.font) ?? new Map<number, number>();
      const key = Math.round(gap * 100) / 100;
      byFont.set(key, (byFont.get(key) ?? 0) + 1);
      counts.set(a.font, byFont);
    }
  }
  const widths = new Map<string, number>();
  for (const [font, byFont] of counts) {
    let best = 0;
    let bestCount = 0;
    for (const [gap, count] of byFont) if (count > bestCount) [best, bestCount] = [gap, count];
    // Too few gaps (a header in its own font) say little: the font's own space decides then.
    if (bestCount >= 4) widths.set(font, best);
  }
  return widths;
}

/** Whether the gap after word `a` is one of its font's spaces. */
export function isSpaceGap(gap: number, a: Word, widths: Map<string, number>): boolean {
  // The document's most common gap for the font, else the font's own space as pdf.js found it
  // (a subset font may lack the space glyph, and pdf.js then falls back to another glyph's
  // width, so only a plausible one counts).
  const own = a.space > 0.15 * a.size && a.space < 0.65 * a.size ? a.space : undefined;
  const width = widths.get(a.font) ?? own;
  if (width === undefined) return gap > 0.1 * a.size && gap < 0.35 * a.size;
  return Math.abs(gap - width) <= 0.06;
}

/**
 * A sentence running across a table (a disclaimer): a phrase of five or more words a space apart
 * that spans three or more of the columns' centres. No cell does.
 */
export function isParagraph(
  line: Line,
  centres: readonly number[],
  widths: Map<string, number>,
): boolean {
  let start = line.words[0]!.x0;
  let count = 0;
  for (let i = 1; i <= line.words.length; i += 1) {
    const prev = line.words[i - 1]!;
    const word = line.words[i];
    count += 1;
    if (word && isSpaceGap(word.x0 - prev.x1, prev, widths)) continue;
    let spanned = 0;
    for (const c of centres) if (c > start && c < prev.x1) spanned += 1;
    if (spanned >= 3 && count >= 5) return true;
    if (word) start = word.x0;
    count = 0;
  }
  return false;
}
