// npm run bench:parse: a 1,200-row, 40-page generated statement parsed by the runner (compiled, as
// in api/dist), against pdf.js alone extracting the same file's text on one thread. Each figure
// comes from its own process so peak RSS is that run's own. Figures, not a pass/fail test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { generateAppStatement, LEGAL } from './app-data.ts';
import { compileParser } from './compile-parser.ts';

const ROWS = 1200;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
type Sample = { ms: number; rows: number; rssMb: number };

const { pdf } = await generateAppStatement({
  seed: 4,
  rows: ROWS,
  rowsPerPage: 30,
  pageSize: LEGAL,
});
const file = join(mkdtempSync(join(tmpdir(), 'sikalens-bench-')), 'statement-1200.pdf');
writeFileSync(file, pdf);
const compiled = compileParser();
const child = join(import.meta.dirname, 'bench-child.ts');

function measure(mode: 'pdfjs' | 'parse', workers: number): Sample[] {
  return Array.from(
    { length: RUNS },
    () =>
      JSON.parse(
        execFileSync(process.execPath, [child, mode, file, String(workers), compiled], {
          encoding: 'utf8',
        }),
      ) as Sample,
  );
}
const median = (samples: Sample[], key: keyof Sample): number =>
  samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

const loadBefore = loadavg()[0]!;
const base = measure('pdfjs', 1);
const one = measure('parse', 1);
const two = measure('parse', 2);
const [baseMs, oneMs, twoMs] = [median(base, 'ms'), median(one, 'ms'), median(two, 'ms')];
const rows = median(two, 'rows');
// Other work on the machine slows every figure, and the two-worker one most.
const load = `load average ${loadBefore.toFixed(2)} -> ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;
const line = (label: string, value: string, ok?: boolean): void => {
  process.stdout.write(
    `${label.padEnd(46)} ${value}${ok === undefined ? '' : ok ? '  [met]' : '  [MISSED]'}\n`,
  );
};
process.stdout.write(
  `${ROWS}-row, ${(await PDFDocument.load(pdf)).getPageCount()}-page statement (${(pdf.byteLength / 1024).toFixed(0)} KiB), parsed ${rows} rows; median of ${RUNS} runs per figure; ${load}\n`,
);
line(
  'pdf.js alone: sequential text extraction',
  `${baseMs.toFixed(0)} ms, peak RSS ${median(base, 'rssMb').toFixed(0)} MB`,
);
line(
  'parse, 1 worker',
  `${oneMs.toFixed(0)} ms, ${((rows / oneMs) * 1000).toFixed(0)} rows/s, peak RSS ${median(one, 'rssMb').toFixed(0)} MB`,
);
line(
  'parse, 2 workers (page ranges in parallel)',
  `${twoMs.toFixed(0)} ms, ${((rows / twoMs) * 1000).toFixed(0)} rows/s, peak RSS ${median(two, 'rssMb').toFixed(0)} MB`,
);
const over = (ms: number): string => (ms > 0 ? ` (over by ${ms.toFixed(0)} ms)` : '');
line(
  'target: 1 worker within 1.3x pdf.js',
  `${(oneMs / baseMs).toFixed(2)}x${over(oneMs - 1.3 * baseMs)}`,
  oneMs <= 1.3 * baseMs,
);
line(
  'target: 2 workers under pdf.js sequential',
  `${(twoMs / baseMs).toFixed(2)}x${over(twoMs - baseMs)}`,
  twoMs < baseMs,
);
for (const [label, samples] of [
  ['1 worker', one],
  ['2 workers', two],
] as const) {
  const rss = median(samples, 'rssMb');
  line(
    `target: peak RSS < 250 MB (${label})`,
    `${rss.toFixed(0)} MB${rss >= 250 ? ` (over by ${(rss - 250).toFixed(0)} MB)` : ''}`,
    rss < 250,
  );
}
