import { bandAt, paddingOf, type Band } from './columns';
import { isParagraph, lineText, type Line } from './lines';
import { dateStarts, type ColumnKey } from './layouts';
import type { Word } from './words';

/** The text of one column on one line. */
type CellLine = { y: number; x0: number; x1: number; text: string; words: Word[] };
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
const DATE_PART =
  /^(?:\d{4}\b|-?\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:[-\s]|$))/i;

/**
 * A line that can belong to the row next to it: its date column, if any, holds only the rest of a
 * date (a month, a year, a time).
 */
function fitsRow(line: SplitLine): boolean {
  const date = line.cells.get('date');
  return !date || TIME_ONLY.test(date.text) || DATE_PART.test(date.text);
}

type PageRows = { page: number; lines: SplitLine[]; anchors: number[]; cuts: number[] };

/** How wide a column's lines can be: at least its widest line, at most what its neighbours allow. */
type Room = {
  least: number;
  most: number;
  /** The exact line width the column allows, when its alignment and its neighbours' tell. */
  exact?: number;
};

type Extent = { x0: number[]; x1: number[] };
type Align = 'left' | 'right' | 'centre' | null;

const spread = (values: number[]): number =>
  values.reduce((a, b) => Math.max(a, b), -Infinity) -
  values.reduce((a, b) => Math.min(a, b), Infinity);

/** Left, right or centred: the edge (or centre) all of a column's lines share. */
function alignOf(extent: Extent, label?: { x0: number; x1: number }): { align: Align; at: number } {
  const { x0, x1 } = extent;
  if (x0.length < 2) return { align: null, at: 0 };
  // Cells all as wide as each other (phones, ids) fit every alignment: the label, drawn the same
  // way, tells which when its edge or centre is exactly the cells'.
  if (label && spread(x0) < 0.05 && spread(x1) < 0.05) {
    if (Math.abs(label.x0 - x0[0]!) < 0.05) return { align: 'left', at: x0[0]! };
    if (Math.abs(label.x1 - x1[0]!) < 0.05) return { align: 'right', at: x1[0]! };
    const centre = (x0[0]! + x1[0]!) / 2;
    if (Math.abs((label.x0 + label.x1) / 2 - centre) < 0.05) return { align: 'centre', at: centre };
  }
  const centres = x0.map((x, i) => (x + x1[i]!) / 2);
  const options: [Align, number, number][] = [
    ['left', spread(x0), x0[0]!],
    ['right', spread(x1), x1[0]!],
    ['centre', spread(centres), centres[0]!],
  ];
  options.sort((a, b) => a[1] - b[1]);
  const [align, width, at] = options[0]!;
  // Lines of equal width fit every alignment: then nothing is known.
  return width < 0.3 && options[1]![1] > 0.3 ? { align, at } : { align: null, at: 0 };
}

/**
 * The exact room of each column where geometry gives it: cell padding is the gap between a
 * right-aligned column's text and a left-aligned neighbour's (two paddings); a column's edge is
 * then known wherever its own or its neighbour's text is aligned to it.
 */
function exactRooms(
  bands: readonly Band[],
  extents: Map<ColumnKey, Extent>,
): Map<ColumnKey, number> {
  const keys = bands.map((b) => b.key);
  const aligns = bands.map((band) => {
    const extent = extents.get(band.key);
    return extent ? alignOf(extent, band.label) : { align: null as Align, at: 0 };
  });
  let pad = Infinity;
  for (let i = 0; i + 1 < keys.length; i += 1) {
    if (aligns[i]!.align === 'right' && aligns[i + 1]!.align === 'left') {
      pad = Math.min(pad, (aligns[i + 1]!.at - aligns[i]!.at) / 2);
    }
  }
  // Without such a pair, the narrowest gap between two columns' text (two paddings at most).
  // Without such a pair the narrowest gap between two columns' text is only an upper bound of
  // two paddings: a room from it could be too wide, and a too-wide room hides cut words, so then
  // no room is taken as exact.
  const out = new Map<ColumnKey, number>();
  if (!Number.isFinite(pad) || pad <= 0) return out;
  keys.forEach((key, i) => {
    const { align, at } = aligns[i]!;
    const prev = aligns[i - 1];
    const next = aligns[i + 1];
    // Column edges known exactly from this column's own alignment or its neighbours'.
    let left: number | null = align === 'left' ? at - pad : null;
    let right: number | null = align === 'right' ? at + pad : null;
    if (left === null && prev?.align === 'right') left = prev.at + pad;
    if (right === null && next?.align === 'left') right = next.at - pad;
    if (align === 'centre') {
      if (left === null && right !== null) left = 2 * at - right;
      if (right === null && left !== null) right = 2 * at - left;
    }
    if (left !== null && right !== null && right - left > 2 * pad) {
      out.set(key, right - left - 2 * pad);
    }
  });
  return out;
}

