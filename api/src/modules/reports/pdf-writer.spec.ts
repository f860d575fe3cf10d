import { PDFDocument } from 'pdf-lib';
import { pdfPages } from '../../../test/pdf-text';
import { drawable, PdfWriter } from './pdf-writer';

describe('the report font', () => {
  it('draws the cedi sign and the letters of Ghanaian names as they are', async () => {
    const writer = await PdfWriter.create('test');
    // Akan, Ewe and Ga letters, the cedi sign, accents.
    const names = 'Ɔsei Ɛfua Ŋkrumah Ɖzifa Ʋɔnu ɣe ƒe ₵20 Zoë Müller – “café” €5';
    expect(writer.safe(names)).toBe(names);
    writer.paragraph(names);
    const [page] = await pdfPages(await writer.finish({ left: 'a', right: 'b' }, 'c'));
    expect(page).toContain('Ɔsei Ɛfua Ŋkrumah Ɖzifa Ʋɔnu ɣe ƒe ₵20');
  });

  it('writes what the font lacks as the letter without its accent, or ?', () => {
    const supported = new Set([...'AmaOko? '].map((c) => c.codePointAt(0)!));
    expect(drawable('Ama\u0301 Ọ̀kọ̀', supported)).toBe('Ama Oko');
    expect(drawable('中文 😀', supported)).toBe('?? ?');
    expect(drawable('Ama\nOko\tA\u0000', new Set([...supported, 'A'.codePointAt(0)!]))).toBe(
      'Ama Oko A ',
    );
  });

  it('lets pdf-lib draw any string it returns, and embeds only the glyphs used', async () => {
    const writer = await PdfWriter.create('test');
    writer.paragraph('Ɔsei Ɛfua 中文 😀 ₵ \u0007 \u2028 Ω');
    const pdf = await writer.finish({ left: 'a', right: 'b' }, 'c');
    expect(pdf).toBeInstanceOf(Uint8Array);
    // Two subsets of Noto Sans, not the whole 600 KB files.
    expect(pdf.byteLength).toBeLessThan(60_000);
  });
});

describe('PdfWriter tables', () => {
  it('breaks across A4 pages, repeats the column headers and numbers every page', async () => {
    const writer = await PdfWriter.create('test');
    writer.heading('Rows');
    const rows = Array.from({ length: 150 }, (_, i) => ({
      id: `ID${String(i).padStart(5, '0')}`,
      name: i === 7 ? 'A NAME FAR TOO LONG FOR ITS COLUMN, WHICH GOES ON AND ON AND ON' : 'SHORT',
    }));
    await writer.table(
      [
        { header: 'Row ID', width: 60, whole: true, cell: (r) => r.id },
        { header: 'Name', width: 90, maxLines: 2, cell: (r) => r.name },
      ],
      rows,
    );
    const bytes = await writer.finish({ left: 'Left', right: 'Right' }, 'Footer');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPages().length).toBeGreaterThanOrEqual(3);
    for (const page of doc.getPages()) {
      expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    }
    const pages = await pdfPages(bytes);
    pages.forEach((text, i) => {
      expect(text).toContain('Row ID');
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    const all = pages.join('\n');
    for (const row of rows) expect(all).toContain(row.id);
    // Wrapped onto two lines, then cut with an ellipsis.
    expect(all).toMatch(/A NAME FAR TOO\s+LONG FOR ITS[^\n]*…/);
    expect(all).not.toContain('AND ON AND ON');
  });
});
