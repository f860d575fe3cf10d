// Draws a statement table with pdf-lib the way report producers do, with every choice a parameter:
// font and size, paper and orientation, margins, column widths, padding, horizontal and vertical
// alignment, line spacing, wrapping, page furniture, and how the text reaches the content stream
// (a whole line, a word or a glyph per show-text operator, or TJ arrays; in any drawing order; in a
// plain, scaled or y-flipped coordinate system). It knows nothing about MoMo: callers pass labels,
// cells and furniture, and get back the bytes plus what was actually drawn.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  concatTransformationMatrix,
  endText,
  fill,
  lineTo,
  moveText,
  moveTo,
  PDFArray,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  stroke,
  type PDFFont,
  type PDFHexString,
  type PDFPage,
} from 'pdf-lib';

// ---------------------------------------------------------------------------------------------
// Fonts: the 14 standard fonts less Symbol and ZapfDingbats (no Latin text), and TrueType fonts
// embedded through fontkit. Widths come from the same tables pdf-lib writes into the PDF.

const STANDARD_FONTS = [
  'Helvetica',
  'Helvetica-Bold',
  'Helvetica-Oblique',
  'Helvetica-BoldOblique',
  'Times-Roman',
  'Times-Bold',
  'Times-Italic',
  'Times-BoldItalic',
  'Courier',
  'Courier-Bold',
  'Courier-Oblique',
  'Courier-BoldOblique',
] as const;

/** TrueType fonts from the dejavu-fonts-ttf package (Bitstream Vera licence, see its LICENSE). */
const TRUETYPE_FONTS = [
  'DejaVuSans',
  'DejaVuSans-Bold',
  'DejaVuSansCondensed',
  'DejaVuSerif',
  'DejaVuSansMono',
] as const;

export type FontId = (typeof STANDARD_FONTS)[number] | (typeof TRUETYPE_FONTS)[number];
export const ALL_FONTS: readonly FontId[] = [...STANDARD_FONTS, ...TRUETYPE_FONTS];
const isTrueType = (font: FontId): boolean => (TRUETYPE_FONTS as readonly string[]).includes(font);

