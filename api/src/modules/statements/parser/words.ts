import type { TextItem } from './types';

/** A word with its measured extent. y is the baseline (PDF space: grows upwards). */
export type Word = {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** Advance of the first glyph (0 when unknown). */
  first: number;
  /** Font and size: words of one font share a space width. */
  font: string;
  /** The font's space advance at this size, from the font itself (0 when unknown). */
  space: number;
};

/** Items whose baselines differ by less than this (points) sit on one line. */
const sameBaseline = (a: number, b: number, size: number): boolean =>
  Math.abs(a - b) <= Math.max(0.3, 0.06 * size);

const WHITESPACE = /\s+/u;

/**
 * A page whose text runs mostly in one turned direction (a landscape statement drawn on a turned
 * portrait page) is turned back, so that lines are horizontal; text in any other direction (a
 * watermark, a stamp) is left out.
 */
function upright(items: readonly TextItem[]): TextItem[] {
  const counts = new Map<number, number>();
  for (const item of items) {
    const angle = ((item.angle ?? 0) + 360) % 360;
    counts.set(angle, (counts.get(angle) ?? 0) + item.str.length);
  }
  let main = 0;
  let most = -1;
  for (const [angle, count] of counts) if (count > most) [main, most] = [angle, count];
  const kept = items.filter((item) => ((item.angle ?? 0) + 360) % 360 === main);
  if (main === 0) return kept;
  const rad = (main * Math.PI) / 180;
  const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
  return kept.map((item) => ({
    ...item,
    x: item.x * cos + item.y * sin,
    y: -item.x * sin + item.y * cos,
    angle: 0,
  }));
}

/**
 * pdf.js items (loaded with word-split-worker, so an item never spans a space or a visible gap) are
 * joined into words where the producer drew a word in pieces: glyph by glyph, or in runs, in any
 * order in the content stream. Pieces of one word touch: the gap is under pdf.js's own tracking
 * allowance (0.102 em). Anything further apart is another word.
 */
/** Words sharing a baseline, left to right. */
export type Line = { y: number; size: number; words: Word[] };

export function toLines(all: readonly TextItem[]): Line[] {
  const pieces: Word[] = [];
  for (const item of upright(all)) {
    const text = item.str;
    if (!text.trim()) continue;
    const size = item.size > 0 ? Math.round(item.size * 100) / 100 : 1;
    const width = Math.max(0, item.width);
    // An item with inner whitespace (a producer's own space glyph below the tracking allowance)
    // is shared out by character count; rare, and only within one word-sized run.
    const parts = text.trim().split(WHITESPACE);
    if (parts.length === 1) {
      pieces.push({
        text: parts[0]!,
        x0: item.x,
        x1: item.x + width,
        y: item.y,
        size,
        first: item.first ?? 0,
        font: `${item.font ?? ''}|${size}`,
        space: item.space ?? 0,
      });
      continue;
    }
    const per = width / Math.max(1, text.length);
    let offset = 0;
    for (const part of parts) {
      const at = text.indexOf(part, offset);
      pieces.push({
        text: part,
        x0: item.x + at * per,
        x1: item.x + (at + part.length) * per,
        y: item.y,
        size,
        first: per,
        font: `${item.font ?? ''}|${size}`,
        space: item.space ?? 0,
      });
      offset = at + part.length;
    }
  }
  pieces.sort((a, b) => b.y - a.y);
  const lines: Line[] = [];
  for (let start = 0; start < pieces.length;) {
    let end = start + 1;
    while (
      end < pieces.length &&
      sameBaseline(pieces[start]!.y, pieces[end]!.y, pieces[end]!.size)
    ) {
      end += 1;
    }
    const line = pieces.slice(start, end).sort((a, b) => a.x0 - b.x0);
    const y = line[0]!.y;
    const words: Word[] = [];
    let last: Word | undefined;
    for (const piece of line) {
      if (last && piece.x0 - last.x1 <= 0.1 * Math.min(last.size, piece.size)) {
        last.text += piece.text;
        last.x1 = Math.max(last.x1, piece.x1);
        last.size = Math.max(last.size, piece.size);
      } else {
        last = { ...piece, y };
        words.push(last);
      }
    }
    lines.push({ y, size: words.reduce((m, w) => Math.max(m, w.size), 0), words });
    start = end;
  }
  return lines;
}
