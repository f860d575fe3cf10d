import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

// pdf.js is ESM only and Jest runs CommonJS: a plain Node process reads the text instead, the way
// a PDF reader (or an accountant's search box) sees it. One string per page; text items are
// joined by spaces, and lines by newlines.
const READ_TEXT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const content = await (await doc.getPage(n)).getTextContent();
  pages.push(content.items.map((item) => item.str + (item.hasEOL ? '\\n' : ' ')).join(''));
}
process.stdout.write(JSON.stringify(pages));
`;

export function pdfPages(pdf: Uint8Array): Promise<string[]> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', READ_TEXT],
      { cwd: resolve(__dirname, '..'), maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`));
        else done(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(Buffer.from(pdf));
  });
}
