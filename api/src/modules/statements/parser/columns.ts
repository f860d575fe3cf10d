import type { Label } from './header';
import { isSpaceGap, type Line } from './lines';
import type { ColumnKey } from './layouts';

export type Band = {
  key: ColumnKey;
  left: number;
  right: number;
  /** The whitespace between this column's text and the next column's, when one was found. */
  gapRight: Hole | null;
  /** The label's extent: where cells of equal width are aligned, the label tells how. */
  label: { x0: number; x1: number };
};

type Hole = { a: number; b: number };

/**
 * Parts of [a, b] covered by the fewest lines (none, normally: a line of page furniture that
 * crosses the table, such as a disclaimer, must not hide the gaps between columns).
 */
function holes(a: number, b: number, lines: readonly Line[]): Hole[] {
  const events: [number, number][] = [];
  for (const line of lines) {
    for (const word of line.words) {
      if (word.x1 > a && word.x0 < b) {
        events.push([Math.max(a, word.x0), 1], [Math.min(b, word.x1), -1]);
      }
    }
  }
  events.sort((p, q) => p[0] - q[0] || q[1] - p[1]);
  const spans: { a: number; b: number; depth: number }[] = [];
  let depth = 0;
  let at = a;
  for (const [x, step] of events) {
    if (x > at + 0.05) spans.push({ a: at, b: x, depth });
    depth += step;
    at = Math.max(at, x);
  }
  if (b > at + 0.05) spans.push({ a: at, b, depth });
  const least = spans.reduce((m, span) => Math.min(m, span.depth), Infinity);
  const out: Hole[] = [];
  for (const span of spans) {
    if (span.depth !== least) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last.b - span.a) < 0.06) last.b = span.b;
    else out.push({ a: span.a, b: span.b });
  }
  return out;
}

/** Lines where the words on either side of the hole are one space apart: a space inside a cell. */
function bridged(
  hole: Hole,
  lines: readonly Line[],
  widths: Map<string, number>,
): [number, number] {
  let spaces = 0;
  let apart = 0;
  for (const line of lines) {
    const words = line.words;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]!.x1 <= hole.a + 0.05) lo = mid + 1;
      else hi = mid;
    }
    const left = words[lo - 1];
    const right = words[lo];
    if (!left || !right || right.x0 < hole.b - 0.05) continue;
    if (isSpaceGap(right.x0 - left.x1, left, widths)) spaces += 1;
    else apart += 1;
  }
  return [spaces, apart];
}

/** The whole uncovered interval around a hole found between two labels. */
function unclipped(hole: Hole, lines: readonly Line[]): Hole {
  let a = -Infinity;
  let b = Infinity;
  for (const line of lines) {
    for (const word of line.words) {
      if (word.x1 <= hole.a + 0.05) a = Math.max(a, word.x1);
      else if (word.x0 >= hole.b - 0.05) b = Math.min(b, word.x0);
    }
  }
  return { a: Number.isFinite(a) ? a : hole.a, b: Number.isFinite(b) ? b : hole.b };
}

/**
 * Cell padding: the narrowest gap between two columns' text is two paddings (both columns
 * filled to their edge on some line). Zero when unknown.
 */
export function paddingOf(bands: readonly Band[]): number {
  let narrowest = Infinity;
  for (const band of bands) {
    if (band.gapRight) narrowest = Math.min(narrowest, band.gapRight.b - band.gapRight.a);
  }
  return Number.isFinite(narrowest) ? narrowest / 2 : 0;
}

/** Words whose centre lies in [a, b]. */
function wordsWithin(a: number, b: number, lines: readonly Line[]): number {
  let count = 0;
  for (const line of lines) {
    for (const word of line.words) {
      const centre = (word.x0 + word.x1) / 2;
      if (centre >= a && centre <= b) count += 1;
    }
  }
  return count;
}

/**
 * Column edges. Each column's label and every one of its cells lie inside the column, so the edge
 * between two columns is somewhere between the two labels, where no word of any row reaches.
 * Several such gaps can exist: between a label and its own right-aligned data, or at spaces inside
 * the cells of a short statement. The edge is the gap that leaves data on both of its sides, that no
 * row bridges with a plain space, and then the widest.
 */
export function bandsFor(
  labels: readonly Label[],
  lines: readonly Line[],
  widths: Map<string, number>,
): Band[] {
  const edges: number[] = [];
  const gaps: (Hole | null)[] = [];
  for (let i = 0; i + 1 < labels.length; i += 1) {
    const a = labels[i]!.x1;
    const b = labels[i + 1]!.x0;
    gaps.push(null);
    if (b <= a) {
      edges.push((a + b) / 2);
      continue;
    }
    // Hostile pages can leave thousands of gaps; a real edge is among the widest few.
    const found = holes(a, b, lines)
      .sort((p, q) => q.b - q.a - (p.b - p.a))
      .slice(0, 24);
    if (found.length === 0) {
      edges.push((a + b) / 2);
      continue;
    }
    const previous = i === 0 ? -Infinity : edges[i - 1]!;
    let best = found[0]!;
    let bestScore = -Infinity;
    for (const hole of found) {
      const filled =
        Number(wordsWithin(previous, hole.a, lines) > 0) +
        Number(wordsWithin(hole.b, labels[i + 2]?.x0 ?? Infinity, lines) > 0);
      const [spaces, apart] = bridged(hole, lines, widths);
      const score = filled * 1e9 + (apart - 3 * spaces) * 1e3 + (hole.b - hole.a);
      if (score > bestScore) [best, bestScore] = [hole, score];
    }
    edges.push((best.a + best.b) / 2);
    gaps[i] = unclipped(best, lines);
  }
  return labels.map((label, i) => ({
    key: label.key,
    left: i === 0 ? -Infinity : edges[i - 1]!,
    right: i === labels.length - 1 ? Infinity : edges[i]!,
    gapRight: gaps[i] ?? null,
    label: { x0: label.x0, x1: label.x1 },
  }));
}

/** The band holding most of the word (its centre decides). */
export function bandAt(bands: readonly Band[], x0: number, x1: number): Band {
  const centre = (x0 + x1) / 2;
  for (const band of bands) if (centre < band.right) return band;
  return bands[bands.length - 1]!;
}
