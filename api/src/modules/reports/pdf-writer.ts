import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, type PDFFont, type PDFPage } from 'pdf-lib';

// A4 in points, with margins wide enough for a printer and a header and footer on every page.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { x: 32, top: 64, bottom: 52 };
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x;

type Rgb = readonly [number, number, number];
const INK: Rgb = [0.12, 0.13, 0.15];
const MUTED: Rgb = [0.4, 0.42, 0.46];
const RULE: Rgb = [0.82, 0.84, 0.87];
const HEADER_FILL: Rgb = [0.91, 0.93, 0.95];
const STRIPE_FILL: Rgb = [0.97, 0.975, 0.98];

const num = (value: number) => String(Math.round(value * 100) / 100);
const color = ([r, g, b]: Rgb) => `${num(r)} ${num(g)} ${num(b)}`;

const CELL_PAD = { x: 3, y: 3 };
const LINE_GAP = 1.25;
const ELLIPSIS = '…';

// Noto Sans (SIL Open Font License, from @expo-google-fonts/noto-sans), embedded as a subset of
// the glyphs a report uses: it has the cedi sign and the letters of Ghanaian names (Akan ɛ and ɔ,
// Ewe ŋ, ɖ, ƒ, ʋ, ɣ), which the standard PDF fonts (WinAnsi) lack. Read once per process.
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;
const reportFonts = () =>
  (fontBytes ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  });

// An embedded font with what a report asks of it a thousand times a page kept per character:
// pdf-lib measures and encodes a custom font's text by laying it out with fontkit on every call
// (a 5,000-row table took 20 s that way, against 0.25 s with Helvetica). Report text needs no
// shaping (no ligatures or kerning worth the cost), so each character's advance width and glyph
// code are looked up once; encoding a character also adds its glyph to the embedded subset.
class ReportFont {
  private readonly widths = new Map<string, number>();
  private readonly codes = new Map<string, string>();
  readonly characters: ReadonlySet<number>;

  constructor(private readonly font: PDFFont) {
    this.characters = new Set(font.getCharacterSet());
  }

  get ref() {
    return this.font.ref;
  }

  width(text: string, size: number): number {
    let units = 0;
    for (const char of text) {
      let width = this.widths.get(char);
      if (width === undefined) {
        width = this.font.widthOfTextAtSize(char, 1000);
        this.widths.set(char, width);
      }
      units += width;
    }
    return (units * size) / 1000;
  }

  // The text as a PDF hex string of glyph codes (Identity-H), for a Tj operator.
  encode(text: string): string {
    let hex = '';
    for (const char of text) {
      let code = this.codes.get(char);
      if (code === undefined) {
        code = this.font.encodeText(char).toString().slice(1, -1);
        this.codes.set(char, code);
      }
      hex += code;
    }
    return `<${hex}>`;
  }
}

/**
 * Text the font can draw: control characters become spaces, a character the font lacks becomes
 * the letter without its accent where it has that, anything else '?'. pdf-lib draws a missing
 * glyph as an empty box, so every string goes through here first.
 */
export function drawable(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\p{Cc}\u2028\u2029]/gu, ' ')) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    // An accent that did not combine with its letter: the letter alone.
    if (/\p{M}/u.test(char)) continue;
    const nearest = char.normalize('NFKD').replace(/\p{M}/gu, '');
    const fits = nearest !== '' && [...nearest].every((c) => supported.has(c.codePointAt(0)!));
    out += fits ? nearest : '?';
  }
  return out;
}

type Align = 'left' | 'right';

export type Column<Row> = {
  header: string;
  width: number;
  align?: Align;
  // Wrapped to at most this many lines (default 1); the last one kept ends in '…'.
  maxLines?: number;
  // Never wrapped or cut (an ID): the font shrinks until it fits the column.
  whole?: boolean;
  // One string, or lines of their own (a name, then its number).
  cell: (row: Row) => string | readonly string[];
};

export type TableOptions = { size?: number; stripes?: boolean };

type Page = { page: PDFPage; ops: string[] };

