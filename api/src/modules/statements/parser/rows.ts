import { bandAt, paddingOf, type Band } from './columns';
import { lineText, type Line } from './lines';
import { ROW_START, type ColumnKey } from './layouts';
import type { Word } from './words';

/** The text of one column on one line. */
export type CellLine = { y: number; x0: number; x1: number; text: string; words: Word[] };
export type RawRow = { page: number; cells: Partial<Record<ColumnKey, string>>; text: string };
export type Stray = { page: number; text: string; line: Line };

/** A page's table: the lines under its header (or all lines when the header is not repeated). */
export type TablePage = { page: number; lines: Line[]; bands: readonly Band[] };

type SplitLine = {
  y: number;
  size: number;
  text: string;
  cells: Map<ColumnKey, CellLine>;
  source: Line;
};

function splitLine(line: Line, bands: readonly Band[]): SplitLine {
  const cells = new Map<ColumnKey, CellLine>();
  for (const word of line.words) {
    const key = bandAt(bands, word.x0, word.x1).key;
    const cell = cells.get(key);
    if (cell) {
      cell.text += ` ${word.text}`;
      cell.x0 = Math.min(cell.x0, word.x0);
      cell.x1 = Math.max(cell.x1, word.x1);
      cell.words.push(word);
    } else {
      cells.set(key, { y: line.y, x0: word.x0, x1: word.x1, text: word.text, words: [word] });
    }
  }
  return { y: line.y, size: line.size, text: lineText(line), cells, source: line };
}

const TIME_ONLY = /^(?:\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?|[AaPp]\.?[Mm]\.?)$/;

/** A line that can belong to the row next to it: its date column, if any, holds only a time. */
function fitsRow(line: SplitLine): boolean {
  const date = line.cells.get('date');
  return !date || TIME_ONLY.test(date.text) || /^\d{4}\b/.test(date.text);
}

type PageRows = { page: number; lines: SplitLine[]; anchors: number[]; cuts: number[] };

/** How wide a column's lines can be: at least its widest line, at most what its neighbours allow. */
export type Room = { least: number; most: number };

const LETTERS = /^\p{L}+$/u;
const charClass = (ch: string): string => (/\p{L}/u.test(ch) ? 'L' : /\p{N}/u.test(ch) ? 'N' : ch);

/**
 * Joins the lines of a wrapped cell. A line ending in a letter or digit and a hyphen was broken
 * after the hyphen. A word-wrapper cuts a word mid-word only when the word alone is wider than the
 * column, filling the line: so a one-word line continues mid-word when the next glyph could not
 * have fitted after it. When the column's room is not known well enough to be sure, a cut is
 * taken only where the token is of one kind across the break and is not a plain word (phones with
 * vendor names, ids, long references: "233599012817@MTN" / "ONLINEAIRTIMEVENDOR").
 */
function joinCell(lines: readonly CellLine[], room: Room): string {
  let text = lines[0]!.text;
  let token = lines[0]!.words[lines[0]!.words.length - 1]!.text;
  for (let i = 1; i < lines.length; i += 1) {
    const prev = lines[i - 1]!;
    const next = lines[i]!;
    const first = next.words[0]!;
    const glyph = first.first > 0 ? first.first : (first.x1 - first.x0) / first.text.length;
    const width = prev.x1 - prev.x0 + glyph;
    const hyphen = /[\p{L}\p{N}]-$/u.test(prev.text) && /^[\p{L}\p{N}]/u.test(next.text);
    let cut = false;
    if (prev.words.length === 1 && width > room.least + 0.01) {
      const joined = token + first.text;
      cut =
        width > room.most + 0.01 ||
        (charClass(prev.text.slice(-1)) === charClass(first.text[0]!) &&
          (!LETTERS.test(joined) || joined.length >= 20));
    }
    const glue = hyphen || cut;
    text += glue ? next.text : ` ${next.text}`;
    token =
      glue && next.words.length === 1
        ? token + first.text
        : next.words[next.words.length - 1]!.text;
  }
  return text;
}

/**
 * Rebuilds rows. Every row has exactly one date cell, whose first line starts with a day and a
 * month: those are the anchors. Cells may be top-aligned, centred or bottom-aligned and wrap onto
 * several lines, so between two anchors the row boundary is the widest vertical gap: inside a row
 * lines follow each other at the line pitch, between rows the cell padding adds to it. Lines
 * above the first row or below the last row of a page join it while they stay as close as lines
 * inside rows do; anything else (page furniture, totals) is stray text.
 */