const NAME_LIKE = /^[\p{L}'’.-]+$/u;
// Digits and the separators inside numbers are one kind: '+574.' / '75' is one amount.
const charClass = (ch: string): string =>
  /\p{L}/u.test(ch) ? 'L' : /[\p{N}.,]/u.test(ch) ? 'N' : ch;

// Whole words of MoMo statements (payment types, system parties): two of these on consecutive
// lines are two words even when the first fills its line ('MERCHANT' / 'PAYMENT').
const WORDS = new Set(
  `AIRTIME MOMO USER DEBIT CREDIT CASH OUT IN OTHER NETWORKS TRANSACTIONS GHANAPAY PUSH PULL BANK
  BANKPUSH TRANSFER MERCHANT PAYMENT PAYMENTS SEND ADJUSTMENT INTEROPERABILITY OVA VODAFONE TIGO
  AIRTEL TELECEL MTN ONLINE VENDOR LIMITED GHANA PAYSTACK ENTERPRISE ENTERPRISES MOBILE MONEY AGENT
  SERVICES VENTURES COMPANY INTERNET BUNDLE FROM TO FOR YOUR WALLET AUTHORIZE MOVEMENT AMT PACKET
  MANDATE PRODUCT TRANSFER FUNDS SCHOOL FEES RENT THANK YOU LOAN REPAYMENT INTEREST REFUND GOODS
  SERVICES PURCHASE POS MUM DAD MOTHER FATHER SISTER BROTHER WIFE HUSBAND FRIEND CHOP FOOD LUNCH
  TRANSPORT FUEL DATA SALARY GIFT DUES CHURCH OFFERING TITHE SUSU BILL BILLS ELECTRICITY WATER
  PREPAID UTILITY THE OF AND WITH BY ON AT MY ME FOR FROM TO YOUR OUR HIS HER`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Whether a one-word line that fills its column continues mid-word on the next line. The
 * geometry is the same for 'MERCHANT' / 'PAYMENT' broken at a space and for a word cut where it
 * filled the line, so the words decide: known whole words, Title Case ('Asante' starts a word,
 * 'nications' does not), and tokens that are not plain words (phones with vendor names, ids,
 * amounts) are cut; plain capitals that are not both known words are cut when the column's room
 * is measured exactly, or when the remnant is a few letters or the word would be long.
 */
const compound = (token: string): boolean =>
  /[@_/]/.test(token) || (/\p{L}/u.test(token) && /\p{N}/u.test(token));

/**
 * A break no wrapper makes at a space: before '.', '@', '_', '/' or '-', after '@' or '_', or
 * inside a capitals-and-digits address after an '@'.
 */
const joinedToken = (token: string, next: string): boolean =>
  /[@_]$/.test(token) ||
  /^(?:[.@_/]|-[\p{L}\p{N}])/u.test(next) ||
  // A vendor address ('233556745130@M' / 'TNONLINEAIRTIM'): no space follows an '@' token's part.
  (/@[\p{L}\p{N}._-]*$/u.test(token) && /^[\p{Lu}\p{N}]/u.test(next) && !/\p{Ll}$/u.test(token));

function continues(token: string, next: string, exact: boolean, more = ''): boolean {
  const [last, first] = [token.slice(-1), next[0] ?? ''];
  if (/[.]$/.test(token) && /^[\p{L}\p{N}]/u.test(next)) return true;
  // The last 64 characters decide (a token of 100k letters must not cost a scan per break).
  const tail = /\p{L}+$/u.exec(token.slice(-64))?.[0] ?? '';
  const head = /^\p{L}+/u.exec(next)?.[0] ?? '';
  // A known word after a known word, a number, or capitals of another case: a new word
  // ('MERCHANT' / 'PAYMENT', 'GHS26.25' / 'to', ',03xxxxxx12,FTC' / 'for').
  if (head.length >= 2 && WORDS.has(head.toUpperCase())) {
    if (!tail || WORDS.has(tail.toUpperCase())) return false;
    if (!/\p{Ll}/u.test(tail) && /^\p{Ll}/u.test(head)) return false;
  }
  // Letters meeting digits: one token only if a side already mixes them ('…IlI0.00IlI' / '3902…',
  // '…ELEVYIlI' / '0.00IlI…'), not a number followed by a word ('1762412521385' / 'product').
  const mixed = (text: string): boolean => /\p{L}/u.test(text) && /\p{N}/u.test(text);
  if (charClass(last) !== charClass(first)) return mixed(token) || mixed(next);
  // A lower-case word after capitals starts a new word, outside tokens like '…IlI0.00I' / 'lI…'.
  if (/\p{Ll}/u.test(first) && /\p{Lu}/u.test(last) && !/\p{Ll}/u.test(tail) && !compound(token)) {
    return false;
  }
  // Names keep their hyphens and apostrophes ('OFORI-ATTA'); anything else is not a plain word.
  if (!NAME_LIKE.test(token + next)) return true;
  if (/\p{Ll}/u.test(last)) return /\p{Ll}/u.test(first);
  if (/\p{Lu}/u.test(last) && /\p{Lu}\p{Ll}/u.test(next.slice(0, 2)) && !/\p{Ll}/u.test(token)) {
    return false;
  }
  // Capitals only: a word longer than names and types run was cut.
  return exact || tail.length + head.length + more.length >= 15;
}

const glyphOf = (line: CellLine): number => {
  const first = line.words[0]!;
  return first.first > 0 ? first.first : (first.x1 - first.x0) / first.text.length;
};

/** Whether a line is so full that the next line's first glyph would not have fitted after it. */
const fills = (line: CellLine, next: CellLine, room: Room): boolean => {
  const width = line.x1 - line.x0 + glyphOf(next);
  return room.exact !== undefined ? width > room.exact + 0.005 : width > room.least + 0.01;
};

/**
 * Joins the lines of a wrapped cell. A line ending in a letter or digit and a hyphen was broken
 * after the hyphen. A word-wrapper cuts a word mid-word only when the word alone is wider than the
 * column, filling the line: so a one-word line can continue mid-word only when its next glyph
 * could not have fitted after it (measured against the column's exact room when known, else its
 * widest line); whether it does is then up to the words (see continues).
 */
function joinCell(lines: readonly CellLine[], room: Room): string {
  let text = lines[0]!.text;
  let token = lines[0]!.words[lines[0]!.words.length - 1]!.text;
  for (let i = 1; i < lines.length; i += 1) {
    const prev = lines[i - 1]!;
    const next = lines[i]!;
    const first = next.words[0]!;
    const width = prev.x1 - prev.x0 + glyphOf(next);
    // Broken after a hyphen, or after the sign of an amount glued to a name (NAME+ / 81.75).
    const hyphen =
      (/[\p{L}\p{N}]-$/u.test(prev.text) && /^[\p{L}\p{N}]/u.test(next.text)) ||
      (/[\p{L}\p{N}][-+]$/u.test(prev.text) && /^\d/.test(next.text));
    const full = fills(prev, next, room);
    const cut =
      joinedToken(token, first.text) ||
      (!hyphen &&
        // A long word may also start after other words and be cut where the line fills: taken
        // only for tokens that are plainly not words ('…, 233248235179@MTNONLINEAIRTI' / 'MEV…').
        (prev.words.length === 1 || compound(token)) &&
        full &&
        continues(
          token,
          first.text,
          room.exact !== undefined || width > room.most + 0.01,
          // A word cut over several lines: its letters run on while the next line also fills.
          next.words.length === 1 &&
            lines[i + 1] &&
            !next.text.endsWith('-') &&
            fills(next, lines[i + 1]!, room)
            ? (/^\p{L}+/u.exec(lines[i + 1]!.words[0]!.text)?.[0] ?? '')
            : '',
        ));
    const glue = hyphen || cut;
    text += glue ? next.text : ` ${next.text}`;
    token = (
      glue && next.words.length === 1 ? token + first.text : next.words[next.words.length - 1]!.text
    ).slice(-64);
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
export function buildRows(
  pages: readonly TablePage[],
  widths: Map<string, number> = new Map(),
): { rows: RawRow[]; strays: Stray[] } {
  const split: PageRows[] = [];
  // Line pitch inside cells, and the gaps found between rows: a row's lines lie closer than the
  // pitch allows (centred cells can sit half a line apart), rows are further apart by the padding.
  let pitch = 0;
  const between: number[] = [];
  for (const page of pages) {
    const lines = page.lines.map((line) => splitLine(line, page.bands));
    const dated = lines.flatMap((line, i) => {
      const date = line.cells.get('date');
      return date ? [{ i, text: date.text }] : [];
    });
    const anchors = dateStarts(dated.map((d) => d.text)).map((k) => dated[k]!.i);
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
  // Each page's rows run from its first anchor (and the lines above it that belong to it) to its
  // last anchor (and the lines below it that do).
  const spans = split.map(({ lines, anchors }, p) => {
    if (anchors.length === 0) return null;
    const centres = pages[p]!.bands.map((b) => (b.label.x0 + b.label.x1) / 2);
    let top = anchors[0]!;
    while (
      top > 0 &&
      lines[top - 1]!.y - lines[top]!.y <= limit(lines[top]!.size) &&
      fitsRow(lines[top - 1]!) &&
      !isParagraph(lines[top - 1]!.source, centres, widths)
    ) {
      top -= 1;
    }
    let bottom = anchors[anchors.length - 1]!;
    while (
      bottom + 1 < lines.length &&
      lines[bottom]!.y - lines[bottom + 1]!.y <= limit(lines[bottom]!.size) &&
      fitsRow(lines[bottom + 1]!) &&
      !isParagraph(lines[bottom + 1]!.source, centres, widths)
    ) {
      bottom += 1;
    }
    return { top, bottom };
  });
  // Each column's room: its widest line in a row, and what its neighbours' text leaves.
  const rooms = new Map<ColumnKey, Room>();
  const extents = new Map<ColumnKey, Extent>();
  split.forEach(({ lines }, p) => {
    const span = spans[p];
    if (!span) return;
    for (const line of lines.slice(span.top, span.bottom + 1)) {
      for (const [key, cell] of line.cells) {
        const room = rooms.get(key) ?? { least: 0, most: Infinity };
        room.least = Math.max(room.least, cell.x1 - cell.x0);
        rooms.set(key, room);
        const extent = extents.get(key) ?? { x0: [], x1: [] };
        extent.x0.push(cell.x0);
        extent.x1.push(cell.x1);
        extents.set(key, extent);
      }
    }
  });
  if (pages[0]) {
    for (const [key, exact] of exactRooms(pages[0].bands, extents)) {
      const room = rooms.get(key);
      if (room && exact >= room.least - 0.05) room.exact = exact;
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
  split.forEach(({ page, lines, cuts }, p) => {
    const span = spans[p];
    if (!span) {
      for (const line of lines) strays.push({ page, text: line.text, line: line.source });
      return;
    }
    const { top, bottom } = span;
    for (let i = 0; i < top; i += 1) {
      strays.push({ page, text: lines[i]!.text, line: lines[i]!.source });
    }
    const ends = [...cuts, bottom];
    let from = top;
    for (const end of ends) {
      const members = lines.slice(from, end + 1);
      const byKey = new Map<ColumnKey, CellLine[]>();
      for (const line of members) {
        for (const [key, cell] of line.cells) {
          const list = byKey.get(key);
          if (list) list.push(cell);
          else byKey.set(key, [cell]);
        }
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
  });
  return { rows, strays };
}
