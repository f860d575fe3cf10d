// The child process that parses statements for run-parser.ts. It starts with a memory cap set by
// the runner (RLIMIT_DATA, V8 heap flags, and the runner's RSS watchdog), loads pdf.js, reads a
// small built-in statement so pdf.js and the parser are compiled and warm, then says it is ready
// and parses what it is sent over IPC. The password comes in the IPC message only (never argv or
// the environment) and is never logged. It prints nothing: pdf.js runs at verbosity 0 and errors
// become a result, not a stack trace. It exits as soon as the runner goes away.
import { failure } from './failures';
import { preloadPdfJs, setExtractObserver } from './extract-text';
import { parsePdf, type ParsePdfOptions } from './parse-pdf';
import type { ParseOutcome } from './types';

/** id: the runner's number for this request; every answer carries it, so a late answer from an
 * earlier request can never settle the next one. */
export type ChildRequest = {
  type: 'parse';
  id: number;
  data: Uint8Array;
  options: ParsePdfOptions;
};
export type ChildMessage =
  | { type: 'ready' }
  /** The document opened: a death after this is the content's doing, not the file structure's. */
  | { type: 'opened'; id: number }
  | { type: 'result'; id: number; outcome: ParseOutcome; peakRssMb: number; cpuMs: number };

// The request being parsed: what an uncaught error is reported against.
let current = -1;

function send(message: ChildMessage, then?: () => void): void {
  if (process.connected) process.send!(message, () => then?.());
  else then?.();
}

// A PDF written by hand (offsets computed below): a header and two rows in Helvetica, enough to
// run every stage of extraction and parsing once before the first real statement arrives.
function warmUpPdf(): Uint8Array {
  const cols = [30, 100, 150, 220, 300, 345, 400, 435, 470, 525];
  const lines: string[][] = [
    ['Date & Time', 'Payment Type', 'To/From', 'Account Name', 'Amount', 'Transaction ID'],
    ['28 May 2026 05:47', 'DEBIT', '', 'Yellosave Autodebit', '-5.00', '82158821583'],
    [
      '27 May 2026 23:05',
      'MOMO USER',
      '+233 55 33 37 56 7',
      'KOFI ASANTE',
      '-70.00',
      '82155250503',
    ],
  ];
  const tail = [
    ['Fees', 'Tax', 'Balance', 'Reference'],
    ['GHS 0.00', 'GHS 0.00', 'GHS 105.56', 'Packet'],
    ['GHS 0.52', 'GHS 0.00', 'GHS 110.56', '1'],
  ];
  const text = lines
    .map((row, r) => [...row, ...tail[r]!])
    .flatMap((row, r) =>
      row.map((cell, i) =>
        cell ? `BT /F1 7 Tf ${cols[i]} ${760 - r * 12} Td (${cell}) Tj ET` : '',
      ),
    )
    .concat('BT /F1 8 Tf 30 800 Td (Account holder: ADWOA MENSAH) Tj ET')
    .concat('BT /F1 8 Tf 30 790 Td (Wallet number: +233 59 90 12 81 7) Tj ET')
    .filter(Boolean)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xrefAt = pdf.length;
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

async function handle(request: ChildRequest): Promise<void> {
  current = request.id;
  let outcome: ParseOutcome;
  try {
    outcome = await parsePdf(request.data, request.options);
  } catch {
    outcome = { ok: false, failure: failure('PARSE_CRASHED') };
  }
  const usage = process.resourceUsage();
  send({
    type: 'result',
    id: request.id,
    outcome,
    peakRssMb: Math.round(usage.maxRSS / 1024),
    cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
  });
}

async function main(): Promise<void> {
  // The runner gone (exit, crash or SIGKILL closes the IPC channel): nothing left to parse for.
  process.on('disconnect', () => process.exit(0));
  // Left over by pdf.js when a broken document is torn down; the parse itself reports its outcome.
  process.on('unhandledRejection', () => undefined);
  process.on('uncaughtException', () => {
    const outcome: ParseOutcome = { ok: false, failure: failure('PARSE_CRASHED') };
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    send({ type: 'result', id: current, outcome, peakRssMb, cpuMs: 0 }, () => process.exit(70));
  });
  await preloadPdfJs();
  await parsePdf(warmUpPdf()).catch(() => undefined);
  setExtractObserver(() => send({ type: 'opened', id: current }));
  process.on('message', (message: ChildRequest) => {
    if (message?.type === 'parse') void handle(message);
  });
  send({ type: 'ready' });
}

void main();