export function buildRows(pages: readonly TablePage[]): { rows: RawRow[]; strays: Stray[] } {
  const split: PageRows[] = [];
  // Line pitch inside cells, and the gaps found between rows: a row's lines lie closer than the
  // pitch allows (centred cells can sit half a line apart), rows are further apart by the padding.
  let pitch = 0;
  const between: number[] = [];
  for (const page of pages) {
    const lines = page.lines.map((line) => splitLine(line, page.bands));
    const anchors: number[] = [];
    lines.forEach((line, i) => {
      const date = line.cells.get('date');
      if (date && ROW_START.test(date.text)) anchors.push(i);
    });
    const cuts: number[] = [];
    for (let k = 0; k + 1 < anchors.length; k += 1) {
      let cut = anchors[k]!;
      let widest = -Infinity;
      for (let j = anchors[k]!; j < anchors[k + 1]!; j += 1) {
        const gap = lines[j]!.y - lines[j + 1]!.y;
        if (gap > widest + 0.01) [cut, widest] = [j, gap];
      }
      between.push(widest);
      cuts.push(cut);
    }
    const starts = [anchors[0] ?? 0, ...cuts.map((cut) => cut + 1)];
    cuts.forEach((cut, k) => {
      const last = new Map<ColumnKey, number>();
      for (let j = starts[k]!; j <= cut; j += 1) {
        for (const key of lines[j]!.cells.keys()) {
          const above = last.get(key);
          if (above !== undefined) pitch = Math.max(pitch, above - lines[j]!.y);
          last.set(key, lines[j]!.y);
        }
      }
    });
    split.push({ page: page.page, lines, anchors, cuts });
  }
  const minBetween = between.reduce((a, b) => Math.min(a, b), Infinity);
  const limit = (size: number): number => {
    if (pitch > 0 && minBetween > pitch) return (pitch + minBetween) / 2;
    if (pitch > 0) return pitch * 1.01;
    if (Number.isFinite(minBetween)) return minBetween - 0.01;
    return 1.5 * size;
  };

  const rows: RawRow[] = [];
  const strays: Stray[] = [];
  // Each column's room: its widest line, and what the text of its neighbours leaves (less padding).
  const rooms = new Map<ColumnKey, Room>();
  for (const { lines } of split) {
    for (const line of lines) {
      for (const [key, cell] of line.cells) {
        const room = rooms.get(key) ?? { least: 0, most: Infinity };
        room.least = Math.max(room.least, cell.x1 - cell.x0);
        rooms.set(key, room);
      }
    }
  }
  for (const page of pages) {
    const pad = paddingOf(page.bands);
    page.bands.forEach((band, i) => {
      const before = page.bands[i - 1]?.gapRight;
      const after = band.gapRight;
      const room = rooms.get(band.key);
      if (!room || !before || !after) return;
      room.most = Math.min(room.most, Math.max(room.least, after.b - before.a - 2 * pad));
    });
  }
  for (const { page, lines, anchors, cuts } of split) {
    if (anchors.length === 0) {
      for (const line of lines) strays.push({ page, text: line.text, line: line.source });
      continue;
    }
    let top = anchors[0]!;
    while (
      top > 0 &&
      lines[top - 1]!.y - lines[top]!.y <= limit(lines[top]!.size) &&
      fitsRow(lines[top - 1]!)
    ) {
      top -= 1;
    }
    let bottom = anchors[anchors.length - 1]!;
    while (
      bottom + 1 < lines.length &&
      lines[bottom]!.y - lines[bottom + 1]!.y <= limit(lines[bottom]!.size) &&
      fitsRow(lines[bottom + 1]!)
    ) {
      bottom += 1;
    }
    for (let i = 0; i < top; i += 1) {
      strays.push({ page, text: lines[i]!.text, line: lines[i]!.source });
    }
    const ends = [...cuts, bottom];
    let from = top;
    for (const end of ends) {
      const members = lines.slice(from, end + 1);
      const byKey = new Map<ColumnKey, CellLine[]>();
      for (const line of members) {
        for (const [key, cell] of line.cells) byKey.set(key, [...(byKey.get(key) ?? []), cell]);
      }
      const cells: Partial<Record<ColumnKey, string>> = {};
      for (const [key, list] of byKey) {
        cells[key] = joinCell(list, rooms.get(key) ?? { least: 0, most: Infinity });
      }
      rows.push({ page, cells, text: members.map((line) => line.text).join(' | ') });
      from = end + 1;
    }
    for (let i = bottom + 1; i < lines.length; i += 1) {
      strays.push({ page, text: lines[i]!.text, line: lines[i]!.source });
    }
  }
  return { rows, strays };
}
