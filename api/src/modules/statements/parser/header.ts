import { isSpaceGap, type Line } from './lines';
import { LABEL_WORDS, LABELS, layoutOf, normLabel, type ColumnKey } from './layouts';
import type { StatementLayout } from './types';
import type { Word } from './words';

export type Label = { key: ColumnKey; x0: number; x1: number };
export type Header = {
  layout: StatementLayout;
  /** Left to right. */
  labels: Label[];
  /** Index of the header's first and last line in the page's lines. */
  first: number;
  last: number;
};

// A header sits near the top of its page; looking further costs time on hostile pages.
const MAX_LINES_SCANNED = 200;
const MAX_HEADER_LINES = 8;
const MAX_HEADER_WORDS = 160;

/** Mostly label words; a line of punctuation only ('&' of 'Date' / '&' / 'Time') may be inside. */
function headerLine(line: Line): 'label' | 'punctuation' | 'other' {
  let known = 0;
  let counted = 0;
  for (const word of line.words) {
    const norm = normLabel(word.text);
    // Punctuation, and single letters a narrow column cut off a label ('N' / 'O.'), say nothing.
    if (norm.length < 2 && norm !== 'E') continue;
    counted += 1;
    if (LABEL_WORDS.has(norm)) known += 1;
  }
  if (counted === 0) return 'punctuation';
  return known / counted >= 0.6 ? 'label' : 'other';
}

const isHeaderLine = (line: Line): boolean => headerLine(line) === 'label';

type Stack = { words: (Word & { line: number })[]; x0: number; x1: number };

/**
 * Words of a wrapped label overlap horizontally across lines; labels of different columns never
 * do (each sits inside its column). Overlapping words are stacked together.
 */
function stacks(lines: readonly Line[], widths: Map<string, number>): Stack[] {
  const words = lines.flatMap((line, index) => line.words.map((w) => ({ ...w, line: index })));
  const parent = words.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < words.length; i += 1) {
    for (let j = i + 1; j < words.length; j += 1) {
      const [a, b] = [words[i]!, words[j]!];
      if (a.line !== b.line && Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 0) {
        parent[root(i)] = root(j);
      }
    }
  }
  const byRoot = new Map<number, Stack>();
  words.forEach((word, i) => {
    const stack = byRoot.get(root(i)) ?? { words: [], x0: Infinity, x1: -Infinity };
    stack.words.push(word);
    stack.x0 = Math.min(stack.x0, word.x0);
    stack.x1 = Math.max(stack.x1, word.x1);
    byRoot.set(root(i), stack);
  });
  const sorted = [...byRoot.values()].sort((a, b) => a.x0 - b.x0);
  // A stack of punctuation only ('&' of 'Date & Time') joins the nearer of its neighbours.
  const out: Stack[] = [];
  sorted.forEach((stack, i) => {
    if (normLabel(stack.words.map((w) => w.text).join(''))) {
      out.push(stack);
      return;
    }
    const left = out[out.length - 1];
    const right = sorted[i + 1];
    const toLeft = left ? stack.x0 - left.x1 : Infinity;
    const toRight = right ? right.x0 - stack.x1 : Infinity;
    // The side it is a plain space from, else the nearer one.
    const spacedLeft = !!left && spaceJoined(left, stack, widths);
    const spacedRight = !!right && spaceJoined(stack, right, widths);
    const into =
      spacedLeft !== spacedRight ? (spacedLeft ? left : right) : toLeft <= toRight ? left : right;
    if (!into) return;
    into.words.push(...stack.words);
    into.x0 = Math.min(into.x0, stack.x0);
    into.x1 = Math.max(into.x1, stack.x1);
  });
  return out.sort((a, b) => a.x0 - b.x0);
}

const groupText = (group: readonly Stack[]): string =>
  normLabel(
    group
      .flatMap((s) => s.words)
      .sort((a, b) => a.line - b.line || a.x0 - b.x0)
      .map((w) => w.text)
      .join(' '),
  );

