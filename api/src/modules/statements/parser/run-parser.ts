import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResourceLimits } from 'node:worker_threads';
import { TS_HOOK_SOURCE } from './dev-ts-hook';
import { failure } from './failures';
import type { ChildMessage, ChildRequest } from './parse-child';
import type { ParseFailureCode, ParseOutcome } from './types';

// Numbers every request to a parse process (see ChildRequest).
let requestIds = 0;
export type RunParserOptions = {
  /** Tried after pdf.js's own empty-password attempt fails. Sent over IPC; never stored or logged. */
  password?: string;
  timeoutMs?: number;
  /** Memory cap of the parse process (resident set), in MB. Default 512. */
  memoryMb?: number;
  /** V8 heap of the parse process: maxOldGenerationSizeMb (default half of memoryMb), young (16). */
  resourceLimits?: Pick<ResourceLimits, 'maxOldGenerationSizeMb' | 'maxYoungGenerationSizeMb'>;
  /** Parses at a time in this process; the rest wait their turn. Default 2. */
  concurrency?: number;
  maxPages?: number;
  maxChars?: number;
};

/** How a parse went, for the tools (bench, hostile suite): its process's figures. */
export type ParseStats = {
  ms: number;
  /** Peak resident set of the process that parsed (not of the caller). */
  peakRssMb: number;
  /** How the parse process ended this parse. */
  end: 'result' | 'memory' | 'timeout' | 'crash';
  /** A process was started for this parse (no warm one was ready). */
  cold: boolean;
};

// A 16 MB young generation keeps peak RSS lower than V8's default at no measurable cost.
const DEFAULTS = { timeoutMs: 20_000, memoryMb: 512, youngMb: 16, concurrency: 2 };
// How often the watchdog reads the process's resident set from /proc.
const WATCH_MS = 25;
// A process that has not loaded pdf.js and read its warm-up statement by then is given up.
const START_TIMEOUT_MS = 30_000;
// A process that has just read a statement successfully parses the next one too (its compiled
// code is warm: a first statement takes about twice as long as the next), up to this many, while
// its resident set stays under REUSE_BELOW_MB. After any failure it is ended.
const PARSES_PER_PROCESS = 16;
const REUSE_BELOW_MB = 240;

/**
 * What a process is started with; a warm process is only used for a parse with the same settings.
 * The watchdog enforces memoryMb on the resident set; the kernel backs it with RLIMIT_DATA (its cap
 * on writable memory) at twice that, because V8 and glibc commit about twice what they touch.
 */
type Settings = { memoryMb: number; heapMb: number; youngMb?: number; cpuSeconds: number };
const keyOf = (s: Settings): string => JSON.stringify(s);

// Deaths that mean memory ran out: V8's heap limit, an allocation refused under RLIMIT_DATA
// (V8, glibc and C++ each say it their own way).
const OUT_OF_MEMORY =
  /heap limit|out of memory|allocation failed|bad_alloc|Check failed: \(result\.ptr\)|Cannot allocate memory|memory allocation of/i;

/** Restarts the process's peak RSS count (VmHWM) at its current size, so a reused process's peak
 * is that parse's own (Linux; ignored elsewhere). */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux, or not allowed: the peak then covers the process's earlier parses too.
  }
}