// Writes a report top to bottom: headings, paragraphs, label/value lists and tables that break
// across pages with their column headers repeated. Page headers and "Page X of Y" footers are
// drawn at the end, when the number of pages is known.
// Pages are written as PDF content operators (text, filled rectangles, lines) in a string per
// page, compressed into one stream at the end: pdf-lib's drawText keeps about ten objects per
// string drawn, which for a 5,000-row table held some 200 MB until the file was saved.
export class PdfWriter {
  private readonly pages: Page[] = [];
  private y = 0;
  private readonly supported: ReadonlySet<number>;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: ReportFont,
    private readonly bold: ReportFont,
  ) {
    this.supported = font.characters;
    this.addPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator('SikaLens');
    doc.setProducer('SikaLens');
    doc.registerFontkit(fontkit);
    const fonts = reportFonts();
    const font = await doc.embedFont(fonts.regular, { subset: true });
    const bold = await doc.embedFont(fonts.bold, { subset: true });
    return new PdfWriter(doc, new ReportFont(font), new ReportFont(bold));
  }

  safe(text: string): string {
    return drawable(text, this.supported);
  }

  heading(text: string, size = 13): void {
    this.space(size * 2.6 + 24);
    this.y -= size * 0.9;
    this.draw(text, MARGIN.x, this.y - size, size, this.bold, INK);
    this.y -= size * 1.6;
  }

  paragraph(text: string, options: { size?: number; muted?: boolean; bold?: boolean } = {}): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.font;
    for (const line of this.wrap(this.safe(text), font, size, CONTENT_WIDTH)) {
      this.space(size * LINE_GAP);
      this.draw(line, MARGIN.x, this.y - size, size, font, options.muted ? MUTED : INK);
      this.y -= size * LINE_GAP;
    }
    this.y -= size * 0.5;
  }

  // Two columns: labels on the left, values on the right of them.
  facts(rows: readonly (readonly [string, string])[], size = 9.5, labelWidth = 150): void {
    for (const [label, value] of rows) {
      const lines = this.wrap(this.safe(value), this.bold, size, CONTENT_WIDTH - labelWidth);
      const height = lines.length * size * LINE_GAP + 2;
      this.space(height);
      this.draw(this.safe(label), MARGIN.x, this.y - size, size, this.font, MUTED);
      lines.forEach((line, i) => {
        this.draw(
          line,
          MARGIN.x + labelWidth,
          this.y - size - i * size * LINE_GAP,
          size,
          this.bold,
          INK,
        );
      });
      this.y -= height;
    }
    this.y -= size * 0.6;
  }

  async table<Row>(
    columns: readonly Column<Row>[],
    rows: readonly Row[],
    options: TableOptions = {},
  ): Promise<void> {
    const size = options.size ?? 8;
    const headerHeight = this.headerHeight(columns, size);
    // A header is never left alone at the foot of a page.
    this.space(headerHeight + size * LINE_GAP + 2 * CELL_PAD.y);
    this.columnHeaders(columns, size, headerHeight);
    for (const [index, row] of rows.entries()) {
      const cells = columns.map((column) => this.cellLines(column, column.cell(row), size));
      const lines = Math.max(1, ...cells.map((cell) => cell.lines.length));
      const height = lines * size * LINE_GAP + 2 * CELL_PAD.y;
      if (this.y - height < MARGIN.bottom) {
        this.addPage();
        // Drawing thousands of rows is CPU work: other requests get a turn between pages.
        await new Promise((resolve) => setImmediate(resolve));
        this.columnHeaders(columns, size, headerHeight);
      }
      if (options.stripes !== false && index % 2 === 1) {
        this.rect(this.y - height, height, STRIPE_FILL);
      }
      let x = MARGIN.x;
      columns.forEach((column, i) => {
        const { lines: text, size: cellSize } = cells[i]!;
        text.forEach((line, n) => {
          this.drawCell(
            line.text,
            column,
            x,
            this.y - CELL_PAD.y - cellSize - n * size * LINE_GAP,
            {
              size: cellSize,
              font: this.font,
              color: line.muted ? MUTED : INK,
            },
          );
        });
        x += column.width;
      });
      this.y -= height;
    }
    this.rule(this.current, this.y);
    this.y -= size;
  }

  // Every page gets the report's running header and "Page X of Y"; then the bytes.
  async finish(header: { left: string; right: string }, footer: string): Promise<Uint8Array> {
    const context = this.doc.context;
    this.pages.forEach((page, index) => {
      const top = PAGE.height - 30;
      this.text(page, this.safe(header.left), MARGIN.x, top, 8.5, this.bold, INK);
      const right = this.fitText(this.safe(header.right), this.font, 8.5, CONTENT_WIDTH / 2);
      this.text(page, right, this.rightEdge(right, this.font, 8.5), top, 8.5, this.font, MUTED);
      this.rule(page, top - 8);
      const bottom = 28;
      this.text(page, this.safe(footer), MARGIN.x, bottom, 7.5, this.font, MUTED);
      const number = `Page ${index + 1} of ${this.pages.length}`;
      const x = this.rightEdge(number, this.font, 7.5);
      this.text(page, number, x, bottom, 7.5, this.font, MUTED);
      page.page.node.addContentStream(context.register(context.flateStream(page.ops.join('\n'))));
      page.ops = [];
    });
    return this.doc.save();
  }

  private get current(): Page {
    return this.pages[this.pages.length - 1]!;
  }

  private addPage(): void {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    page.node.setFontDictionary(PDFName.of('F1'), this.font.ref);
    page.node.setFontDictionary(PDFName.of('F2'), this.bold.ref);
    this.pages.push({ page, ops: [] });
    this.y = PAGE.height - MARGIN.top;
  }

  // Starts a new page unless `height` still fits on this one.
  private space(height: number): void {
    if (this.y - height < MARGIN.bottom) this.addPage();
  }

  private headerHeight<Row>(columns: readonly Column<Row>[], size: number): number {
    const lines = Math.max(
      ...columns.map(
        (c) => this.wrap(this.safe(c.header), this.bold, size, c.width - 2 * CELL_PAD.x).length,
      ),
    );
    return lines * size * LINE_GAP + 2 * CELL_PAD.y + 1;
  }

  private columnHeaders<Row>(columns: readonly Column<Row>[], size: number, height: number): void {
    this.rect(this.y - height, height, HEADER_FILL);
    let x = MARGIN.x;
    for (const column of columns) {
      const lines = this.wrap(
        this.safe(column.header),
        this.bold,
        size,
        column.width - 2 * CELL_PAD.x,
      );
      lines.forEach((line, n) => {
        this.drawCell(line, column, x, this.y - CELL_PAD.y - size - n * size * LINE_GAP, {
          size,
          font: this.bold,
          color: INK,
        });
      });
      x += column.width;
    }
    this.y -= height;
  }

  // A cell's lines as drawn: wrapped, cut to the column's line limit, or shrunk to fit whole.
  // The first part is the cell's value; the parts after it are details, in grey.
  private cellLines<Row>(
    column: Column<Row>,
    value: string | readonly string[],
    size: number,
  ): { lines: { text: string; muted: boolean }[]; size: number } {
    const width = column.width - 2 * CELL_PAD.x;
    const parts = (typeof value === 'string' ? [value] : value)
      .map((part) => this.safe(part).trim())
      .filter((part) => part !== '');
    if (column.whole) {
      const text = parts.join(' ');
      const natural = this.font.width(text, size);
      const fitted = natural > width ? Math.max(4, (size * width) / natural) : size;
      return { lines: text === '' ? [] : [{ text, muted: false }], size: fitted };
    }
    const max = column.maxLines ?? 1;
    const lines = parts.flatMap((part, p) =>
      this.wrap(part, this.font, size, width).map((text) => ({ text, muted: p > 0 })),
    );
    if (lines.length <= max) return { lines, size };
    const kept = lines.slice(0, max);
    const last = kept[max - 1]!;
    kept[max - 1] = {
      text: this.fitText(`${last.text}${ELLIPSIS}`, this.font, size, width),
      muted: last.muted,
    };
    return { lines: kept, size };
  }

  private drawCell<Row>(
    text: string,
    column: Column<Row>,
    x: number,
    y: number,
    style: { size: number; font: ReportFont; color: Rgb },
  ): void {
    const left =
      column.align === 'right'
        ? x + column.width - CELL_PAD.x - style.font.width(text, style.size)
        : x + CELL_PAD.x;
    this.draw(text, left, y, style.size, style.font, style.color);
  }

  // Words onto lines no wider than `width`; a word longer than a line is split.
  private wrap(text: string, font: ReportFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.width(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (font.width(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.width(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  // The text, cut and ended with '…' when it is wider than `width`.
  private fitText(text: string, font: ReportFont, size: number, width: number): string {
    if (font.width(text, size) <= width) return text;
    let cut = text.replace(new RegExp(`${ELLIPSIS}$`), '');
    while (cut.length > 0 && font.width(`${cut}${ELLIPSIS}`, size) > width) {
      cut = cut.slice(0, -1);
    }
    return `${cut.trimEnd()}${ELLIPSIS}`;
  }

  private rightEdge(text: string, font: ReportFont, size: number): number {
    return PAGE.width - MARGIN.x - font.width(text, size);
  }

  private draw(text: string, x: number, y: number, size: number, font: ReportFont, ink: Rgb): void {
    this.text(this.current, text, x, y, size, font, ink);
  }

  // One string at (x, y), its baseline; the text is already drawable (see safe()).
  private text(
    page: Page,
    text: string,
    x: number,
    y: number,
    size: number,
    font: ReportFont,
    ink: Rgb,
  ): void {
    if (text === '') return;
    const name = font === this.bold ? 'F2' : 'F1';
    page.ops.push(
      `BT /${name} ${num(size)} Tf ${color(ink)} rg ${num(x)} ${num(y)} Td ${font.encode(text)} Tj ET`,
    );
  }

  // A band across the content width (a header row, a stripe).
  private rect(y: number, height: number, fill: Rgb): void {
    this.current.ops.push(
      `${color(fill)} rg ${num(MARGIN.x)} ${num(y)} ${num(CONTENT_WIDTH)} ${num(height)} re f`,
    );
  }

  // A thin line across the content width.
  private rule(page: Page, y: number): void {
    page.ops.push(
      `${color(RULE)} RG 0.5 w ${num(MARGIN.x)} ${num(y)} m ${num(MARGIN.x + CONTENT_WIDTH)} ${num(y)} l S`,
    );
  }
}
