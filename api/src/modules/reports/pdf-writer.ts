import { PDFDocument, PDFName, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

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

// Letters of Ghanaian names (Akan ɛ and ɔ, Ewe ŋ, …) that Helvetica's WinAnsi encoding lacks,
// written as the nearest letter it has; the cedi sign is written as its code.
const NEAREST: Record<string, string> = {
  '₵': 'GHS ',
  ɛ: 'e',
  Ɛ: 'E',
  ɔ: 'o',
  Ɔ: 'O',
  ŋ: 'n',
  Ŋ: 'N',
  ɖ: 'd',
  Ɖ: 'D',
  ƒ: 'f',
  Ʋ: 'V',
  ʋ: 'v',
  ɣ: 'g',
  Ɣ: 'G',
};

/**
 * Text the standard fonts can draw: control characters become spaces, letters outside WinAnsi
 * their nearest Latin letter (or the letter without its accent), anything else '?'. pdf-lib throws
 * on a character the font cannot encode, so every string goes through here first.
 */
export function winAnsiSafe(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\p{Cc}\u2028\u2029]/gu, ' ')) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    // An accent that did not combine with its letter: the letter alone.
    if (/\p{M}/u.test(char)) continue;
    const nearest = NEAREST[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
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
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.supported = new Set(font.getCharacterSet());
    this.addPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator('SikaLens');
    doc.setProducer('SikaLens');
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, font, bold);
  }

  safe(text: string): string {
    return winAnsiSafe(text, this.supported);
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
      const natural = this.font.widthOfTextAtSize(text, size);
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
    style: { size: number; font: PDFFont; color: Rgb },
  ): void {
    const left =
      column.align === 'right'
        ? x + column.width - CELL_PAD.x - style.font.widthOfTextAtSize(text, style.size)
        : x + CELL_PAD.x;
    this.draw(text, left, y, style.size, style.font, style.color);
  }

  // Words onto lines no wider than `width`; a word longer than a line is split.
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line !== '') lines.push(line);
    return lines;
  }

  // The text, cut and ended with '…' when it is wider than `width`.
  private fitText(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text.replace(new RegExp(`${ELLIPSIS}$`), '');
    while (cut.length > 0 && font.widthOfTextAtSize(`${cut}${ELLIPSIS}`, size) > width) {
      cut = cut.slice(0, -1);
    }
    return `${cut.trimEnd()}${ELLIPSIS}`;
  }

  private rightEdge(text: string, font: PDFFont, size: number): number {
    return PAGE.width - MARGIN.x - font.widthOfTextAtSize(text, size);
  }

  private draw(text: string, x: number, y: number, size: number, font: PDFFont, ink: Rgb): void {
    this.text(this.current, text, x, y, size, font, ink);
  }

  // One string at (x, y), its baseline; the text is already WinAnsi-safe (see safe()).
  private text(
    page: Page,
    text: string,
    x: number,
    y: number,
    size: number,
    font: PDFFont,
    ink: Rgb,
  ): void {
    if (text === '') return;
    const name = font === this.bold ? 'F2' : 'F1';
    page.ops.push(
      `BT /${name} ${num(size)} Tf ${color(ink)} rg ${num(x)} ${num(y)} Td ${font.encodeText(text).toString()} Tj ET`,
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