const require = createRequire(import.meta.url);
const ttfBytes = new Map<FontId, Uint8Array>();
const trueTypeBytes = (font: FontId): Uint8Array => {
  let bytes = ttfBytes.get(font);
  if (!bytes) {
    bytes = new Uint8Array(
      readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${font}.ttf`)) as Uint8Array,
    );
    ttfBytes.set(font, bytes);
  }
  return bytes;
};

// pdf-lib parses a TrueType font on every embed; parse each once and share it between documents.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
const parsedFonts = new Map<Uint8Array, ReturnType<Fontkit['create']>>();
const sharedFontkit: Fontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsedFonts.set(data, font);
    }
    return font;
  },
};

// Ligatures and kerning off: every glyph advances by its own width, as a Tj shows it.
const NO_SHAPING = { liga: false, clig: false, dlig: false, calt: false, rlig: false, kern: false };

type Metrics = { advance(ch: string): number; ascent: number };
const metricsCache = new Map<FontId, Metrics>();
let metricsDoc: Promise<PDFDocument> | null = null;

/** Per-glyph advance widths (at size 1) and ascent, loaded once per font. */
async function loadMetrics(font: FontId): Promise<Metrics> {
  const cached = metricsCache.get(font);
  if (cached) return cached;
  metricsDoc ??= PDFDocument.create().then((d) => {
    d.registerFontkit(sharedFontkit);
    return d;
  });
  const doc = await metricsDoc;
  const pdfFont = isTrueType(font)
    ? await doc.embedFont(trueTypeBytes(font), { features: NO_SHAPING, customName: font })
    : await doc.embedFont(font);
  const widths = new Map<string, number>();
  const metrics: Metrics = {
    advance(ch) {
      let w = widths.get(ch);
      if (w === undefined) {
        w = pdfFont.widthOfTextAtSize(ch, 1000) / 1000;
        widths.set(ch, w);
      }
      return w;
    },
    ascent: pdfFont.heightAtSize(1000, { descender: false }) / 1000,
  };
  metricsCache.set(font, metrics);
  return metrics;
}

/** Loads the metrics of every font, so measuring is synchronous afterwards. */
export const fontsReady: Promise<void> = Promise.all(ALL_FONTS.map(loadMetrics)).then(() => {});

const metricsOf = (font: FontId): Metrics => {
  const m = metricsCache.get(font);
  if (!m) throw new Error(`font metrics not loaded: ${font} (await fontsReady first)`);
  return m;
};

/** Width of text as a single Tj draws it: the sum of the glyphs' own advances. */
export function measure(font: FontId, text: string, size: number): number {
  const m = metricsOf(font);
  let w = 0;
  for (const ch of text) w += m.advance(ch);
  return w * size;
}

// ---------------------------------------------------------------------------------------------
// Wrapping: greedy; breaks at spaces, or after a hyphen inside a word (between two letters). A
// word is cut mid-word only when it alone is wider than the column; each cut piece fills its line
// as far as it fits. Explicit line breaks ("\n") always break.

const SEGMENT = /(?<= )|(?<=\p{L}-)(?=\p{L})/u;

/** The pieces a line may break between ("GEORGE ", "Owusu-", "Ansah"). */
const segments = (paragraph: string): string[] => paragraph.split(SEGMENT);

export function wrap(text: string, width: number, font: FontId, size: number): string[] {
  return wrapDetailed(text, width, font, size).lines;
}

/** How two consecutive lines of a cell were separated. */
type Break = 'explicit' | 'space' | 'hyphen' | 'cut';

/** As wrap, also saying how each pair of consecutive lines was broken. */
function wrapDetailed(
  text: string,
  width: number,
  font: FontId,
  size: number,
): { lines: string[]; breaks: Break[] } {
  const fits = (s: string): boolean => measure(font, s, size) <= width + 1e-9;
  const lines: string[] = [];
  const breaks: Break[] = [];
  const push = (line: string, kind: Break): void => {
    if (lines.length > 0) breaks.push(kind);
    lines.push(line);
  };
  let pending: Break = 'explicit';
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const seg of segments(paragraph)) {
      const candidate = line + seg;
      if (fits(candidate.trimEnd())) {
        line = candidate;
        continue;
      }
      if (line.trim()) {
        push(line.trimEnd(), pending);
        pending = line.endsWith(' ') ? 'space' : 'hyphen';
      }
      let rest = seg;
      while (!fits(rest.trimEnd())) {
        let cut = 1;
        while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut += 1;
        push(rest.slice(0, cut), pending);
        pending = 'cut';
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line.trim() || lines.length === 0 || paragraph === '') push(line.trimEnd(), pending);
    pending = 'explicit';
  }
  // A cell never ends in an empty line (an explicit break at its very end).
  while (lines.length > 1 && lines[lines.length - 1] === '') {
    lines.pop();
    breaks.pop();
  }
  return { lines, breaks };
}

/**
 * Room a cell needs so that its wrapping reads back one way only: a line that is one word followed
 * by a break at a space (or an explicit one) must leave room for the next line's first glyph, so it
 * cannot be mistaken for a piece of a word cut because it was wider than the column (a cut piece
 * fills its line). Returns the inner width that guarantees it, or 0 when the cell is fine.
 */
function roomNeeded(text: string, width: number, font: FontId, size: number): number {
  const { lines, breaks } = wrapDetailed(text, width, font, size);
  let need = 0;
  breaks.forEach((kind, i) => {
    const [line, next] = [lines[i]!, lines[i + 1]!];
    if ((kind !== 'space' && kind !== 'explicit') || !line || !next || line.includes(' ')) return;
    const room = measure(font, line + next[0]!, size) + 1;
    if (room > width) need = Math.max(need, room);
  });
  return need;
}

// ---------------------------------------------------------------------------------------------
// Seeded PRNG (mulberry32): the same seed always draws the same thing.

export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  shuffle<T>(items: T[]): T[];
};

/** mulberry32: the same seed always draws the same numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seeded(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The table to draw.

export type HAlign = 'left' | 'right' | 'center';
export type VAlign = 'top' | 'middle' | 'bottom';
type RunMode = 'line' | 'word' | 'glyph' | 'tj';
type DrawOrder = 'rows' | 'columns' | 'reverse' | 'random';
type Paper = 'A4' | 'Letter' | 'Legal';
type Orientation = 'portrait' | 'landscape';
export type Rgb = [number, number, number];

const PAPER: Record<Paper, [number, number]> = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
  Legal: [612, 1008],
};

export type Column = {
  key: string;
  /** Header label, already split into its printed lines. */
  label: string[];
  align: HAlign;
  /** Cell vertical alignment; the table's when unset. */
  valign?: VAlign;
  /** 'never': no word is cut (the column is made wide enough); 'long': words over 14 characters may be; 'any': any word may be. */
  cut: 'never' | 'long' | 'any';
  /** Share of the spare width this column gets. */
  weight: number;
};

/** One line of furniture: spans at x offsets from the content box's left edge (or right edge). */
type Span = { text: string; font: FontId; size: number; x: number; anchor?: HAlign };
export type FurnitureLine = { spans: Span[]; gapAfter?: number };

export type TableStyle = {
  paper: Paper;
  orientation: Orientation;
  margins: { top: number; right: number; bottom: number; left: number };
  body: { font: FontId; size: number; lineSpacing: number };
  header: {
    font: FontId;
    size: number;
    lineSpacing: number;
    valign: VAlign;
    /** 'same': each label aligned like its column. */
    align: 'same' | HAlign;
    repeat: boolean;
    fill: Rgb | null;
    color: Rgb;
  };
  padding: { h: number; v: number };
  valign: VAlign;
  /** Fraction (0..1) of the spare width the table takes; the rest is left over. */
  spread: number;
  tableAlign: 'left' | 'center';
  grid: 'none' | 'rules' | 'grid';
  zebra: boolean;
  /** A run mode, or 'mixed': each cell line draws with a random one. */
  runs: RunMode | 'mixed';
  order: DrawOrder;
  textObjects: 'per-run' | 'per-page';
  positioning: 'Tm' | 'Td';
  coordinates: 'plain' | 'scaled' | 'flipped';
  literalStrings: boolean;
  fontKeyPrefix: string;
  seed: number;
};

export type TableDoc = {
  style: TableStyle;
  columns: Column[];
  rows: Record<string, string>[];
  /** Drawn on page 1 above the table. */
  before: FurnitureLine[];
  /** Drawn after the last row (moved to a new page when it does not fit). */
  after: FurnitureLine[];
  /** Running header on every page, above everything else. */
  runningHeader: (page: number, pages: number) => FurnitureLine[];
  /** Footer lines on every page, bottom-up from the bottom margin. */
  footer: (page: number, pages: number) => FurnitureLine[];
  rowsPerPage?: number;
};

/** What the renderer actually did, for coverage counts and assertions. */
export type RenderInfo = {
  pages: number;
  paper: Paper;
  orientation: Orientation;
  pageSize: [number, number];
  bodySize: number;
  headerSize: number;
  padding: number;
  widths: Record<string, number>;
  /** Most lines any cell of the column wrapped onto (including explicit breaks). */
  maxLines: Record<string, number>;
  /** Cells wrapped by width (not only by an explicit break), per column. */
  widthWrapped: Record<string, number>;
  /** Line breaks inside cells by kind (a 'cut' is inside a word wider than its column). */
  breaks: Record<Break, number>;
  /** Show-text operators per run kind. */
  runs: Record<RunMode, number>;
  headerLines: number;
  adjusted: string[];
};

// ---------------------------------------------------------------------------------------------
// Fitting: every column at least as wide as its widest unbreakable word and header line, and wide
// enough that no cell needs more than four lines. When the page is too narrow the table shrinks
// the type, then the padding and margins, then turns the page, then takes a larger sheet.

const MAX_LINES = 4;
const LONG_WORD = 14;

function columnMinimum(doc: TableDoc, column: Column, style: TableStyle): number {
  const { font, size } = style.body;
  let min = 0;
  for (const line of column.label) {
    min = Math.max(min, measure(style.header.font, line, style.header.size));
  }
  const cells = doc.rows.map((r) => r[column.key] ?? '');
  for (const cell of cells) {
    for (const paragraph of cell.split('\n')) {
      for (const seg of segments(paragraph)) {
        const word = seg.trimEnd();
        const cuttable = column.cut === 'any' || (column.cut === 'long' && word.length > LONG_WORD);
        if (!cuttable) min = Math.max(min, measure(font, word, size));
      }
    }
  }
  // Wide enough for four lines: binary search over the widest cells only.
  const widest = [...new Set(cells)]
    .map((c) => ({ c, w: Math.max(...c.split('\n').map((p) => measure(font, p, size))) }))
    .sort((a, b) => b.w - a.w)
    .slice(0, 24);
  const maxWidth = widest[0]?.w ?? 0;
  const tooMany = (w: number): boolean =>
    widest.some(({ c }) => wrap(c, w, font, size).length > MAX_LINES);
  if (widest.length > 0 && min < maxWidth && tooMany(min)) {
    let [lo, hi] = [min, maxWidth];
    for (let i = 0; i < 18 && hi - lo > 0.25; i += 1) {
      const mid = (lo + hi) / 2;
      if (tooMany(mid)) lo = mid;
      else hi = mid;
    }
    min = hi;
  }
  return Math.max(min, 4) + 2 * style.padding.h;
}

function pageSizeOf(style: TableStyle): [number, number] {
  const [w, h] = PAPER[style.paper];
  return style.orientation === 'portrait' ? [w, h] : [h, w];
}

function fitColumns(doc: TableDoc): { style: TableStyle; widths: number[]; adjusted: string[] } {
  let style = doc.style;
  const adjusted: string[] = [];
  const smaller = (floor: number) => (): TableStyle | null =>
    style.body.size > floor || style.header.size > floor
      ? {
          ...style,
          body: { ...style.body, size: Math.max(floor, style.body.size - 0.5) },
          header: { ...style.header, size: Math.max(floor, style.header.size - 0.5) },
        }
      : null;
  const steps: [string, () => TableStyle | null][] = [
    [
      'less padding',
      () => (style.padding.h > 1 ? { ...style, padding: { ...style.padding, h: 1 } } : null),
    ],
    [
      'narrower margins',
      () =>
        style.margins.left > 18 || style.margins.right > 18
          ? { ...style, margins: { ...style.margins, left: 18, right: 18 } }
          : null,
    ],
    ['smaller type', smaller(8)],
    [
      'landscape',
      () => (style.orientation === 'portrait' ? { ...style, orientation: 'landscape' } : null),
    ],
    ['smaller type', smaller(6)],
    ['legal paper', () => (style.paper !== 'Legal' ? { ...style, paper: 'Legal' } : null)],
  ];
  // Columns widened so their wrapping reads back one way only (see roomNeeded), per style tried.
  let floors = doc.columns.map(() => 0);
  let floorsFor: TableStyle | null = null;
  for (let attempt = 0; ; attempt += 1) {
    if (floorsFor !== style) {
      floors = doc.columns.map(() => 0);
      floorsFor = style;
    }
    const mins = doc.columns.map((c, i) =>
      Math.max(columnMinimum(doc, c, style), floors[i]! + 2 * style.padding.h),
    );
    const available = pageSizeOf(style)[0] - style.margins.left - style.margins.right;
    const needed = mins.reduce((a, b) => a + b, 0);
    if (needed <= available) {
      const spare = (available - needed) * style.spread;
      const total = doc.columns.reduce((a, c) => a + c.weight, 0) || 1;
      const widths = mins.map((m, i) => m + (spare * doc.columns[i]!.weight) / total);
      let changed = false;
      doc.columns.forEach((c, i) => {
        const inner = widths[i]! - 2 * style.padding.h;
        for (const row of doc.rows) {
          const need = roomNeeded(row[c.key] ?? '', inner, style.body.font, style.body.size);
          if (need > floors[i]!) {
            floors[i] = need;
            changed = true;
          }
        }
      });
      if (!changed) return { style, widths, adjusted };
      if (attempt > 40) throw new Error('column widths do not settle');
      continue;
    }
    const step = steps.find(([, next]) => next() !== null);
    if (!step) throw new Error(`table does not fit: needs ${needed.toFixed(0)} pt`);
    style = step[1]()!;
    adjusted.push(step[0]);
  }
}

// ---------------------------------------------------------------------------------------------
// Layout: runs of text (one per cell line or furniture span) and graphics, per page.

type Run = {
  text: string;
  font: FontId;
  size: number;
  x: number;
  /** Baseline, PDF user space (y up). */
  y: number;
  color: Rgb;
  /** -1 furniture, 0 table header, then data rows 1.. in print order. */
  row: number;
  col: number;
  mode: RunMode;
};
type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; color: Rgb }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; color: Rgb; width: number };
type PageLayout = { runs: Run[]; shapes: Shape[] };

const BLACK: Rgb = [0, 0, 0];
const GREY: Rgb = [0.55, 0.55, 0.55];
const ZEBRA: Rgb = [0.94, 0.94, 0.94];

/** Lays the table out and draws it. `emit: false` stops after layout (for coverage counts). */
export async function renderTable(
  doc: TableDoc,
  options: { emit?: boolean } = {},
): Promise<{ pdf: Uint8Array | null; info: RenderInfo }> {
  await fontsReady;
  const { style, widths, adjusted } = fitColumns(doc);
  const r = seeded(style.seed);
  const [pageW, pageH] = pageSizeOf(style);
  const m = style.margins;
  const contentW = pageW - m.left - m.right;
  const tableW = widths.reduce((a, b) => a + b, 0);
  const tableX = m.left + (style.tableAlign === 'center' ? (contentW - tableW) / 2 : 0);
  const colX = widths.map((_, i) => tableX + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const { body, header, padding } = style;
  const bodyLead = body.size * body.lineSpacing;
  const headLead = header.size * header.lineSpacing;
  const pickMode = (): RunMode =>
    style.runs === 'mixed' ? r.pick(['line', 'word', 'glyph', 'tj'] as const) : style.runs;

  const info: RenderInfo = {
    pages: 0,
    paper: style.paper,
    orientation: style.orientation,
    pageSize: [pageW, pageH],
    bodySize: body.size,
    headerSize: header.size,
    padding: padding.h,
    widths: Object.fromEntries(doc.columns.map((c, i) => [c.key, widths[i]!])),
    maxLines: Object.fromEntries(doc.columns.map((c) => [c.key, 0])),
    widthWrapped: Object.fromEntries(doc.columns.map((c) => [c.key, 0])),
    breaks: { explicit: 0, space: 0, hyphen: 0, cut: 0 },
    runs: { line: 0, word: 0, glyph: 0, tj: 0 },
    headerLines: Math.max(...doc.columns.map((c) => c.label.length)),
    adjusted,
  };

  // Baseline of line i in a box whose top is `top`.
  const baseline = (top: number, i: number, size: number, lead: number, font: FontId): number =>
    top - i * lead - (lead - size) / 2 - metricsOf(font).ascent * size;
  const alignX = (align: HAlign, left: number, width: number, textW: number): number =>
    align === 'left' ? left : align === 'right' ? left + width - textW : left + (width - textW) / 2;

  // Wrap every cell once.
  const wrapped = doc.rows.map((row) =>
    doc.columns.map((c, i) => {
      const text = row[c.key] ?? '';
      const { lines, breaks } = wrapDetailed(
        text,
        widths[i]! - 2 * padding.h,
        body.font,
        body.size,
      );
      info.maxLines[c.key] = Math.max(info.maxLines[c.key]!, lines.length);
      if (breaks.some((b) => b !== 'explicit')) info.widthWrapped[c.key]! += 1;
      for (const b of breaks) info.breaks[b] += 1;
      return lines;
    }),
  );
  const headerH = info.headerLines * headLead + 2 * padding.v;
  const rowH = wrapped.map(
    (cells) => Math.max(1, ...cells.map((l) => l.length)) * bodyLead + 2 * padding.v,
  );

  const pages: PageLayout[] = [];
  let page!: PageLayout;
  let y = 0;
  let onPage = 0;
  const furnitureHeight = (lines: FurnitureLine[]): number =>
    lines.reduce(
      (h, l) => h + Math.max(...l.spans.map((s) => s.size)) * 1.3 + (l.gapAfter ?? 0),
      0,
    );
  const drawFurniture = (lines: FurnitureLine[], top: number): number => {
    let t = top;
    for (const line of lines) {
      const size = Math.max(...line.spans.map((s) => s.size));
      const lead = size * 1.3;
      for (const span of line.spans) {
        const w = measure(span.font, span.text, span.size);
        const anchor = span.anchor ?? 'left';
        const x =
          anchor === 'left'
            ? m.left + span.x
            : anchor === 'right'
              ? pageW - m.right - span.x - w
              : m.left + (contentW - w) / 2 + span.x;
        page.runs.push({
          text: span.text,
          font: span.font,
          size: span.size,
          x,
          y: baseline(t, 0, span.size, lead, span.font),
          color: BLACK,
          row: -1,
          col: -1,
          mode: pickMode(),
        });
      }
      t -= lead + (line.gapAfter ?? 0);
    }
    return t;
  };
  const footerReserve = Math.max(
    furnitureHeight(doc.footer(1, 1)),
    furnitureHeight(doc.footer(99, 99)),
  );
  const bottom = m.bottom + footerReserve + 4;

  const drawHeader = (): void => {
    const top = y;
    if (header.fill) {
      page.shapes.push({
        kind: 'rect',
        x: tableX,
        y: top - headerH,
        w: tableW,
        h: headerH,
        color: header.fill,
      });
    }
    doc.columns.forEach((c, i) => {
      const n = c.label.length;
      const inner = headerH - 2 * padding.v;
      const offset =
        header.valign === 'top'
          ? 0
          : header.valign === 'middle'
            ? (inner - n * headLead) / 2
            : inner - n * headLead;
      const align = header.align === 'same' ? c.align : header.align;
      c.label.forEach((text, li) => {
        const w = measure(header.font, text, header.size);
        page.runs.push({
          text,
          font: header.font,
          size: header.size,
          x: alignX(align, colX[i]! + padding.h, widths[i]! - 2 * padding.h, w),
          y: baseline(top - padding.v - offset, li, header.size, headLead, header.font),
          color: header.color,
          row: 0,
          col: i,
          mode: pickMode(),
        });
      });
    });
    if (style.grid !== 'none') {
      page.shapes.push({
        kind: 'line',
        x1: tableX,
        y1: top - headerH,
        x2: tableX + tableW,
        y2: top - headerH,
        color: BLACK,
        width: 0.8,
      });
      page.shapes.push({
        kind: 'line',
        x1: tableX,
        y1: top,
        x2: tableX + tableW,
        y2: top,
        color: BLACK,
        width: 0.8,
      });
    }
    y -= headerH;
  };
  const newPage = (withHeader: boolean): void => {
    page = { runs: [], shapes: [] };
    pages.push(page);
    y = pageH - m.top;
    onPage = 0;
    // Running header lines are laid out later, once the page count is known: reserve their height.
    y -= furnitureHeight(doc.runningHeader(pages.length, 99));
    if (pages.length === 1) y = drawFurniture(doc.before, y);
    if (withHeader) drawHeader();
  };

  newPage(true);
  doc.rows.forEach((_, ri) => {
    const h = rowH[ri]!;
    const full = doc.rowsPerPage !== undefined && onPage >= doc.rowsPerPage;
    if ((y - h < bottom && onPage > 0) || full) newPage(header.repeat);
    const top = y;
    if (style.zebra && ri % 2 === 1) {
      page.shapes.push({ kind: 'rect', x: tableX, y: top - h, w: tableW, h, color: ZEBRA });
    }
    doc.columns.forEach((c, ci) => {
      const lines = wrapped[ri]![ci]!;
      const valign = c.valign ?? style.valign;
      const inner = h - 2 * padding.v;
      const block = lines.length * bodyLead;
      const offset =
        valign === 'top' ? 0 : valign === 'middle' ? (inner - block) / 2 : inner - block;
      lines.forEach((text, li) => {
        if (!text) return;
        const w = measure(body.font, text, body.size);
        page.runs.push({
          text,
          font: body.font,
          size: body.size,
          x: alignX(c.align, colX[ci]! + padding.h, widths[ci]! - 2 * padding.h, w),
          y: baseline(top - padding.v - offset, li, body.size, bodyLead, body.font),
          color: BLACK,
          row: ri + 1,
          col: ci,
          mode: pickMode(),
        });
      });
    });
    if (style.grid !== 'none') {
      page.shapes.push({
        kind: 'line',
        x1: tableX,
        y1: top - h,
        x2: tableX + tableW,
        y2: top - h,
        color: GREY,
        width: 0.4,
      });
    }
    if (style.grid === 'grid') {
      for (const x of [...colX, tableX + tableW]) {
        page.shapes.push({
          kind: 'line',
          x1: x,
          y1: top,
          x2: x,
          y2: top - h,
          color: GREY,
          width: 0.4,
        });
      }
    }
    y -= h;
    onPage += 1;
  });
  if (doc.after.length > 0) {
    y -= 10;
    if (y - furnitureHeight(doc.after) < bottom) newPage(false);
    y = drawFurniture(doc.after, y);
  }
  // Running headers and footers, now that the page count is known.
  pages.forEach((p, i) => {
    page = p;
    drawFurniture(doc.runningHeader(i + 1, pages.length), pageH - m.top);
    const foot = doc.footer(i + 1, pages.length);
    drawFurniture(foot, m.bottom + furnitureHeight(foot));
  });
  info.pages = pages.length;
  for (const p of pages) {
    for (const run of p.runs) info.runs[run.mode] += countShows(run);
  }
  if (options.emit === false) return { pdf: null, info };
  return { pdf: await emit(pages, style, [pageW, pageH], r), info };
}

function countShows(run: Run): number {
  if (run.mode === 'line' || run.mode === 'tj') return 1;
  if (run.mode === 'word') return run.text.split(' ').filter(Boolean).length;
  return [...run.text].filter((ch) => ch !== ' ').length;
}

// ---------------------------------------------------------------------------------------------
// Emission: pieces (what one show-text operator draws) in the chosen order, written as raw
// content-stream operators.

type Piece = {
  font: FontId;
  size: number;
  x: number;
  y: number;
  color: Rgb;
  row: number;
  col: number;
  /** One string, or a TJ array of strings and adjustments (thousandths of an em). */
  show: string | (string | number)[];
};

function piecesOf(run: Run): Piece[] {
  const base = {
    font: run.font,
    size: run.size,
    y: run.y,
    color: run.color,
    row: run.row,
    col: run.col,
  };
  const at = (prefix: string): number => run.x + measure(run.font, prefix, run.size);
  switch (run.mode) {
    case 'line':
      return [{ ...base, x: run.x, show: run.text }];
    case 'tj': {
      // Words as strings, the spaces between them as negative adjustments (a real gap, no glyph).
      const parts: (string | number)[] = [];
      for (const token of run.text.split(/( +)/)) {
        if (!token) continue;
        if (token.startsWith(' ')) parts.push(-Math.round(measure(run.font, token, 1000)));
        else parts.push(token);
      }
      return [{ ...base, x: run.x, show: parts }];
    }
    case 'word': {
      const out: Piece[] = [];
      let offset = 0;
      for (const token of run.text.split(/( +)/)) {
        if (token && !token.startsWith(' ')) {
          out.push({ ...base, x: at(run.text.slice(0, offset)), show: token });
        }
        offset += token.length;
      }
      return out;
    }
    case 'glyph': {
      const out: Piece[] = [];
      const chars = [...run.text];
      chars.forEach((ch, i) => {
        if (ch !== ' ') out.push({ ...base, x: at(chars.slice(0, i).join('')), show: ch });
      });
      return out;
    }
  }
}

function ordered(pieces: Piece[], order: DrawOrder, r: Random): Piece[] {
  switch (order) {
    case 'rows':
      return pieces;
    case 'reverse':
      return [...pieces].reverse();
    case 'columns':
      // Furniture first, then the table column by column, each column top to bottom.
      return [...pieces].sort((a, b) =>
        a.row < 0 || b.row < 0 ? a.row - b.row : a.col - b.col || a.row - b.row,
      );
    case 'random':
      return r.shuffle([...pieces]);
  }
}

async function emit(
  layout: PageLayout[],
  style: TableStyle,
  [pageW, pageH]: [number, number],
  r: Random,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  doc.setProducer('SikaLens statement fixture generator');
  doc.registerFontkit(sharedFontkit);
  const used = [...new Set(layout.flatMap((p) => p.runs.map((run) => run.font)))];
  const tag = Array.from({ length: 6 }, () => String.fromCharCode(65 + r.int(0, 25))).join('');
  const fonts = new Map<FontId, PDFFont>();
  for (const font of used) {
    fonts.set(
      font,
      isTrueType(font)
        ? await doc.embedFont(trueTypeBytes(font), {
            subset: true,
            features: NO_SHAPING,
            customName: `${tag}+${font}`,
          })
        : await doc.embedFont(font),
    );
  }
  const keys = new Map(used.map((f, i) => [f, `${style.fontKeyPrefix}${i + 1}`]));
  const s = style.coordinates === 'scaled' ? 0.75 : 1;
  const flip = style.coordinates === 'flipped';
  // Layout space (y up, points) to user space after the page's cm.
  const u = (x: number): number => x / s;
  const v = (y: number): number => (flip ? pageH - y : y) / s;
  const d = flip ? -1 : 1;
  const num = (n: number): PDFNumber => PDFNumber.of(Math.round(n * 1000) / 1000);

  for (const pageLayout of layout) {
    const page: PDFPage = doc.addPage([pageW, pageH]);
    for (const [font, key] of keys) {
      page.node.setFontDictionary(PDFName.of(key), fonts.get(font)!.ref);
    }
    const ops: PDFOperator[] = [pushGraphicsState()];
    if (s !== 1 || flip) {
      ops.push(concatTransformationMatrix(s, 0, 0, flip ? -s : s, 0, flip ? pageH : 0));
    }
    for (const shape of pageLayout.shapes) {
      if (shape.kind === 'rect') {
        ops.push(
          setFillingRgbColor(...shape.color),
          rectangle(num(u(shape.x)), num(v(shape.y)), num(shape.w / s), num((d * shape.h) / s)),
          fill(),
        );
      } else {
        ops.push(
          setStrokingRgbColor(...shape.color),
          setLineWidth(shape.width / s),
          moveTo(num(u(shape.x1)), num(v(shape.y1))),
          lineTo(num(u(shape.x2)), num(v(shape.y2))),
          stroke(),
        );
      }
    }
    const pieces = ordered(pageLayout.runs.flatMap(piecesOf), style.order, r);
    const perPage = style.textObjects === 'per-page';
    let current: {
      font: FontId | null;
      size: number;
      color: string;
      placed: boolean;
      lu: number;
      lv: number;
    } | null = null;
    const encode = (font: FontId, text: string): PDFString | PDFHexString =>
      style.literalStrings && !isTrueType(font) && /^[\x20-\x7e]*$/.test(text)
        ? PDFString.of(text.replace(/[\\()]/g, '\\$&'))
        : fonts.get(font)!.encodeText(text);
    if (perPage) ops.push(beginText());
    for (const piece of pieces) {
      if (!perPage || current === null) {
        if (!perPage) ops.push(beginText());
        current = { font: null, size: 0, color: '', placed: false, lu: 0, lv: 0 };
      }
      if (current.font !== piece.font || current.size !== piece.size) {
        ops.push(setFontAndSize(keys.get(piece.font)!, num(piece.size / s)));
        current.font = piece.font;
        current.size = piece.size;
      }
      const color = piece.color.join(' ');
      if (current.color !== color) {
        ops.push(setFillingRgbColor(...piece.color));
        current.color = color;
      }
      const [pu, pv] = [u(piece.x), v(piece.y)];
      if (style.positioning === 'Td' && current.placed) {
        ops.push(moveText(num(pu - current.lu), num(d * (pv - current.lv))));
      } else {
        ops.push(setTextMatrix(1, 0, 0, d, num(pu), num(pv)));
      }
      current.placed = true;
      current.lu = pu;
      current.lv = pv;
      if (typeof piece.show === 'string') {
        const arg = encode(piece.font, piece.show);
        ops.push(PDFOperator.of(PDFOperatorNames.ShowText, [arg]));
      } else {
        const array = PDFArray.withContext(doc.context);
        for (const part of piece.show) {
          array.push(typeof part === 'number' ? PDFNumber.of(part) : encode(piece.font, part));
        }
        ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]));
      }
      if (!perPage) {
        ops.push(endText());
        current = null;
      }
    }
    if (perPage) ops.push(endText());
    ops.push(popGraphicsState());
    page.pushOperators(...ops);
  }
  return doc.save({ useObjectStreams: false });
}
