// Draws a statement table with pdf-lib the way report generators do: a top block, a header row
// repeated on every page, cells wrapped inside their column, and a page footer.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export type Column = { key: string; label: string[]; width: number; align?: 'left' | 'right' };
export type TableSpec = {
  pageSize: [number, number];
  fontSize: number;
  columns: Column[];
  topBlock: string[][];
  title: string;
  rowsPerPage?: number;
};
export type Cells = Record<string, string>;

const MARGIN = 24;
const PAD = 2;

/** Greedy wrap at spaces and after hyphens; a word wider than the column is cut mid-word. */
export function wrap(text: string, width: number, font: PDFFont, size: number): string[] {
  const fits = (s: string): boolean => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const segments = paragraph.split(/(?<= )|(?<=\p{L}-)(?=\p{L})/u);
    let line = '';
    for (const raw of segments) {
      const candidate = line + raw;
      if (fits(candidate.trimEnd())) {
        line = candidate;
        continue;
      }
      if (line.trim()) lines.push(line.trimEnd());
      let rest = raw;
      while (!fits(rest.trimEnd())) {
        let cut = 1;
        while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut += 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
  }
  return lines;
}

type Ctx = { doc: PDFDocument; font: PDFFont; bold: PDFFont; spec: TableSpec };

function drawHeader(page: PDFPage, ctx: Ctx, top: number): number {
  const { spec, bold } = ctx;
  const size = spec.fontSize;
  let x = MARGIN;
  const depth = Math.max(...spec.columns.map((c) => c.label.length));
  for (const column of spec.columns) {
    column.label.forEach((part, i) => {
      page.drawText(part, { x: x + PAD, y: top - size - i * size * 1.2, size, font: bold });
    });
    x += column.width;
  }
  return top - depth * size * 1.2 - size * 0.8;
}

function drawRow(page: PDFPage, ctx: Ctx, lines: Map<string, string[]>, top: number): void {
  const { spec, font } = ctx;
  const size = spec.fontSize;
  let x = MARGIN;
  for (const column of spec.columns) {
    (lines.get(column.key) ?? []).forEach((text, i) => {
      if (!text) return;
      const w = font.widthOfTextAtSize(text, size);
      const left = column.align === 'right' ? x + column.width - PAD - w : x + PAD;
      page.drawText(text, { x: left, y: top - size - i * size * 1.25, size, font });
    });
    x += column.width;
  }
}

/** Renders rows (already in print order) and returns the PDF bytes. */
export async function renderTable(spec: TableSpec, rows: Cells[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const ctx: Ctx = {
    doc,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    spec,
  };
  const size = spec.fontSize;
  const [width, height] = spec.pageSize;
  const bottom = MARGIN + 40;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  let onPage = 0;
  const newPage = (): void => {
    page = doc.addPage([width, height]);
    pages.push(page);
    y = height - MARGIN;
    page.drawText(spec.title, { x: MARGIN, y: y - 10, size: 10, font: ctx.bold });
    y -= 22;
    if (pages.length === 1) {
      for (const [label, value] of spec.topBlock) {
        page.drawText(label!, { x: MARGIN, y: y - 8, size: 8, font: ctx.bold });
        if (value) page.drawText(value, { x: MARGIN + 110, y: y - 8, size: 8, font: ctx.font });
        y -= 11;
      }
      y -= 8;
    }
    y = drawHeader(page, ctx, y);
    onPage = 0;
  };
  newPage();
  for (const cells of rows) {
    const lines = new Map(
      spec.columns.map((c) => [c.key, wrap(cells[c.key] ?? '', c.width - 2 * PAD, ctx.font, size)]),
    );
    const depth = Math.max(...[...lines.values()].map((l) => l.length));
    const rowHeight = depth * size * 1.25 + size * 0.45;
    if (y - rowHeight < bottom || (spec.rowsPerPage && onPage >= spec.rowsPerPage)) newPage();
    drawRow(page, ctx, lines, y);
    y -= rowHeight;
    onPage += 1;
  }
  pages.forEach((p, i) =>
    p.drawText(`Page ${i + 1} of ${pages.length}`, {
      x: width / 2 - 20,
      y: MARGIN,
      size: 7,
      font: ctx.font,
    }),
  );
  return doc.save({ useObjectStreams: false });
}