/** Two neighbouring stacks whose words on one line are a space apart belong to one label. */
function spaceJoined(left: Stack, right: Stack, widths: Map<string, number>): boolean {
  for (const a of left.words) {
    for (const b of right.words) {
      if (a.line === b.line && isSpaceGap(b.x0 - a.x1, a, widths)) return true;
    }
  }
  return false;
}

/** Splits the header's stacks into labels, preferring known labels (dynamic programming). */
function labelsOf(
  lines: readonly Line[],
  widths: Map<string, number>,
  vocabulary: ReadonlyMap<string, ColumnKey>,
  joinPenalty: number,
): {
  labels: Label[];
  score: number;
} | null {
  if (lines.reduce((n, line) => n + line.words.length, 0) > MAX_HEADER_WORDS) return null;
  const all = stacks(lines, widths);
  const n = all.length;
  const best: { score: number; from: number; key: ColumnKey | null }[] = [
    { score: 0, from: -1, key: null },
  ];
  for (let end = 1; end <= n; end += 1) {
    let choice = { score: -Infinity, from: -1, key: null as ColumnKey | null };
    for (let start = Math.max(0, end - 5); start < end; start += 1) {
      const group = all.slice(start, end);
      const text = groupText(group);
      const key = vocabulary.get(text) ?? null;
      let score = best[start]!.score + (key ? 3 : text ? -group.length : -0.1);
      if (start > 0 && spaceJoined(all[start - 1]!, all[start]!, widths)) score -= joinPenalty;
      if (score > choice.score) choice = { score, from: start, key };
    }
    best.push(choice);
  }
  const labels: Label[] = [];
  for (let end = n; end > 0; end = best[end]!.from) {
    const { from, key } = best[end]!;
    if (key) {
      const group = all.slice(from, end);
      labels.push({
        key,
        x0: Math.min(...group.map((s) => s.x0)),
        x1: Math.max(...group.map((s) => s.x1)),
      });
    }
  }
  labels.reverse();
  // A label seen twice is not a header of ours (or a sentence that happens to use its words).
  if (new Set(labels.map((l) => l.key)).size !== labels.length) return null;
  return { labels, score: best[n]!.score };
}

/**
 * Finds the table header on a page by the meaning of its labels, wrapped over any lines. Labels a
 * space apart are read as one label ('To/From Account Name') unless joinPenalty is 0: two narrow
 * columns can leave their labels exactly a space apart, so the caller may try both readings.
 */
export function findHeader(
  lines: readonly Line[],
  widths: Map<string, number>,
  joinPenalty = 4,
): Header | null {
  const limit = Math.min(lines.length, MAX_LINES_SCANNED);
  for (let start = 0; start < limit; start += 1) {
    if (!isHeaderLine(lines[start]!)) continue;
    let end = start;
    while (
      end + 1 < limit &&
      end + 1 - start < MAX_HEADER_LINES &&
      headerLine(lines[end + 1]!) !== 'other' &&
      lines[end]!.y - lines[end + 1]!.y <= 1.8 * Math.max(lines[end]!.size, lines[end + 1]!.size)
    ) {
      end += 1;
    }
    let found: (Header & { score: number }) | null = null;
    for (let first = start; first <= end; first += 1) {
      for (let last = first; last <= end; last += 1) {
        for (const layout of ['app', 'classic'] as const) {
          const labelled = labelsOf(
            lines.slice(first, last + 1),
            widths,
            LABELS[layout],
            joinPenalty,
          );
          if (!labelled) continue;
          if (layoutOf(new Set(labelled.labels.map((l) => l.key))) !== layout) continue;
          // On a tie the window with more lines wins: a wrapped label's last word ('Time').
          if (
            !found ||
            labelled.score > found.score ||
            (labelled.score === found.score && last - first > found.last - found.first)
          ) {
            found = { layout, labels: labelled.labels, first, last, score: labelled.score };
          }
        }
      }
    }
    if (found) {
      return { layout: found.layout, labels: found.labels, first: found.first, last: found.last };
    }
    start = end;
  }
  return null;
}
