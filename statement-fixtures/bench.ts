// npm run bench:parse: generated app statements (1,200 rows on 40 pages, and 3,000 rows on 100
// pages) parsed by the runner (compiled, as in api/dist), against pdf.js alone extracting the same
// file's text on one thread. Each figure comes from its own process so peak RSS is that run's own.
// Figures, not a pass/fail test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchmarkStatement } from './random-statement.ts';
import { compileParser } from './compile-parser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [1200, 3000];
// rssMb: peak RSS of the process that read the PDF (for the runner, its parse process);
// callerRssMb: the process that called the runner.
type Sample = { ms: number; rows: number; rssMb: number; callerRssMb: number };

const dir = mkdtempSync(join(tmpdir(), 'sikalens-bench-'));
const compiled = compileParser();
const child = join(import.meta.dirname, 'bench-child.ts');
const median = (samples: Sample[], key: keyof Sample): number =>
  samples.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
const line = (label: string, value: string, ok?: boolean): void => {
  process.stdout.write(
    `${label.padEnd(46)} ${value}${ok === undefined ? '' : ok ? '  [met]' : '  [MISSED]'}\n`,
  );
};

for (const size of SIZES) {
  const { pdf, info } = await benchmarkStatement(size);
  const file = join(dir, `statement-${size}.pdf`);
  writeFileSync(file, pdf);
  const measure = (mode: 'pdfjs' | 'parse' | 'cold'): Sample[] =>
    Array.from(
      { length: RUNS },
      () =>
        JSON.parse(
          execFileSync(process.execPath, [child, mode, file, compiled], { encoding: 'utf8' }),
        ) as Sample,
    );
  const loadBefore = loadavg()[0]!;
  const base = measure('pdfjs');
  const warm = measure('parse');
  const cold = measure('cold');
  const [baseMs, warmMs, coldMs] = [median(base, 'ms'), median(warm, 'ms'), median(cold, 'ms')];
  const rows = median(warm, 'rows');
  // Other work on the machine slows every figure.
  const load = `load average ${loadBefore.toFixed(2)} -> ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} cores`;
  process.stdout.write(
    `${size > SIZES[0]! ? '\n' : ''}${size}-row, ${info.pages}-page statement (${(pdf.byteLength / 1024).toFixed(0)} KiB), parsed ${rows} rows; median of ${RUNS} runs per figure; ${load}\n`,
  );
  line(
    'pdf.js alone: text extraction (loaded)',
    `${baseMs.toFixed(0)} ms, peak RSS ${median(base, 'rssMb').toFixed(0)} MB`,
  );
  line(
    'parse, warm parse process (as in the API)',
    `${warmMs.toFixed(0)} ms, ${((rows / warmMs) * 1000).toFixed(0)} rows/s, parse process peak RSS ${median(warm, 'rssMb').toFixed(0)} MB, caller ${median(warm, 'callerRssMb').toFixed(0)} MB`,
  );
  line(
    'parse, process started for it (first upload)',
    `${coldMs.toFixed(0)} ms, parse process peak RSS ${median(cold, 'rssMb').toFixed(0)} MB`,
  );
  const over = (ms: number): string => (ms > 0 ? ` (over by ${ms.toFixed(0)} ms)` : '');
  line(
    'target: parse within 1.3x pdf.js',
    `${(warmMs / baseMs).toFixed(2)}x${over(warmMs - 1.3 * baseMs)}`,
    warmMs <= 1.3 * baseMs,
  );
  const rss = median(warm, 'rssMb');
  line(
    'target: parse process peak RSS < 250 MB',
    `${rss.toFixed(0)} MB${rss >= 250 ? ` (over by ${(rss - 250).toFixed(0)} MB)` : ''}`,
    rss < 250,
  );
}
