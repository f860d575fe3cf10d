import { PDFDocument, StandardFonts } from 'pdf-lib';
import { pdfPages } from '../../../test/pdf-text';
import { PdfWriter, winAnsiSafe } from './pdf-writer';

describe('winAnsiSafe', () => {
  let supported: Set<number>;
  beforeAll(async () => {
    const doc = await PDFDocument.create();
    supported = new Set((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  });

  it('keeps what Helvetica draws and writes the rest as the nearest letter, or ?', () => {
    expect(winAnsiSafe('Zoë Müller – “café” €5', supported)).toBe('Zoë Müller – “café” €5');
    // Akan and Ewe letters, the cedi sign, combining accents, then what has no Latin letter.
    expect(winAnsiSafe('Ɔsei Ɛfua Ŋkrumah ₵20', supported)).toBe('Osei Efua Nkrumah GHS 20');
    expect(winAnsiSafe('Ama\u0301 Ọ̀kọ̀', supported)).toBe('Amá Oko');
    expect(winAnsiSafe('中文 😀', supported)).toBe('?? ?');
    expect(winAnsiSafe('line\nbreak\ttab\u0000', supported)).toBe('line break tab ');
  });

  it('lets pdf-lib draw any string it returns', async () => {
    const writer = await PdfWriter.create('test');
    writer.paragraph('Ɔsei Ɛfua 中文 😀 ₵ \u0007 \u2028 Ω');
    await expect(writer.finish({ left: 'a', right: 'b' }, 'c')).resolves.toBeInstanceOf(Uint8Array);
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
