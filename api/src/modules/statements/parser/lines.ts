import type { TextItem } from './types';

export type Line = { y: number; size: number; items: TextItem[] };

/** Groups a page's items into visual lines (top to bottom), each sorted left to right. */
export function groupLines(items: readonly TextItem[]): Line[] {
  const sorted = items
    .filter((item) => item.str.trim() !== '')
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const item of sorted) {
    const last = lines[lines.length - 1];
    // Baselines of one line differ by rounding only; a third of the font size separates real lines.
    if (last && Math.abs(last.y - item.y) <= Math.max(1.5, 0.35 * Math.min(last.size, item.size))) {
      last.items.push(item);
      last.size = Math.max(last.size, item.size);
    } else {
      lines.push({ y: item.y, size: item.size, items: [item] });
    }
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x);
  return lines;
}

export type Phrase = { text: string; x0: number; x1: number };

/** Joins neighbouring items of one line into phrases; a gap wider than ~half a character splits them. */
export function phrases(line: Line, gapFactor = 0.6): Phrase[] {
  const out: Phrase[] = [];
  for (const item of line.items) {
    const last = out[out.length - 1];
    const gap = last ? item.x - last.x1 : Infinity;
    if (last && gap < gapFactor * line.size) {
      last.text += (gap > 0.1 * line.size ? ' ' : '') + item.str.trim();
      last.x1 = Math.max(last.x1, item.x + item.width);
    } else {
      out.push({ text: item.str.trim(), x0: item.x, x1: item.x + item.width });
    }
  }
  return out;
}

export const lineText = (line: Line): string => line.items.map((item) => item.str.trim()).join(' ');
