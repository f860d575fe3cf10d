import { parentPort, workerData } from 'node:worker_threads';
import { extractText, type ExtractOptions } from './extract-text';
import { failure } from './failures';
import { parseStatementText } from './parse-statement';
import type { PageText, ParseOutcome } from './types';

export type WorkerInput = { data: Uint8Array; options: ExtractOptions; assemble: boolean };
export type WorkerMessage =
  { type: 'pages'; pages: PageText[] } | { type: 'result'; outcome: ParseOutcome };

// Shard workers send their pages; the assembling worker (shard 0) waits for the others' pages,
// which the runner forwards, then parses everything, so no parsing runs on the caller's thread.
async function main(): Promise<void> {
  const port = parentPort!;
  const input = workerData as WorkerInput;
  const others = input.assemble ? input.options.shard.count - 1 : 0;
  const received: PageText[][] = [];
  const othersDone = new Promise<void>((resolve) => {
    if (others === 0) resolve();
    port.on('message', (message: WorkerMessage) => {
      if (message.type === 'pages') received.push(message.pages);
      if (received.length === others) resolve();
    });
  });
  const extracted = await extractText(input.data, input.options);
  if (!extracted.ok) return send({ type: 'result', outcome: extracted });
  if (!input.assemble) return send({ type: 'pages', pages: extracted.pages });
  await othersDone;
  const pages = [extracted.pages, ...received].flat().sort((a, b) => a.page - b.page);
  send({ type: 'result', outcome: parseStatementText(pages) });
}

function send(message: WorkerMessage): void {
  parentPort!.postMessage(message);
  if (message.type === 'result') parentPort!.close();
}

main().catch(() =>
  send({ type: 'result', outcome: { ok: false, failure: failure('PARSE_CRASHED') } }),
);
