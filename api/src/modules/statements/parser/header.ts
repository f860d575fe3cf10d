import { phrases, lineText, type Line, type Phrase } from './lines';
import type { StatementLayout } from './types';

export type ColumnSpec = { key: string; labels: string[] };
export type LayoutSpec = { layout: StatementLayout; variants: ColumnSpec[][] };
export type Band = { key: string; left: number; right: number };
export type Header = { layout: StatementLayout; bands: Band[]; lastLine: number };

const norm = (text: string): string => text.toUpperCase().replace(/\s+/g, '');

/** Stacks phrases of up to three header lines into column labels by horizontal overlap. */
function headerGroups(lines: readonly Line[], gapFactor: number): Phrase[] {
  const groups: Phrase[] = [];
  for (const line of lines) {
    for (const phrase of phrases(line, gapFactor)) {
      let best: Phrase | undefined;
      let bestOverlap = 0;
      for (const group of groups) {
        const overlap = Math.min(group.x1, phrase.x1) - Math.max(group.x0, phrase.x0);
        if (overlap > bestOverlap) [best, bestOverlap] = [group, overlap];
      }
      if (best) {
        best.text += ` ${phrase.text}`;
        best.x0 = Math.min(best.x0, phrase.x0);
        best.x1 = Math.max(best.x1, phrase.x1);
      } else groups.push({ ...phrase });
    }
  }
  return groups.sort((a, b) => a.x0 - b.x0);
}

/** Matches the columns in order; unknown labels in between are tolerated, missing ones are not. */
function match(groups: readonly Phrase[], columns: readonly ColumnSpec[]): Band[] | null {
  const found: { key: string; left: number }[] = [];
  let g = 0;
  for (const column of columns) {
    const labels = column.labels.map(norm);
    while (g < groups.length && !labels.includes(norm(groups[g]!.text))) g += 1;
    if (g === groups.length) return null;
    found.push({ key: column.key, left: groups[g]!.x0 });
    g += 1;
  }
  // A cell may start a little left of its label (centred or right-aligned labels).
  return found.map((column, i) => ({
    key: column.key,
    left: i === 0 ? -Infinity : column.left - 2,
    right: i === found.length - 1 ? Infinity : found[i + 1]!.left - 2,
  }));
}

const HEADER_HINT = /DATE|TRANSACTION/i;

/** Finds the table header on a page: its layout, column bands and the index of its last line. */
export function findHeader(lines: readonly Line[], specs: readonly LayoutSpec[]): Header | null {
  for (let start = 0; start < lines.length; start += 1) {
    if (!HEADER_HINT.test(lineText(lines[start]!))) continue;
    for (let size = 1; size <= 3 && start + size <= lines.length; size += 1) {
      const window = lines.slice(start, start + size);
      const last = window[window.length - 1]!;
      // Header lines sit close together; a gap of several lines means we reached other text.
      if (size > 1 && window[size - 2]!.y - last.y > 2.2 * last.size) break;
      // Words of a label are close; labels of tight columns can be closer still, so try both.
      for (const gapFactor of [0.6, 0.15]) {
        const groups = headerGroups(window, gapFactor);
        for (const spec of specs) {
          for (const columns of spec.variants) {
            const bands = match(groups, columns);
            if (bands) return { layout: spec.layout, bands, lastLine: start + size - 1 };
          }
        }
      }
    }
  }
  return null;
}