function readRssMb(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const kb = (field: string): number =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The command that starts a parse process: compiled (api/dist) or from sources via the swc hook. */
function childCommand(settings: Settings): { file: string; args: string[] } {
  const node = [`--max-old-space-size=${settings.heapMb}`];
  if (settings.youngMb) {
    node.push(`--max-semi-space-size=${Math.max(1, Math.round(settings.youngMb / 3))}`);
  }
  const compiled = join(__dirname, 'parse-child.js');
  if (!__filename.endsWith('.ts') && existsSync(compiled)) node.push(compiled);
  else {
    const load = `require('node:module').createRequire(${JSON.stringify(__filename)})`;
    const boot = `const load = ${load};\n(${TS_HOOK_SOURCE})(load);\nload(${JSON.stringify(join(__dirname, 'parse-child.ts'))});`;
    node.push('-e', boot);
  }
  if (process.platform === 'win32' || !existsSync('/bin/sh')) {
    return { file: process.execPath, args: node };
  }
  // The shell sets the limits and replaces itself with node (same pid). No core files; a limit the
  // host already sets lower stays as it is.
  const limits = [
    'ulimit -c 0',
    `ulimit -d ${settings.memoryMb * 2 * 1024}`,
    `ulimit -t ${settings.cpuSeconds}`,
  ]
    .map((command) => `${command} 2>/dev/null`)
    .join('; ');
  return { file: '/bin/sh', args: ['-c', `${limits}; exec "$0" "$@"`, process.execPath, ...node] };
}

type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * A process that died without a result. Out of memory before the document opened means a broken
 * file (a bomb in its structure, or bytes pdf.js cannot make sense of); after, too big to read.
 */
function failureCode(end: ParseStats['end'], openedDoc: boolean): ParseFailureCode {
  if (end === 'timeout') return 'PARSE_TIMEOUT';
  if (end === 'memory') return openedDoc ? 'PDF_TOO_LARGE' : 'PDF_UNREADABLE';
  return 'PARSE_CRASHED';
}

/** One parse process: pdf.js loaded, one statement at a time. */
class ParseChild {
  readonly proc: ChildProcess;
  readonly ready: Promise<boolean>;
  readonly exited: Promise<Exit>;
  readonly key: string;
  private stderr = '';
  private listener: ((message: ChildMessage) => void) | null = null;
  /** Parses done, CPU used so far (ms) and resident set after the last parse (MB). */
  parses = 0;
  cpuMs = 0;
  rssMb = 0;

  readonly settings: Settings;

  constructor(settings: Settings) {
    this.settings = settings;
    this.key = keyOf(settings);
    const { file, args } = childCommand(settings);
    // Only what the child needs: no secrets of the API's environment reach a process that reads
    // hostile files.
    const env: NodeJS.ProcessEnv = {};
    for (const name of ['TMPDIR', 'TMP', 'TEMP', 'PATH', 'SYSTEMROOT']) {
      if (process.env[name] !== undefined) env[name] = process.env[name];
    }
    this.proc = spawn(file, args, {
      env,
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      windowsHide: true,
    });
    // Kept for telling a memory death from a crash; never logged (pdf.js or V8 may quote content).
    this.proc.stderr?.setEncoding('latin1');
    this.proc.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-8192);
    });
    this.exited = new Promise((resolve) => {
      this.proc.once('exit', (code, signal) => resolve({ code, signal }));
      this.proc.once('error', () => resolve({ code: null, signal: null }));
    });
    this.ready = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), START_TIMEOUT_MS);
      timer.unref();
      this.proc.on('message', (message: ChildMessage) => {
        if (message.type === 'ready') {
          clearTimeout(timer);
          resolve(true);
        } else this.listener?.(message);
      });
      void this.exited.then(() => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    this.idle();
  }

  get alive(): boolean {
    return this.proc.exitCode === null && this.proc.signalCode === null && this.proc.connected;
  }

  /** An idle process does not keep the caller's process running (no hanging Jest, clean exits). */
  idle(): void {
    this.proc.unref();
    this.proc.channel?.unref();
    (this.proc.stderr as { unref?: () => void } | null)?.unref?.();
  }

  busy(): void {
    this.proc.ref();
    this.proc.channel?.ref();
    (this.proc.stderr as { ref?: () => void } | null)?.ref?.();
  }

  diedOfMemory(): boolean {
    return OUT_OF_MEMORY.test(this.stderr);
  }

  kill(): void {
    if (this.proc.exitCode === null && this.proc.signalCode === null) this.proc.kill('SIGKILL');
  }

  /** Runs one parse. Resolves with the outcome; never rejects. */
  async parse(
    request: ChildRequest,
    timeoutMs: number,
  ): Promise<{ outcome: ParseOutcome; peakRssMb: number; end: ParseStats['end'] }> {
    let peak = 0;
    let openedDoc = false;
    this.parses += 1;
    if (this.proc.pid !== undefined) resetPeak(this.proc.pid);
    let killedFor: 'memory' | 'timeout' | null = null;
    let timer: NodeJS.Timeout | undefined;
    let watch: NodeJS.Timeout | undefined;
    const pid = this.proc.pid;
    const stop = (reason: 'memory' | 'timeout'): void => {
      killedFor ??= reason;
      this.kill();
    };
    try {
      return await new Promise((resolve) => {
        this.listener = (message) => {
          // An answer to an earlier request (sent as that child was failing) is not this one's.
          if (message.type !== 'ready' && message.id !== request.id) return;
          if (message.type === 'opened') openedDoc = true;
          if (message.type === 'result') {
            this.cpuMs = message.cpuMs;
            const usage = pid === undefined ? null : readRssMb(pid);
            this.rssMb = usage?.rss ?? message.peakRssMb;
            resolve({
              outcome: message.outcome,
              // The child's own figure covers its whole life; /proc's covers this parse.
              peakRssMb: usage ? Math.max(peak, usage.hwm) : Math.max(peak, message.peakRssMb),
              end: 'result',
            });
          }
        };
        void this.exited.then(({ signal }) => {
          const end: ParseStats['end'] =
            killedFor === 'timeout' || signal === 'SIGXCPU'
              ? 'timeout'
              : killedFor === 'memory' || this.diedOfMemory()
                ? 'memory'
                : 'crash';
          const outcome = { ok: false as const, failure: failure(failureCode(end, openedDoc)) };
          resolve({ outcome, peakRssMb: peak, end });
        });
        timer = setTimeout(() => stop('timeout'), timeoutMs);
        if (pid !== undefined) {
          watch = setInterval(() => {
            const usage = readRssMb(pid);
            if (!usage) return;
            peak = Math.max(peak, usage.hwm, usage.rss);
            if (usage.rss > this.settings.memoryMb) stop('memory');
          }, WATCH_MS);
        }
        // A process that cannot take the request is ended; its exit reports the failure.
        this.proc.send(request, (error) => {
          if (error) this.kill();
        });
      });
    } finally {
      clearTimeout(timer);
      clearInterval(watch);
      this.listener = null;
    }
  }
}

