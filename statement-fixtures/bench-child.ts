// One measurement per process, so peak RSS belongs to that measurement alone.
// argv: <mode: pdfjs | parse | cold> <pdf path> <compiled parser dir>
//   pdfjs  pdf.js alone extracting every page's text, in this process (loaded before the clock)
//   parse  the runner, with its parse process waiting and warm (as in the API between uploads): it
//          has read this statement once before, untimed, and is kept if it may be reused
//          (run-parser.ts: after a successful parse while it stays small), else a fresh one waits
//   cold   the runner starting its parse process for this statement (the first upload)
// rssMb is the peak resident set of the process that read the PDF: this one for pdfjs, the parse
// process for parse and cold (callerRssMb is this process, which only hands the file over).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as RunParser from '../api/src/modules/statements/parser/run-parser.ts';

const [mode, file, compiled] = process.argv.slice(2) as [string, string, string];
const pdf = new Uint8Array(readFileSync(file));
const require = createRequire(import.meta.url);
let rows = 0;
let ms: number;
let rssMb: number;
if (mode === 'pdfjs') {
  const { getDocument } = (await import(
    require.resolve('pdfjs-dist/legacy/build/pdf.mjs')
  )) as typeof import('pdfjs-dist/legacy/build/pdf.mjs');
  const started = performance.now();
  const task = getDocument({ data: pdf, disableFontFace: true, verbosity: 0 });
  const doc = await task.promise;
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    rows += (await page.getTextContent()).items.length;
    page.cleanup();
  }
  await task.destroy();
  ms = performance.now() - started;
  rssMb = process.resourceUsage().maxRSS / 1024;
} else {
  const runner = require(join(compiled, 'run-parser.js')) as typeof RunParser;
  if (mode === 'parse') {
    await runner.runParserWithStats(pdf);
    if (!(await runner.warmParserPool())) throw new Error('no parse process');
  }
  const started = performance.now();
  const { outcome, stats } = await runner.runParserWithStats(pdf);
  ms = performance.now() - started;
  if (!outcome.ok) throw new Error(outcome.failure.code);
  rows = outcome.statement.transactions.length;
  rssMb = stats.peakRssMb;
  await runner.closeParserPool();
}
const callerRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ms, rows, rssMb, callerRssMb }));
