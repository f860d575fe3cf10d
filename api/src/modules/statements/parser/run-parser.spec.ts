import { readdirSync, readFileSync } from 'node:fs';
import { deflateRawSync, constants } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { closeParserPool, runParser, runParserWithStats } from './run-parser';

// Under Jest the runner starts parse-child.ts through the dev hook (the child is a plain Node
// process outside Jest's module system); compiled, it starts parse-child.js. The statement
// fixtures are covered by the statement-fixtures package; the hostile files by its hostile.test.ts.
// This checks the runner itself, without depending on how the parser reads the rows.
async function tinyStatement(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const text = (str: string, x: number, y: number): void =>
    page.drawText(str, { x, y, size: 7, font });
  text('Account holder: ADWOA MENSAH', 30, 800);
  text('Wallet number: +233 59 90 12 81 7', 30, 790);
  const cols = [30, 100, 150, 220, 300, 345, 400, 435, 470, 525];
  const labels =
    'Date & Time|Payment Type|To/From|Account Name|Amount|Transaction ID|Fees|Tax|Balance|Reference';
  labels.split('|').forEach((label, i) => text(label, cols[i]!, 760));
  const rows = [
    '28 May 2026 05:47|DEBIT||Yellosave Autodebit|-5.00|82158821583|GHS 0.00|GHS 0.00|GHS 105.56|Packet',
    '27 May 2026 23:05|MOMO USER|+233 55 33 37 56 7|KOFI ASANTE|-70.00|82155250503|GHS 0.52|GHS 0.00|GHS 110.56|1',
  ];
  rows.forEach((row, r) =>
    row.split('|').forEach((cell, i) => cell && text(cell, cols[i]!, 745 - r * 12)),
  );
  return doc.save();
}

/** A page whose content stream inflates to `mb` MB of spaces: deflate blocks of 1 MB, repeated. */
function flateBombPdf(mb: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1 << 20, 0x20), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const data = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: mb }, () => block),
    Buffer.from([3, 0, 0, 0, 0, 0]),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let size = parts[0]!.length;
  const add = (chunk: Buffer): void => {
    parts.push(chunk);
    size += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(size);
    add(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(size);
  add(Buffer.from(`4 0 obj\n<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n`));
  add(data);
  add(Buffer.from('\nendstream\nendobj\n'));
  const xref = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${xref}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}

/** Parse processes started by this process (Linux), with their command line and environment. */
function children(): { pid: number; cmdline: string; environ: string }[] {
  const found: { pid: number; cmdline: string; environ: string }[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'latin1');
      // Jest's own children (the test database) are not the runner's.
      if (!cmdline.includes('parse-child')) continue;
      found.push({
        pid: Number(entry),
        cmdline,
        environ: readFileSync(`/proc/${entry}/environ`, 'latin1'),
      });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

const code = (outcome: Awaited<ReturnType<typeof runParser>>): string | null =>
  outcome.ok ? null : outcome.failure.code;

// Failures that come from the runner rather than from reading the statement.
const RUNNER_FAILURES = ['PARSE_CRASHED', 'PARSE_TIMEOUT', 'PDF_TOO_LARGE'];

describe('runParser', () => {
  afterAll(async () => {
    await closeParserPool();
  });

  it('parses a statement in a child process, not in this one', async () => {
    const { outcome, stats } = await runParserWithStats(await tinyStatement());
    // Whatever the parser makes of the rows, the runner brought back its answer.
    expect(RUNNER_FAILURES).not.toContain(code(outcome));
    expect(stats).toMatchObject({ end: 'result' });
    expect(stats.peakRssMb).toBeGreaterThan(30);
    // The API hands over a Buffer (from the database); the child must get bytes pdf.js accepts.
    const fromBuffer = await runParser(Buffer.from(await tinyStatement()));
    expect(code(fromBuffer)).toBe(code(outcome));
  });

  it('reports a file that is not a PDF as unreadable', async () => {
    expect(code(await runParser(new TextEncoder().encode('not a pdf at all')))).toBe(
      'PDF_UNREADABLE',
    );
    // A PDF header and 9 MB of zeros: no objects at all.
    const zeros = new Uint8Array(9 * 1024 * 1024 + 9);
    zeros.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(code(await runParser(zeros))).toBe('PDF_UNREADABLE');
  });

  it('fails only that parse when it runs out of time, and the next parse works', async () => {
    expect(code(await runParser(await tinyStatement(), { timeoutMs: 5 }))).toBe('PARSE_TIMEOUT');
    expect(code(await runParser(await tinyStatement()))).not.toBe('PARSE_TIMEOUT');
  });

  it('stops a decompression bomb at the memory cap as too large; this process is untouched', async () => {
    const before = process.memoryUsage().rss;
    const { outcome, stats } = await runParserWithStats(flateBombPdf(1024), { memoryMb: 300 });
    expect(code(outcome)).toBe('PDF_TOO_LARGE');
    expect(outcome.ok ? '' : outcome.failure.errorMessage).toMatch(/too large/);
    expect(stats.end).toBe('memory');
    // The watchdog reads the resident set every 25 ms; a little overshoot is allowed.
    expect(stats.peakRssMb).toBeLessThan(300 + 150);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    expect(RUNNER_FAILURES).not.toContain(code(await runParser(await tinyStatement())));
  }, 30_000);

  it('gives a process that cannot start a crash, and the next parse still works', async () => {
    const crashed = await runParser(await tinyStatement(), {
      resourceLimits: { maxOldGenerationSizeMb: 4 },
    });
    expect(code(crashed)).toBe('PARSE_CRASHED');
    expect(RUNNER_FAILURES).not.toContain(code(await runParser(await tinyStatement())));
  });

  it('runs a small statement while a bomb is being read, and queues past the concurrency', async () => {
    const statement = await tinyStatement();
    const bomb = runParserWithStats(flateBombPdf(1024), { memoryMb: 300, concurrency: 2 });
    const small = await runParserWithStats(statement, { memoryMb: 300 });
    expect(RUNNER_FAILURES).not.toContain(code(small.outcome));
    expect(code((await bomb).outcome)).toBe('PDF_TOO_LARGE');
    // One at a time: three parses still all come back.
    const queued = await Promise.all(
      [1, 2, 3].map(() => runParser(statement, { memoryMb: 300, concurrency: 1 })),
    );
    for (const outcome of queued) expect(RUNNER_FAILURES).not.toContain(code(outcome));
  }, 30_000);

  it('passes the password over IPC only: not in any child command line or environment', async () => {
    const password = 'hunter2-never-in-argv';
    const parse = runParser(await tinyStatement(), { password, memoryMb: 300, concurrency: 2 });
    const seen: string[] = [];
    for (let i = 0; i < 400 && seen.length < 50; i += 1) {
      for (const child of children()) seen.push(child.cmdline + child.environ);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await parse;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.join('\n')).not.toContain(password);
    // The environment of a parse process holds nothing of this one's (no secrets, no DB URL).
    expect(seen.join('\n')).not.toContain('JEST_WORKER_ID');
  });

  it('leaves no child process behind once closed', async () => {
    await runParser(await tinyStatement());
    await closeParserPool();
    for (let i = 0; i < 100 && children().length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(children()).toEqual([]);
  });
});