type Waiter = () => void;

/**
 * Parse processes: at most `concurrency` parse at once, the rest wait in order. One warm process
 * (pdf.js loaded and compiled) waits for the next statement. A process that read a statement
 * successfully and stayed small may read the next few (PARSES_PER_PROCESS); any failure, a memory
 * or time limit, or a large statement ends it, and a replacement starts warming when a parse ends.
 */
class ParserPool {
  private concurrency = DEFAULTS.concurrency;
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private warm: ParseChild | null = null;
  private readonly children = new Set<ParseChild>();
  private closed = false;

  constructor() {
    // Children also end by themselves when this process goes (their IPC channel closes).
    process.once('exit', () => {
      for (const child of this.children) child.kill();
    });
  }

  setConcurrency(value: number): void {
    this.concurrency = Math.max(1, Math.floor(value));
    this.next();
  }

  async run(
    data: Uint8Array,
    options: RunParserOptions,
  ): Promise<{ outcome: ParseOutcome; stats: ParseStats }> {
    this.closed = false;
    const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
    const settings = settingsOf(options);
    await this.slot();
    const started = performance.now();
    let child: ParseChild | null = null;
    try {
      const taken = this.take(settings);
      child = taken.child;
      child.busy();
      const ready = await child.ready;
      if (!ready) {
        return this.done(started, taken.cold, crashed());
      }
      const request: ChildRequest = {
        type: 'parse',
        id: (requestIds += 1),
        data: plainBytes(data),
        options: {
          password: options.password,
          maxPages: options.maxPages ?? 300,
          maxChars: options.maxChars ?? 5_000_000,
        },
      };
      const result = await child.parse(request, timeoutMs);
      if (this.reusable(child, result)) {
        this.warm = child;
        child.idle();
        child = null;
      }
      return this.done(started, taken.cold, result);
    } catch {
      return this.done(started, false, crashed());
    } finally {
      if (child) this.retire(child);
      this.active -= 1;
      this.prepare(settings);
      this.next();
    }
  }

  /** Resolves once a warm process with these settings is ready (false: it could not start). */
  async warmUp(options: RunParserOptions): Promise<boolean> {
    this.closed = false;
    const settings = settingsOf(options);
    if (this.warm && this.warm.key !== keyOf(settings)) {
      this.retire(this.warm);
      this.warm = null;
    }
    this.prepare(settings);
    const warm = this.warm;
    if (!warm) return false;
    // Referenced while starting, so a caller awaiting this does not exit first.
    warm.busy();
    const ready = await warm.ready;
    if (this.warm === warm) warm.idle();
    return ready;
  }

  /** Ends the warm process and stops warming; parses under way finish. The next parse restarts it. */
  async close(): Promise<void> {
    this.closed = true;
    const warm = this.warm;
    this.warm = null;
    if (warm) {
      // Referenced until it has gone, so a caller awaiting this does not exit first.
      warm.busy();
      warm.kill();
      await warm.exited;
    }
  }

  /** Only after a statement was read: a file that failed in any way never shares a process. */
  private reusable(
    child: ParseChild,
    result: { outcome: ParseOutcome; end: ParseStats['end'] },
  ): boolean {
    return (
      result.outcome.ok &&
      result.end === 'result' &&
      !this.closed &&
      this.warm === null &&
      child.alive &&
      child.parses < PARSES_PER_PROCESS &&
      child.rssMb > 0 &&
      child.rssMb < REUSE_BELOW_MB &&
      child.cpuMs < (child.settings.cpuSeconds * 1000) / 3
    );
  }

  private done(
    started: number,
    cold: boolean,
    result: { outcome: ParseOutcome; peakRssMb: number; end: ParseStats['end'] },
  ): { outcome: ParseOutcome; stats: ParseStats } {
    return {
      outcome: result.outcome,
      stats: {
        ms: performance.now() - started,
        peakRssMb: result.peakRssMb,
        end: result.end,
        cold,
      },
    };
  }

