import type { Band } from './header';
import { lineText, type Line } from './lines';
import type { TextItem } from './types';
import { advance } from './words';

export type RawRow = { page: number; cells: Record<string, string>; text: string };
export type Stray = { page: number; text: string };

type Piece = { text: string; x1: number; size: number; measured: boolean };
type Building = { page: number; pieces: Map<string, Piece[]>; text: string[] };

/** The band overlapping the item most; zero-width items fall back to their start. */
function bandOf(item: TextItem, bands: readonly Band[]): Band {
  const x0 = item.x;
  const x1 = item.x + Math.max(item.width, 0.01);
  let best = bands[0]!;
  let bestOverlap = -Infinity;
  for (const band of bands) {
    const overlap = Math.min(band.right, x1) - Math.max(band.left, x0);
    if (overlap > bestOverlap) [best, bestOverlap] = [band, overlap];
  }
  return best;
}

function cellsOf(line: Line, bands: readonly Band[]): Map<string, Piece> {
  const cells = new Map<string, Piece>();
  for (const item of line.items) {
    const key = bandOf(item, bands).key;
    const text = item.str.trim();
    const prev = cells.get(key);
    if (!prev) {
      cells.set(key, { text, x1: item.x + item.width, size: line.size, measured: !item.estimated });
    } else {
      const gap = item.x - prev.x1;
      prev.text += (gap > 0.1 * line.size ? ' ' : '') + text;
      prev.x1 = Math.max(prev.x1, item.x + item.width);
      prev.measured &&= !item.estimated;
    }
  }
  return cells;
}

/**
 * Joins the lines of a wrapped cell. A line ending in "letter-" continues a hyphenated name. A
 * one-word line is a long word cut mid-word only if the next line's first character would not have
 * fitted after it (a word-wrapper fills the line first): measured against the widest line of the
 * column on the page and against the next column's label (allowing some cell padding).
 */
function joinPieces(
  pieces: readonly Piece[],
  widest: number,
  bandRight: number,
  size: number,
): string {
  let text = '';
  pieces.forEach((piece, i) => {
    const prev = pieces[i - 1];
    if (!prev) text = piece.text;
    else {
      const next = advance(piece.text[0] ?? ' ') * size;
      const full = widest - prev.x1 < next + 0.15 * size && bandRight - prev.x1 < next + 0.6 * size;
      const cut = !/\s/.test(prev.text) && full;
      const hyphen = /\p{L}-$/u.test(prev.text) && /^\p{L}/u.test(piece.text);
      text += cut || hyphen ? piece.text : ` ${piece.text}`;
    }
  });
  return text;
}

export type RowOptions = { dateKey: string; rowStart: RegExp; continuationGap?: number };

/**
 * Rebuilds rows from the lines under a page's header: a row starts where the date column holds a
 * date, later lines close enough below it are wrapped cells of the same row.
 */
export function buildRows(
  pages: readonly {
    page: number;
    lines: readonly Line[];
    bands: readonly Band[];
    firstLine: number;
    topY: number;
  }[],
  options: RowOptions,
): { rows: RawRow[]; strays: Stray[] } {
  const rows: RawRow[] = [];
  const strays: Stray[] = [];
  let current: Building | null = null;
  let currentBands: readonly Band[] = [];
  const flush = (): void => {
    if (!current) return;
    const cells: Record<string, string> = {};
    // Right edge of a column = furthest any of its lines reaches on the page, for the fill test.
    for (const [key, pieces] of current.pieces) {
      // How far this column's text reaches: the widest line on the page and, if known, the next label.
      const band = currentBands.find((b) => b.key === key);
      const widest = Math.max(columnRight.get(key) ?? 0, ...pieces.map((p) => p.x1));
      const bandRight = band && Number.isFinite(band.right) ? band.right : widest;
      cells[key] = joinPieces(pieces, widest, bandRight, pieces[0]!.size);
    }
    rows.push({ page: current.page, cells, text: current.text.join(' | ') });
    current = null;
  };
  const maxGap = options.continuationGap ?? 2.2;
  let columnRight = new Map<string, number>();
  for (const page of pages) {
    columnRight = new Map();
    const lineCells = page.lines.map((line) => cellsOf(line, page.bands));
    // Only measured widths (estimated word positions can overshoot), and the third-widest line, so
    // one line that overflows its column does not move the edge.
    const reach = new Map<string, number[]>();
    for (let i = page.firstLine; i < page.lines.length; i += 1) {
      for (const [key, piece] of lineCells[i]!) {
        if (piece.measured) {
          reach.set(key, [...(reach.get(key) ?? []), piece.x1].sort((a, b) => b - a).slice(0, 3));
        }
      }
    }
    for (const [key, top] of reach) columnRight.set(key, top[top.length - 1]!);
    let lastY = page.topY;
    let inTable = true;
    for (let i = page.firstLine; i < page.lines.length; i += 1) {
      const line = page.lines[i]!;
      const cells = lineCells[i]!;
      const date = cells.get(options.dateKey)?.text ?? '';
      const close = inTable && lastY - line.y <= maxGap * line.size;
      if (options.rowStart.test(date)) {
        flush();
        currentBands = page.bands;
        current = { page: page.page, pieces: new Map(), text: [] };
        inTable = true;
      } else if (!current || !close) {
        // Text far below the last row (footers, totals) or before any row is not table content.
        inTable = false;
        strays.push({ page: page.page, text: lineText(line) });
        continue;
      }
      for (const [key, piece] of cells) {
        const list = current.pieces.get(key);
        if (list) list.push(piece);
        else current.pieces.set(key, [piece]);
      }
      current.text.push(lineText(line));
      lastY = line.y;
    }
  }
  flush();
  return { rows, strays };
}
