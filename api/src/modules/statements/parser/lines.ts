import { sameBaseline, type Word } from './words';

/** Words sharing a baseline, left to right. */
export type Line = { y: number; size: number; words: Word[] };

/** Groups words (as toWords returns them: top to bottom, then left to right) into lines. */
export function groupLines(words: readonly Word[]): Line[] {
  const lines: Line[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && sameBaseline(last.y, word.y, word.size)) {
      last.words.push(word);
      last.size = Math.max(last.size, word.size);
    } else {
      lines.push({ y: word.y, size: word.size, words: [word] });
    }
  }
  for (const line of lines) line.words.sort((a, b) => a.x0 - b.x0);
  return lines;
}

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
 * The width of a space in this document at each font size: the most common gap between
 * neighbouring words. Word gaps equal to it are spaces inside a phrase; other gaps separate cells.
 */
export function spaceWidths(lines: readonly Line[]): Map<number, number> {
  const counts = new Map<number, Map<number, number>>();
  for (const line of lines) {
    for (let i = 1; i < line.words.length; i += 1) {
      const a = line.words[i - 1]!;
      const b = line.words[i]!;
      if (a.size !== b.size) continue;
      const gap = b.x0 - a.x1;
      if (gap <= 0.1 * a.size || gap >= 0.75 * a.size) continue;
      const bySize = counts.get(a.size) ?? new Map<number, number>();
      const key = Math.round(gap * 50) / 50;
      bySize.set(key, (bySize.get(key) ?? 0) + 1);
      counts.set(a.size, bySize);
    }
  }
  const widths = new Map<number, number>();
  for (const [size, bySize] of counts) {
    let best = 0;
    let bestCount = 0;
    for (const [gap, count] of bySize) if (count > bestCount) [best, bestCount] = [gap, count];
    widths.set(size, best);
  }
  return widths;
}

export function isSpaceGap(gap: number, size: number, widths: Map<number, number>): boolean {
  const width = widths.get(size);
  if (width === undefined) return gap > 0.1 * size && gap < 0.35 * size;
  return Math.abs(gap - width) <= 0.03 * size + 0.03;
}
