import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { TS_HOOK_SOURCE } from './dev-ts-hook';
import { failure } from './failures';
import type { ParseFailureCode, ParseOutcome } from './types';
import type { WorkerInput, WorkerMessage } from './worker';

export type RunParserOptions = {
  /** Tried after pdf.js's own empty-password attempt fails. Never stored or logged. */
  password?: string;
  timeoutMs?: number;
  /** Worker threads, each loading the document and reading a page range. Default: 2 for big files. */
  workers?: number;
  resourceLimits?: ResourceLimits;
  maxPages?: number;
  maxChars?: number;
};

// A 16 MB young generation keeps peak RSS lower than 32 MB at no measurable cost (bench:parse).
const DEFAULT_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 16,
  stackSizeMb: 4,
};
// Below this size a second worker costs more to start than it saves.
const PARALLEL_FROM_BYTES = 200_000;

/** Two workers only for big files and only when a second core is actually idle; else they compete. */
function defaultWorkers(bytes: number): number {
  const cores = availableParallelism();
  return bytes >= PARALLEL_FROM_BYTES && cores > 1 && loadavg()[0]! < cores - 1 ? 2 : 1;
}

/**
 * Compiled (dist) the worker is worker.js beside this file. From sources (Jest, tools) it is
 * worker.ts, loaded through the dev hook because worker threads run outside Jest's module system.
 */
function startWorker(input: WorkerInput, resourceLimits: ResourceLimits): Worker {
  const compiled = join(__dirname, 'worker.js');
  if (!__filename.endsWith('.ts') && existsSync(compiled)) {
    return new Worker(compiled, { workerData: input, resourceLimits });
  }
  const boot = `${TS_HOOK_SOURCE}(require);\nrequire(${JSON.stringify(join(__dirname, 'worker.ts'))});`;
  return new Worker(boot, { eval: true, workerData: input, resourceLimits });
}

/** Parses a statement PDF in worker threads. Always resolves: a crash or timeout is a failure. */
export function runParser(data: Uint8Array, options: RunParserOptions = {}): Promise<ParseOutcome> {
  const count = Math.max(1, options.workers ?? defaultWorkers(data.byteLength));
  const limits = { ...DEFAULT_LIMITS, ...options.resourceLimits };
  return new Promise((resolve) => {
    const workers: Worker[] = [];
    let settled = false;
    const finish = (outcome: ParseOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      for (const worker of workers) void worker.terminate();
      resolve(outcome);
    };
    const fail = (code: ParseFailureCode): void => finish({ ok: false, failure: failure(code) });
    const timer = setTimeout(() => fail('PARSE_TIMEOUT'), options.timeoutMs ?? 20_000);
    for (let index = 0; index < count; index += 1) {
      const input: WorkerInput = {
        // Each worker gets its own copy: a transferred buffer can go to one thread only.
        data: count === 1 ? data : data.slice(),
        options: {
          password: options.password,
          maxPages: options.maxPages ?? 300,
          maxChars: options.maxChars ?? 5_000_000,
          shard: { index, count },
        },
        assemble: index === 0,
      };
      let worker: Worker;
      try {
        worker = startWorker(input, limits);
      } catch {
        fail('PARSE_CRASHED');
        return;
      }
      workers.push(worker);
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'result') finish(message.outcome);
        else workers[0]?.postMessage(message);
      });
      // Out of memory, an uncaught error or an early exit fails this parse only.
      worker.on('error', () => fail('PARSE_CRASHED'));
      worker.on('exit', () => fail('PARSE_CRASHED'));
    }
  });
}
