// One measurement per process, so peak RSS belongs to that measurement alone.
// argv: <mode: pdfjs | parse> <pdf path> <workers> <compiled parser dir>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [mode, file, workers, compiled] = process.argv.slice(2) as [string, string, string, string];
const pdf = new Uint8Array(readFileSync(file));
const require = createRequire(import.meta.url);
let rows = 0;
const started = performance.now();
if (mode === 'pdfjs') {
  const { getDocument } = (await import(
    require.resolve('pdfjs-dist/legacy/build/pdf.mjs')
  )) as typeof import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: pdf, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    rows += (await page.getTextContent()).items.length;
    page.cleanup();
  }
  await task.destroy();
} else {
  const { runParser } = require(
    join(compiled, 'run-parser.js'),
  ) as typeof import('../../api/src/modules/statements/parser/run-parser.ts');
  const outcome = await runParser(pdf, { workers: Number(workers) });
  if (!outcome.ok) throw new Error(outcome.failure.code);
  rows = outcome.statement.transactions.length;
}
const ms = performance.now() - started;
process.stdout.write(JSON.stringify({ ms, rows, rssMb: process.resourceUsage().maxRSS / 1024 }));