  private slot(): Promise<void> {
    if (this.active < this.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.active += 1;
        resolve();
      }),
    );
  }

  private next(): void {
    while (this.active < this.concurrency && this.waiting.length > 0) this.waiting.shift()!();
  }

  private take(settings: Settings): { child: ParseChild; cold: boolean } {
    const warm = this.warm;
    this.warm = null;
    if (warm && warm.key === keyOf(settings) && warm.alive) return { child: warm, cold: false };
    if (warm) this.retire(warm);
    return { child: this.spawn(settings), cold: true };
  }

  /**
   * Starts the next warm process in the background once a parse has ended, so its start-up (about
   * half a second of CPU) does not slow the parse under way. One killed from outside while it
   * waits is replaced on the next parse.
   */
  private prepare(settings: Settings): void {
    if (this.closed || this.warm) return;
    this.warm = this.spawn(settings);
  }

  private spawn(settings: Settings): ParseChild {
    const child = new ParseChild(settings);
    this.children.add(child);
    void child.exited.then(() => this.children.delete(child));
    return child;
  }

  private retire(child: ParseChild): void {
    child.idle();
    child.kill();
  }
}

/**
 * The bytes as a plain Uint8Array of their own: IPC would turn a Buffer back into a Buffer (which
 * pdf.js refuses), and a view into a larger buffer would send the rest of that buffer along.
 */
function plainBytes(data: Uint8Array): Uint8Array {
  const plain =
    Object.getPrototypeOf(data) === Uint8Array.prototype &&
    data.byteOffset === 0 &&
    data.byteLength === data.buffer.byteLength;
  return plain ? data : new Uint8Array(data);
}

function settingsOf(options: RunParserOptions): Settings {
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  return {
    memoryMb: options.memoryMb ?? DEFAULTS.memoryMb,
    // Half the cap by default: the rest is pdf.js's decoded streams and V8's own overhead.
    heapMb:
      options.resourceLimits?.maxOldGenerationSizeMb ??
      Math.max(64, Math.floor((options.memoryMb ?? DEFAULTS.memoryMb) / 2)),
    youngMb: options.resourceLimits?.maxYoungGenerationSizeMb ?? DEFAULTS.youngMb,
    // A backstop for a process whose caller died mid-parse: the kernel ends it after this much
    // CPU even if it never returns to its event loop (which is where it notices).
    cpuSeconds: Math.ceil((3 * Math.max(timeoutMs, DEFAULTS.timeoutMs)) / 1000) + 30,
  };
}

const crashed = (): { outcome: ParseOutcome; peakRssMb: number; end: ParseStats['end'] } => ({
  outcome: { ok: false, failure: failure('PARSE_CRASHED') },
  peakRssMb: 0,
  end: 'crash',
});

let pool: ParserPool | null = null;

/**
 * Parses a statement PDF in a separate process with a memory cap and a time limit, so a hostile
 * file fails its own parse and nothing else. Always resolves: a crash, timeout or memory cap is a
 * failure outcome with a user-facing message.
 */
export async function runParser(
  data: Uint8Array,
  options: RunParserOptions = {},
): Promise<ParseOutcome> {
  return (await runParserWithStats(data, options)).outcome;
}

/** runParser, with the parse process's own time and peak memory. */
export function runParserWithStats(
  data: Uint8Array,
  options: RunParserOptions = {},
): Promise<{ outcome: ParseOutcome; stats: ParseStats }> {
  pool ??= new ParserPool();
  if (options.concurrency !== undefined) pool.setConcurrency(options.concurrency);
  return pool.run(data, options);
}

/**
 * Starts a parse process now, so the first statement does not wait for one (the benchmark, an
 * API that wants its first upload fast). Resolves false if it could not start.
 */
export function warmParserPool(options: RunParserOptions = {}): Promise<boolean> {
  pool ??= new ParserPool();
  if (options.concurrency !== undefined) pool.setConcurrency(options.concurrency);
  return pool.warmUp(options);
}

/** Ends the warm parse process (API shutdown, end of a test file). Parses under way finish. */
export async function closeParserPool(): Promise<void> {
  await pool?.close();
}

/** Starts the parse process with the configured limits (server start); never throws. */
export async function warmParser(config: {
  parseTimeoutMs: number;
  parseMemoryMb: number;
  parseConcurrency: number;
}): Promise<boolean> {
  return warmParserPool({
    timeoutMs: config.parseTimeoutMs,
    memoryMb: config.parseMemoryMb,
    concurrency: config.parseConcurrency,
  }).catch(() => false);
}
