// npm run hostile:parse [-- --seed N --per-class N --class bomb,text --timeout MS --memory MB
//                          --out DIR --list]
// Runs the hostile PDFs (hostile.ts, 630 by default) one by one through the statement runner as the
// API uses it (compiled, parse processes with their memory cap), and prints per class how the files
// ended, crashes (PARSE_CRASHED, or the runner rejecting), parse timeouts, hangs (the runner not
// answering within its timeout plus 5 s), the parse processes' peak RSS and the time per file.
// Exit 1 when the runner itself failed (rejected, or never answered); failure outcomes are the
// expected result.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { compileParser } from './compile-parser.ts';
import { CLASSES, COUNTS, hostileFiles, type HostileClass } from './hostile.ts';
import type * as RunParser from '../api/src/modules/statements/parser/run-parser.ts';

export type FileResult = {
  name: string;
  kind: HostileClass;
  /** The failure code, 'ok' for a statement, 'REJECTED' or 'NO_ANSWER' when the runner failed. */
  code: string;
  ms: number;
  peakRssMb: number;
  end: string;
};

export type RunOptions = { timeoutMs: number; memoryMb: number };

/** Runs one file, never throwing: a runner that rejects or does not answer is a result too. */
export async function runOne(
  parser: Pick<typeof RunParser, 'runParserWithStats'>,
  file: { name: string; kind: HostileClass; bytes: Uint8Array; password?: string },
  options: RunOptions,
): Promise<FileResult> {
  const started = performance.now();
  const base = { name: file.name, kind: file.kind };
  // The runner has its own timer; this one only catches a runner that never answers.
  let guard: NodeJS.Timeout | undefined;
  const noAnswer = new Promise<null>((resolve) => {
    guard = setTimeout(() => resolve(null), options.timeoutMs + 60_000);
  });
  try {
    const result = await Promise.race([
      parser.runParserWithStats(file.bytes, {
        password: file.password,
        timeoutMs: options.timeoutMs,
        memoryMb: options.memoryMb,
      }),
      noAnswer,
    ]);
    if (result === null) {
      return {
        ...base,
        code: 'NO_ANSWER',
        ms: performance.now() - started,
        peakRssMb: 0,
        end: 'none',
      };
    }
    const { outcome, stats } = result;
    return {
      ...base,
      code: outcome.ok ? 'ok' : outcome.failure.code,
      ms: stats.ms,
      peakRssMb: stats.peakRssMb,
      end: stats.end,
    };
  } catch {
    return {
      ...base,
      code: 'REJECTED',
      ms: performance.now() - started,
      peakRssMb: 0,
      end: 'none',
    };
  } finally {
    clearTimeout(guard);
  }
}

export const isCrash = (r: FileResult): boolean =>
  r.code === 'PARSE_CRASHED' || r.code === 'REJECTED';
/** The runner did not answer, or answered well after its own time limit. */
export const isHang = (r: FileResult, timeoutMs: number): boolean =>
  r.code === 'NO_ANSWER' || r.ms > timeoutMs + 5_000;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The figures as a table: one line per class and a total. */
export function summarise(results: FileResult[], timeoutMs: number): string {
  const lines: string[] = [];
  const row = (label: string, rs: FileResult[]): void => {
    const codes = new Map<string, number>();
    for (const r of rs) codes.set(r.code, (codes.get(r.code) ?? 0) + 1);
    const outcomes = [...codes]
      .sort((a, b) => b[1] - a[1])
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    const ms = rs.map((r) => r.ms);
    lines.push(
      [
        label.padEnd(11),
        String(rs.length).padStart(4),
        `crashes ${String(rs.filter(isCrash).length).padStart(2)}`,
        `timeouts ${String(rs.filter((r) => r.code === 'PARSE_TIMEOUT').length).padStart(2)}`,
        `hangs ${String(rs.filter((r) => isHang(r, timeoutMs)).length).padStart(2)}`,
        `peak RSS ${String(Math.round(Math.max(0, ...rs.map((r) => r.peakRssMb)))).padStart(4)} MB`,
        `p95 ${String(Math.round(percentile(ms, 95))).padStart(6)} ms`,
        `max ${String(Math.round(Math.max(0, ...ms))).padStart(6)} ms`,
        `| ${outcomes}`,
      ].join('  '),
    );
  };
  for (const kind of CLASSES) {
    const rs = results.filter((r) => r.kind === kind);
    if (rs.length > 0) row(kind, rs);
  }
  row('all', results);
  return lines.join('\n');
}

function args(): {
  seed: number;
  perClass?: number;
  classes: HostileClass[];
  timeoutMs: number;
  memoryMb: number;
  out?: string;
  list: boolean;
} {
  const argv = process.argv.slice(2);
  const value = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const classes = (value('--class')?.split(',') ?? [...CLASSES]) as HostileClass[];
  for (const kind of classes) {
    if (!CLASSES.includes(kind)) {
      throw new Error(`unknown class ${kind}: one of ${CLASSES.join(', ')}`);
    }
  }
  return {
    seed: Number(value('--seed') ?? 1),
    perClass: value('--per-class') === undefined ? undefined : Number(value('--per-class')),
    classes,
    timeoutMs: Number(value('--timeout') ?? 20_000),
    memoryMb: Number(value('--memory') ?? 512),
    out: value('--out'),
    list: argv.includes('--list'),
  };
}

async function main(): Promise<void> {
  const options = args();
  const require = createRequire(import.meta.url);
  const parser = require(join(compileParser(), 'run-parser.js')) as typeof RunParser;
  if (options.out) mkdirSync(options.out, { recursive: true });
  const total = options.classes.reduce((n, kind) => n + (options.perClass ?? COUNTS[kind]), 0);
  process.stdout.write(
    `hostile:parse: ${total} files (seed ${options.seed}), timeout ${options.timeoutMs} ms, memory cap ${options.memoryMb} MB per parse process\n`,
  );
  const results: FileResult[] = [];
  const started = performance.now();
  // How much one parse grew this process (the caller's own peak also includes generating files).
  let grew = 0;
  for await (const file of hostileFiles({
    seed: options.seed,
    perClass: options.perClass,
    classes: options.classes,
  })) {
    if (options.out) writeFileSync(join(options.out, file.name), file.bytes);
    const before = process.memoryUsage().rss;
    const result = await runOne(parser, file, options);
    grew = Math.max(grew, process.memoryUsage().rss - before);
    results.push(result);
    if (options.list || isCrash(result) || isHang(result, options.timeoutMs)) {
      process.stdout.write(
        `  ${result.name.padEnd(58)} ${result.code.padEnd(22)} ${String(Math.round(result.ms)).padStart(6)} ms ${String(Math.round(result.peakRssMb)).padStart(4)} MB\n`,
      );
    } else if (results.length % 50 === 0) {
      process.stdout.write(`  ${results.length}/${total}\n`);
    }
  }
  await parser.closeParserPool();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const runnerRss = Math.round(process.resourceUsage().maxRSS / 1024);
  process.stdout.write(
    `\n${summarise(results, options.timeoutMs)}\n\n${results.length} files in ${minutes} min. This process (generating the files and calling the runner) peaked at ${runnerRss} MB RSS; one parse grew it by at most ${Math.round(grew / 1048576)} MB.\n`,
  );
  const failed = results.filter((r) => r.code === 'REJECTED' || r.code === 'NO_ANSWER');
  if (failed.length > 0) {
    process.stdout.write(`The runner failed on ${failed.length} files.\n`);
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
