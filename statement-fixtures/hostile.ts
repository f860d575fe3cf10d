// Hostile PDFs for the statement parser, deterministic from a seed: every class of file that has
// hurt (or could hurt) a PDF reader, so the parse process's limits are exercised on each upload
// path. `npm run hostile:parse` runs the whole set (hostile-run.ts); hostile.test.ts runs a sample.
// File i of a class depends only on (seed, class, i), so a sample is a prefix of the full set.
//
// Most files are written by hand below (objects, offsets, xref), because a PDF library will not
// write a broken one; byte mutations start from a statement of the project's own generator.
import { createHash } from 'node:crypto';
import { constants, createBrotliCompress, deflateRawSync, deflateSync } from 'node:zlib';
import { seeded } from './render.ts';

export const CLASSES = [
  'mutation',
  'xref',
  'bomb',
  'nesting',
  'huge',
  'font',
  'text',
  'encryption',
  'not-pdf',
] as const;
export type HostileClass = (typeof CLASSES)[number];

/** Files per class in the full set (630). */
export const COUNTS: Record<HostileClass, number> = {
  mutation: 200,
  xref: 60,
  bomb: 40,
  nesting: 60,
  huge: 40,
  font: 60,
  text: 80,
  encryption: 40,
  'not-pdf': 50,
};

export type HostileFile = {
  name: string;
  kind: HostileClass;
  /** What the file does, e.g. "flate-1g" or "cid-w-0-4294967295". */
  variant: string;
  bytes: Uint8Array;
  /** Passed to the parser with the file (encryption variants). */
  password?: string;
};

/** Uploads are at most 10 MB, so no generated file is bigger. */
const MAX_BYTES = 10_000_000;

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32), one stream per file.

type Rng = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Buffer;
};

/** The fixture tools' seeded generator, plus random bytes for mutations. */
function rng(seed: number): Rng {
  const random = seeded(seed);
  return {
    ...random,
    bytes: (length) => {
      const out = Buffer.alloc(length);
      for (let i = 0; i < length; i += 1) out[i] = random.int(0, 255);
      return out;
    },
  };
}

const fileSeed = (seed: number, kind: HostileClass, index: number): number =>
  createHash('sha256').update(`${seed}:${kind}:${index}`).digest().readUInt32LE(0);

// ---------------------------------------------------------------------------------------------
// A minimal PDF writer: objects numbered from 1, a classic xref table, offsets returned so the
// xref variants can break them.

const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');

type Stream = { dict?: string; data: Uint8Array | string };
type Obj = string | Stream;

type Written = { bytes: Buffer; offsets: number[]; xrefAt: number };

type WriteOptions = {
  version?: string;
  /** Extra trailer entries, e.g. "/Encrypt 9 0 R /ID [<..> <..>]". */
  trailer?: string;
  root?: string;
  /** Omit the xref table, trailer and startxref. */
  noXref?: boolean;
  /** Encrypts each string-free stream's data (used by the encryption variants). */
  encryptStream?: (num: number, data: Buffer) => Buffer;
};

function streamObj(stream: Stream, num = 0, encrypt?: WriteOptions['encryptStream']): Buffer {
  let data = typeof stream.data === 'string' ? latin1(stream.data) : Buffer.from(stream.data);
  if (encrypt) data = encrypt(num, data);
  return Buffer.concat([
    latin1(`<< ${stream.dict ?? ''} /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream'),
  ]);
}

function writePdf(objects: Obj[], options: WriteOptions = {}): Written {
  const chunks: Buffer[] = [latin1(`%PDF-${options.version ?? '1.7'}\n%\xe2\xe3\xcf\xd3\n`)];
  let size = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(size);
    const body =
      typeof obj === 'string' ? latin1(obj) : streamObj(obj, i + 1, options.encryptStream);
    const chunk = Buffer.concat([latin1(`${i + 1} 0 obj\n`), body, latin1('\nendobj\n')]);
    chunks.push(chunk);
    size += chunk.length;
  });
  const xrefAt = size;
  if (!options.noXref) {
    const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
    chunks.push(
      latin1(
        `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
          `trailer\n<< /Size ${objects.length + 1} /Root ${options.root ?? '1 0 R'} ${options.trailer ?? ''} >>\n` +
          `startxref\n${xrefAt}\n%%EOF\n`,
      ),
    );
  }
  return { bytes: Buffer.concat(chunks), offsets, xrefAt };
}

const HELVETICA =
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/**
 * A one-page document: 1 catalog, 2 pages, 3 page, 4 contents, 5 Helvetica (as /F1), then
 * `extra` from object 6. `resources` replaces the page's resource dictionary.
 */
function onePage(
  contents: Stream | string,
  extra: Obj[] = [],
  pageExtra = '',
  resources = '<< /Font << /F1 5 0 R >> >>',
): Obj[] {
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents 4 0 R ${pageExtra} >>`,
    typeof contents === 'string' ? { data: contents } : contents,
    HELVETICA,
    ...extra,
  ];
}

/** `count` pages sharing one content stream (or one each from `content`), flat /Kids. */
function manyPages(count: number, content: (page: number) => Obj | null): Obj[] {
  const objects: Obj[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', HELVETICA];
  const first = objects.length + 1;
  const shared = content(-1);
  const sharedNum = shared === null ? 0 : first;
  if (shared !== null) objects.push(shared);
  const kids: string[] = [];
  for (let page = 0; page < count; page += 1) {
    const own = shared === null ? content(page) : null;
    let contentsNum = sharedNum;
    if (own !== null) {
      objects.push(own);
      contentsNum = objects.length;
    }
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentsNum} 0 R >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} >>`;
  return objects;
}

const escape = (text: string): string => text.replace(/[()\\]/g, '\\$&');

/** Text runs as a content stream: [x, y, text] in Helvetica 7 pt. */
const textRuns = (runs: [number, number, string][], size = 7): string =>
  runs.map(([x, y, s]) => `BT /F1 ${size} Tf ${x} ${y} Td (${escape(s)}) Tj ET`).join('\n');

const flate = (data: Uint8Array | string): Stream => ({
  dict: '/Filter /FlateDecode',
  data: deflateSync(typeof data === 'string' ? latin1(data) : data),
});

// A statement-like page: a top block, the app layout's header and a few rows.
const STATEMENT_RUNS: [number, number, string][] = [
  [30, 800, 'Account holder: ADWOA MENSAH'],
  [30, 790, 'Wallet number: +233 59 90 12 81 7'],
  ...[
    'Date & Time',
    'Payment Type',
    'To/From',
    'Account Name',
    'Amount',
    'Transaction ID',
    'Fees',
    'Tax',
    'Balance',
    'Reference',
  ].map((label, i): [number, number, string] => [
    [30, 100, 150, 220, 300, 345, 400, 435, 470, 525][i]!,
    760,
    label,
  ]),
  ...[
    ['28 May 2026 05:47', 'DEBIT', '', 'Yellosave Autodebit', '-5.00', '82158821583'],
    [
      '27 May 2026 23:05',
      'MOMO USER',
      '+233 55 33 37 56 7',
      'KOFI ASANTE',
      '-70.00',
      '82155250503',
    ],
  ].flatMap((row, r) =>
    [...row, 'GHS 0.00', 'GHS 0.00', `GHS ${r ? '110.56' : '105.56'}`, r ? '1' : 'Packet']
      .map((cell, i): [number, number, string] => [
        [30, 100, 150, 220, 300, 345, 400, 435, 470, 525][i]!,
        745 - r * 12,
        cell,
      ])
      .filter(([, , cell]) => cell !== ''),
  ),
];

/** A small statement written by hand: uncompressed, classic xref, so mutations hit its syntax. */
const handStatement = (): Buffer => writePdf(onePage(textRuns(STATEMENT_RUNS))).bytes;

// ---------------------------------------------------------------------------------------------
// Decompression bombs, built without inflating anything: a raw deflate block of one megabyte of a
// repeated unit, flushed to a byte boundary, is valid anywhere in a stream, so it is repeated.

const bombCache = new Map<string, Buffer>();

const rawBlock = (data: Buffer): Buffer =>
  deflateRawSync(data, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });

/**
 * zlib stream inflating to `prefix` then `mb` MB of `unit` repeated. The checksum is left zero:
 * pdf.js does not check it, and computing it would mean inflating the bomb.
 */
function flateBomb(mb: number, unit: Buffer | string = ' ', prefix = ''): Buffer {
  const pattern = typeof unit === 'string' ? latin1(unit) : unit;
  const key = `flate:${mb}:${pattern.toString('hex')}:${prefix}`;
  const cached = bombCache.get(key);
  if (cached) return cached;
  const megabyte = Buffer.alloc(1 << 20);
  for (let i = 0; i < megabyte.length; i += pattern.length) pattern.copy(megabyte, i);
  const block = rawBlock(megabyte);
  const out = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...(prefix ? [rawBlock(latin1(prefix))] : []),
    ...Array.from({ length: mb }, () => block),
    Buffer.from([0x03, 0x00, 0, 0, 0, 0]),
  ]);
  bombCache.set(key, out);
  return out;
}

/** Brotli stream of `mb` MB of spaces (computed once per process, about a second). */
async function brotliBomb(mb: number): Promise<Buffer> {
  const key = `brotli:${mb}`;
  const cached = bombCache.get(key);
  if (cached) return cached;
  const compress = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: mb << 20,
    },
  });
  const out: Buffer[] = [];
  compress.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => compress.on('end', resolve));
  const chunk = Buffer.alloc(16 << 20, 0x20);
  for (let written = 0; written < mb; written += 16) {
    if (!compress.write(chunk)) await new Promise((resolve) => compress.once('drain', resolve));
  }
  compress.end();
  await ended;
  const result = Buffer.concat(out);
  bombCache.set(key, result);
  return result;
}

// ---------------------------------------------------------------------------------------------
// RC4 with the standard security handler, revision 2 (40-bit): enough to encrypt a hostile
// stream; the ordinary encrypted variants use @cantoo/pdf-lib.

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Buffer[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();
const padded = (password: string): Buffer => Buffer.concat([latin1(password), PAD]).subarray(0, 32);

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/** An RC4-40 security handler: the /Encrypt dictionary, trailer /ID and a stream encrypter. */
function rc4Handler(user: string, owner = 'owner') {
  const id = md5(latin1(`hostile:${user}:${owner}`));
  const p = -4;
  const o = rc4(md5(padded(owner)).subarray(0, 5), padded(user));
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(p);
  const key = md5(padded(user), o, pBytes, id).subarray(0, 5);
  const u = rc4(key, PAD);
  const hex = (b: Buffer): string => `<${b.toString('hex')}>`;
  return {
    dict: `<< /Filter /Standard /V 1 /R 2 /Length 40 /P ${p} /O ${hex(o)} /U ${hex(u)} >>`,
    trailer: (encryptRef: number): string =>
      `/Encrypt ${encryptRef} 0 R /ID [${hex(id)} ${hex(id)}]`,
    encrypt: (num: number, data: Buffer): Buffer =>
      rc4(
        md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(
          0,
          10,
        ),
        data,
      ),
  };
}

// ---------------------------------------------------------------------------------------------
// The base statement for byte mutations: whichever generator statement-fixtures has at the time
// (they are being replaced), else the hand-written one. Imported by path so a generator that has
// gone or changed shape only drops to the next choice.

type GeneratorTry = { name: string; make: () => Promise<Uint8Array> };

const generatorTries = (seed: number): GeneratorTry[] => [
  {
    name: 'random-statement',
    make: async () => {
      const mod = (await import(`./${'random-statement'}.ts`)) as {
        generateStatement(o: object): Promise<{ pdf: Uint8Array }>;
        PLAIN_TABLE?: object;
      };
      return (await mod.generateStatement({ seed, count: 30, table: mod.PLAIN_TABLE })).pdf;
    },
  },
  {
    name: 'app-data',
    make: async () => {
      const mod = (await import(`./${'app-data'}.ts`)) as {
        generateAppStatement(o: object): Promise<{ pdf: Uint8Array }>;
      };
      return (await mod.generateAppStatement({ seed, rows: 30 })).pdf;
    },
  },
  {
    name: 'csv-statement',
    make: async () => {
      const mod = (await import(`./${'csv-statement'}.ts`)) as {
        renderRealCsv(): Promise<Uint8Array>;
      };
      return mod.renderRealCsv();
    },
  },
];

const bases = new Map<number, Promise<{ generator: string; pdfs: Buffer[] }>>();

/** The statements mutations start from: the generator's, the same without object streams, ours. */
function mutationBases(seed: number): Promise<{ generator: string; pdfs: Buffer[] }> {
  const cached = bases.get(seed);
  if (cached) return cached;
  const made = (async () => {
    for (const attempt of generatorTries(seed)) {
      try {
        const pdf = Buffer.from(await attempt.make());
        if (pdf.length < 100 || pdf.length > MAX_BYTES) continue;
        const pdfs = [pdf];
        try {
          const { PDFDocument } = await import('pdf-lib');
          const doc = await PDFDocument.load(pdf, { updateMetadata: false });
          pdfs.push(Buffer.from(await doc.save({ useObjectStreams: false })));
        } catch {
          // The generator's own bytes are enough.
        }
        return { generator: attempt.name, pdfs: [...pdfs, handStatement()] };
      } catch {
        // Next generator.
      }
    }
    return { generator: 'hand-written', pdfs: [handStatement()] };
  })();
  bases.set(seed, made);
  return made;
}

// ---------------------------------------------------------------------------------------------
// The classes. Each has variants; file i takes variant i mod count, with its own random draws.

type Made = { bytes: Uint8Array; password?: string };
type Variant = {
  name: string;
  make: (r: Rng, seed: number) => Made | Promise<Made> | Uint8Array | Promise<Uint8Array>;
};
const pdf = (objects: Obj[], options?: WriteOptions): Buffer => writePdf(objects, options).bytes;

// ---- byte mutations of a real statement

const EXTREMES = [
  '0',
  '-1',
  '2147483647',
  '4294967296',
  '99999999999999999999',
  '1e308',
  '-0',
  '.',
  '00000000000000000000001',
];
const TOKENS = [
  'obj',
  'endobj',
  'stream',
  'endstream',
  ' R ',
  '<<',
  '>>',
  '[',
  ']',
  'xref',
  'trailer',
  '/Length',
  '/Filter',
  '(',
];

function mutate(base: Buffer, op: string, r: Rng): Buffer {
  const at = (): number => r.int(0, base.length - 1);
  const out = Buffer.from(base);
  switch (op) {
    case 'flip': {
      for (let n = r.int(1, 64); n > 0; n -= 1) {
        const i = at();
        out[i] = out[i]! ^ (1 << r.int(0, 7));
      }
      return out;
    }
    case 'bytes': {
      for (let n = r.int(1, 16); n > 0; n -= 1) out[at()] = r.int(0, 255);
      return out;
    }
    case 'range': {
      const start = at();
      r.bytes(r.int(1, 4096)).copy(out, start);
      return out;
    }
    case 'zero': {
      const start = at();
      out.fill(0, start, Math.min(out.length, start + r.int(1, 8192)));
      return out;
    }
    case 'insert': {
      const start = at();
      return Buffer.concat([
        base.subarray(0, start),
        r.bytes(r.int(1, 4096)),
        base.subarray(start),
      ]);
    }
    case 'delete': {
      const start = at();
      return Buffer.concat([base.subarray(0, start), base.subarray(start + r.int(1, 4096))]);
    }
    case 'truncate':
      return base.subarray(0, at());
    case 'duplicate': {
      const start = at();
      const chunk = base.subarray(start, start + r.int(16, 65536));
      const to = at();
      return Buffer.concat([base.subarray(0, to), chunk, chunk, base.subarray(to)]);
    }
    case 'numbers': {
      let text = base.toString('latin1');
      const runs = [...text.matchAll(/\d+/g)];
      for (let n = r.int(1, 8); n > 0 && runs.length > 0; n -= 1) {
        const run = r.pick(runs);
        const value = r.pick(EXTREMES);
        text = text.slice(0, run.index) + value + text.slice(run.index + run[0].length);
      }
      return latin1(text);
    }
    case 'tokens': {
      let text = base.toString('latin1');
      for (let n = r.int(1, 6); n > 0; n -= 1) {
        const from = r.pick(TOKENS);
        const index = text.indexOf(from, r.int(0, text.length - 1));
        if (index >= 0) {
          text = text.slice(0, index) + r.pick(TOKENS) + text.slice(index + from.length);
        }
      }
      return latin1(text);
    }
    default: {
      // splice: the first part of the file with the end of itself from elsewhere
      const cut = at();
      return Buffer.concat([base.subarray(0, cut), base.subarray(at())]);
    }
  }
}

const MUTATIONS = [
  'flip',
  'bytes',
  'range',
  'zero',
  'insert',
  'delete',
  'truncate',
  'duplicate',
  'numbers',
  'tokens',
  'splice',
];

// ---- broken cross-reference data

function withXref(objects: Obj[], edit: (w: Written) => Buffer): Buffer {
  return edit(writePdf(objects));
}

const statementObjects = (): Obj[] => onePage(textRuns(STATEMENT_RUNS));

function replaceTail(w: Written, tail: string): Buffer {
  return Buffer.concat([w.bytes.subarray(0, w.xrefAt), latin1(tail)]);
}

function xrefTable(offsets: number[], first = 0): string {
  const entries = offsets
    .map((at) => `${String(Math.max(0, at)).padStart(10, '0')} 00000 n \n`)
    .join('');
  return `xref\n${first} ${offsets.length + 1}\n0000000000 65535 f \n${entries}`;
}

type XrefRow = [type: number, field2: number, field3: number];

/** Rows of an xref stream with /W [1 4 2]. */
function xrefRows(rows: XrefRow[]): Buffer {
  const out = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, field2, field3], i) => {
    out.writeUInt8(type, i * 7);
    out.writeUInt32BE(field2 >>> 0, i * 7 + 1);
    out.writeUInt16BE(field3 & 0xffff, i * 7 + 5);
  });
  return out;
}

/**
 * A document whose cross-reference data is an xref stream (the next object after `objects`).
 * `rows` gets the objects' offsets; `data` replaces the stream's (already filtered) bytes.
 */
function xrefStreamDoc(
  objects: Obj[],
  dict: string,
  rows: ((offsets: number[]) => XrefRow[]) | null,
  data?: Buffer,
): Buffer {
  const w = writePdf(objects, { noXref: true });
  const self = objects.length + 1;
  const body =
    data ?? deflateSync(xrefRows([[0, 0, 65535], ...rows!(w.offsets), [1, w.bytes.length, 0]]));
  const filter = data ? '' : '/Filter /FlateDecode';
  return Buffer.concat([
    w.bytes,
    latin1(`${self} 0 obj\n`),
    streamObj({ dict: `/Type /XRef /Root 1 0 R ${filter} ${dict}`, data: body }),
    latin1(`\nendobj\nstartxref\n${w.bytes.length}\n%%EOF\n`),
  ]);
}

const plainRows = (offsets: number[]): XrefRow[] => offsets.map((at): XrefRow => [1, at, 0]);

const XREF: Variant[] = [
  {
    name: 'startxref-past-eof',
    make: (r) =>
      withXref(statementObjects(), (w) =>
        latin1(
          w.bytes
            .toString('latin1')
            .replace(/startxref\n\d+/, `startxref\n${w.bytes.length + r.int(1, 1e9)}`),
        ),
      ),
  },
  {
    name: 'startxref-zero',
    make: () =>
      withXref(statementObjects(), (w) =>
        latin1(w.bytes.toString('latin1').replace(/startxref\n\d+/, 'startxref\n0')),
      ),
  },
  {
    name: 'startxref-garbage',
    make: (r) =>
      withXref(statementObjects(), (w) =>
        latin1(
          w.bytes
            .toString('latin1')
            .replace(
              /startxref\n\d+/,
              `startxref\n${r.pick(['-1', 'abc', '1e99', '99999999999999999999', '<<'])}`,
            ),
        ),
      ),
  },
  {
    name: 'offsets-shifted',
    make: (r) =>
      withXref(statementObjects(), (w) => {
        const d = r.int(-200, 200);
        return replaceTail(
          w,
          `${xrefTable(w.offsets.map((o) => o + d))}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${w.xrefAt}\n%%EOF\n`,
        );
      }),
  },
  {
    name: 'offsets-zero',
    make: () =>
      withXref(statementObjects(), (w) =>
        replaceTail(
          w,
          `${xrefTable(w.offsets.map(() => 0))}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${w.xrefAt}\n%%EOF\n`,
        ),
      ),
  },
  {
    name: 'offsets-random',
    make: (r) =>
      withXref(statementObjects(), (w) =>
        replaceTail(
          w,
          `${xrefTable(w.offsets.map(() => r.int(0, w.bytes.length * 2)))}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${w.xrefAt}\n%%EOF\n`,
        ),
      ),
  },
  {
    name: 'count-huge',
    make: (r) =>
      withXref(statementObjects(), (w) =>
        replaceTail(
          w,
          `xref\n0 ${r.pick(['2147483647', '4294967295', '99999999'])}\n0000000000 65535 f \n${w.offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${w.xrefAt}\n%%EOF\n`,
        ),
      ),
  },
  { name: 'no-xref', make: () => pdf(statementObjects(), { noXref: true }) },
  {
    name: 'no-root',
    make: () =>
      withXref(statementObjects(), (w) =>
        latin1(w.bytes.toString('latin1').replace('/Root 1 0 R', '')),
      ),
  },
  { name: 'root-missing-object', make: () => pdf(statementObjects(), { root: '99 0 R' }) },
  { name: 'root-is-pages', make: () => pdf(statementObjects(), { root: '2 0 R' }) },
  { name: 'root-is-number', make: () => pdf(statementObjects(), { root: '42' }) },
  {
    name: 'prev-loop',
    make: () =>
      withXref(statementObjects(), (w) => {
        const second = w.bytes.length;
        return Buffer.concat([
          w.bytes.subarray(0, w.xrefAt),
          latin1(
            `${xrefTable(w.offsets)}trailer\n<< /Size 6 /Root 1 0 R /Prev ${second} >>\nstartxref\n${second}\n%%EOF\n`,
          ),
          latin1(
            `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${w.xrefAt} >>\nstartxref\n${w.xrefAt}\n%%EOF\n`,
          ),
        ]);
      }),
  },
  {
    name: 'prev-chain-2000',
    make: () =>
      withXref(statementObjects(), (w) => {
        const parts: Buffer[] = [w.bytes];
        let size = w.bytes.length;
        let prev = w.xrefAt;
        for (let n = 0; n < 2000; n += 1) {
          const part = latin1(
            `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${prev} >>\n`,
          );
          prev = size;
          parts.push(part);
          size += part.length;
        }
        parts.push(latin1(`startxref\n${prev}\n%%EOF\n`));
        return Buffer.concat(parts);
      }),
  },
  {
    name: 'xref-stream-plain',
    make: () => xrefStreamDoc(statementObjects(), '/Size 7 /W [1 4 2]', plainRows),
  },
  {
    name: 'xref-stream-index-huge',
    make: (r) =>
      xrefStreamDoc(
        statementObjects(),
        `/Size ${r.pick(['2147483647', '4294967295'])} /W [1 4 2] /Index [0 ${r.pick(['2147483647', '99999999'])}]`,
        plainRows,
      ),
  },
  {
    name: 'xref-stream-w-255',
    make: (r) =>
      xrefStreamDoc(statementObjects(), '/Size 7 /W [255 255 255]', null, r.bytes(765 * 2)),
  },
  {
    name: 'xref-stream-w-bogus',
    make: (r) =>
      xrefStreamDoc(
        statementObjects(),
        `/Size 7 /W [${r.pick(['-1 2 1', '0 0 0', '1 2', '1e9 1 1'])}]`,
        null,
        r.bytes(64),
      ),
  },
  {
    name: 'xref-stream-flate-bomb',
    make: () =>
      xrefStreamDoc(
        statementObjects(),
        '/Size 7 /W [1 4 2] /Filter /FlateDecode',
        null,
        flateBomb(1024, Buffer.from([1, 0, 0, 0, 9, 0, 0])),
      ),
  },
  {
    name: 'objstm-n-huge',
    make: (r) => {
      const objects = statementObjects();
      objects[4] = 'null';
      objects.push({
        dict: `/Type /ObjStm /N ${r.pick(['2147483647', '1000000'])} /First ${r.pick(['99999999', '4', '-3'])}`,
        data: `5 0 ${HELVETICA}`,
      });
      return xrefStreamDoc(objects, '/Size 8 /W [1 4 2]', (offsets) => [
        ...plainRows(offsets.slice(0, 4)),
        [2, 6, 0],
        [1, offsets[5]!, 0],
      ]);
    },
  },
  {
    name: 'objstm-contains-itself',
    make: () => {
      const objects = statementObjects();
      objects[4] = 'null';
      objects.push({
        dict: '/Type /ObjStm /N 2 /First 8 /Extends 6 0 R',
        data: `5 0 6 4 ${HELVETICA} << /Type /ObjStm /N 1 /First 4 >>`,
      });
      // Object 6 (the object stream) is listed as inside itself.
      return xrefStreamDoc(objects, '/Size 8 /W [1 4 2]', (offsets) => [
        ...plainRows(offsets.slice(0, 4)),
        [2, 6, 0],
        [2, 6, 1],
      ]);
    },
  },
  {
    name: 'duplicate-objects',
    make: (r) => {
      const base = pdf(statementObjects());
      const extra = Array.from(
        { length: r.int(2, 200) },
        (_, i) =>
          `${(i % 5) + 1} 0 obj\n<< /Type /Page /Parent ${i % 5} 0 R /Contents [${i} 0 R] >>\nendobj\n`,
      ).join('');
      return Buffer.concat([base, latin1(extra), latin1('%%EOF\n')]);
    },
  },
  {
    name: 'self-reference',
    make: () => {
      const objects = statementObjects();
      objects[3] = '4 0 R';
      objects[1] = '<< /Type /Pages /Kids 2 0 R /Count 2 0 R >>';
      return pdf(objects);
    },
  },
  {
    name: 'size-bogus',
    make: (r) =>
      withXref(statementObjects(), (w) =>
        latin1(
          w.bytes
            .toString('latin1')
            .replace('/Size 6', `/Size ${r.pick(['0', '-5', '1e12', '/Foo'])}`),
        ),
      ),
  },
  {
    name: 'xrefstm-garbage',
    make: (r) =>
      withXref(statementObjects(), (w) =>
        latin1(
          w.bytes
            .toString('latin1')
            .replace('/Root 1 0 R', `/Root 1 0 R /XRefStm ${r.int(0, w.bytes.length)}`),
        ),
      ),
  },
  {
    name: 'linearized-lies',
    make: (r) => {
      const objects = statementObjects();
      objects.unshift(
        `<< /Linearized 1 /L ${r.int(0, 1e9)} /H [${r.int(0, 1e6)} ${r.int(0, 1e6)}] /O 99 /E -1 /N 2147483647 /T ${r.int(0, 1e9)} >>`,
      );
      return pdf(
        objects.map((o) =>
          typeof o === 'string'
            ? o.replace(/(\d+) 0 R/g, (_, n: string) => `${Number(n) + 1} 0 R`)
            : o,
        ),
        { root: '2 0 R' },
      );
    },
  },
  {
    name: 'generation-huge',
    make: () =>
      withXref(statementObjects(), (w) =>
        latin1(
          w.bytes
            .toString('latin1')
            .replace(/ 0 obj/g, ' 99999 obj')
            .replace(/ 0 R/g, ' 4294967295 R'),
        ),
      ),
  },
];

// ---- decompression bombs

const bombContent = (data: Buffer, filter = '/FlateDecode'): Stream => ({
  dict: `/Filter ${filter}`,
  data,
});

const BOMBS: Variant[] = [
  { name: 'flate-1g-spaces', make: () => pdf(onePage(bombContent(flateBomb(1024)))) },
  {
    name: 'flate-1g-zeros',
    make: () => pdf(onePage(bombContent(flateBomb(1024, Buffer.alloc(1))))),
  },
  {
    name: 'flate-flate-1g',
    make: () =>
      pdf(onePage(bombContent(deflateSync(flateBomb(1024)), '[/FlateDecode /FlateDecode]'))),
  },
  {
    name: 'flate-flate-4g',
    make: () =>
      pdf(onePage(bombContent(deflateSync(flateBomb(4096)), '[/FlateDecode /FlateDecode]'))),
  },
  {
    name: 'brotli-1g',
    make: async () => pdf(onePage(bombContent(await brotliBomb(1024), '/BrotliDecode'))),
  },
  {
    name: 'flate-runlength-1g',
    // 0x81 x: x repeated 128 times; 8M pairs inflate to 16 MB, then to 1 GB.
    make: () =>
      pdf(
        onePage(
          bombContent(
            deflateSync(flateBomb(16, Buffer.from([0x81, 0x20]))),
            '[/FlateDecode /FlateDecode /RunLengthDecode]',
          ),
        ),
      ),
  },
  {
    name: 'asciihex-flate-1g',
    make: () =>
      pdf(
        onePage(
          bombContent(
            latin1(`${flateBomb(1024).toString('hex')}>`),
            '[/ASCIIHexDecode /FlateDecode]',
          ),
        ),
      ),
  },
  { name: 'flate-1g-open-parens', make: () => pdf(onePage(bombContent(flateBomb(1024, '(')))) },
  { name: 'flate-1g-brackets', make: () => pdf(onePage(bombContent(flateBomb(1024, '[')))) },
  {
    name: 'flate-1g-text-ops',
    make: () =>
      pdf(onePage(bombContent(flateBomb(1024, 'BT /F1 7 Tf 30 700 Td (GHS 1.00) Tj ET\n')))),
  },
  {
    name: 'bomb-in-form',
    make: () =>
      pdf(
        onePage(
          'q /X1 Do Q',
          [
            {
              dict: '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Filter /FlateDecode',
              data: flateBomb(1024),
            },
          ],
          '',
          '<< /Font << /F1 5 0 R >> /XObject << /X1 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'bomb-fontfile2',
    make: () =>
      pdf(
        onePage(
          'BT /F2 7 Tf 30 700 Td (GHS 1.00) Tj ET',
          [
            '<< /Type /Font /Subtype /TrueType /BaseFont /Bomb /FirstChar 32 /LastChar 126 /Widths [] /FontDescriptor 7 0 R >>',
            '<< /Type /FontDescriptor /FontName /Bomb /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 8 0 R >>',
            { dict: '/Filter /FlateDecode', data: flateBomb(1024, Buffer.alloc(1)) },
          ],
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'bomb-tounicode',
    make: () =>
      pdf(
        onePage(
          'BT /F2 7 Tf 30 700 Td (GHS 1.00) Tj ET',
          [
            '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R >>',
            { dict: '/Filter /FlateDecode', data: flateBomb(1024, '<20> <0041>\n') },
          ],
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'bomb-cidtogidmap',
    make: () =>
      pdf(
        onePage(
          'BT /F2 7 Tf 30 700 Td <00410042> Tj ET',
          [
            '<< /Type /Font /Subtype /Type0 /BaseFont /Bomb /Encoding /Identity-H /DescendantFonts [7 0 R] >>',
            '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Bomb /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /CIDToGIDMap 9 0 R >>',
            '<< /Type /FontDescriptor /FontName /Bomb /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
            { dict: '/Filter /FlateDecode', data: flateBomb(1024, Buffer.alloc(1)) },
          ],
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'bomb-object-stream',
    make: () => {
      const objects = statementObjects();
      objects[4] = 'null';
      // The font (object 5) lives in object stream 6, which inflates to a gigabyte after it.
      const header = '5 0 ';
      objects.push({
        dict: `/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`,
        data: flateBomb(1024, ' ', `${header}${HELVETICA}`),
      });
      return xrefStreamDoc(objects, '/Size 8 /W [1 4 2]', (offsets) => [
        ...plainRows(offsets.slice(0, 4)),
        [2, 6, 0],
        [1, offsets[5]!, 0],
      ]);
    },
  },
  {
    name: 'pages-256m-each',
    make: (r) =>
      pdf(manyPages(r.int(8, 20), (page) => (page < 0 ? bombContent(flateBomb(256)) : null))),
  },
  {
    name: 'contents-array-same-bomb',
    make: () => {
      const objects = onePage(bombContent(flateBomb(64)));
      objects[2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents [${Array(64).fill('4 0 R').join(' ')}] >>`;
      return pdf(objects);
    },
  },
  {
    name: 'predictor-huge-columns',
    make: (r) =>
      pdf(
        onePage({
          dict: `/Filter /FlateDecode /DecodeParms << /Predictor ${r.pick([12, 15, 2])} /Columns ${r.pick([1e8, 2147483647])} /Colors 4 /BitsPerComponent 16 >>`,
          data: deflateSync(Buffer.alloc(4096, 2)),
        }),
      ),
  },
  {
    name: 'image-huge-drawn',
    make: () =>
      pdf(
        onePage(
          'q 595 0 0 842 0 0 cm /Im1 Do Q BT /F1 7 Tf 30 700 Td (GHS 1.00) Tj ET',
          [
            {
              dict: '/Type /XObject /Subtype /Image /Width 100000 /Height 100000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode',
              data: flateBomb(1024, Buffer.alloc(1)),
            },
          ],
          '',
          '<< /Font << /F1 5 0 R >> /XObject << /Im1 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'length-lies',
    make: () =>
      latin1(
        pdf(onePage(bombContent(flateBomb(1024))))
          .toString('latin1')
          .replace(/\/Length \d+/, '/Length 99999999999'),
      ),
  },
];

// ---- deep nesting

const NESTING: Variant[] = [
  {
    name: 'content-arrays',
    make: (r) => {
      const n = r.pick([1e4, 1e5, 1e6]);
      return pdf(onePage(flate(`BT /F1 7 Tf 30 700 Td ${'['.repeat(n)}(x)${']'.repeat(n)} TJ ET`)));
    },
  },
  {
    name: 'content-arrays-unclosed',
    make: (r) => pdf(onePage(flate(`BT /F1 7 Tf 30 700 Td ${'['.repeat(r.pick([1e5, 5e6]))}`))),
  },
  {
    name: 'dicts-in-catalog',
    make: (r) => {
      const n = r.pick([1e4, 1e5, 1e6]);
      const objects = statementObjects();
      objects[0] = `<< /Type /Catalog /Pages 2 0 R /Deep ${'<< /A '.repeat(n)}1${' >>'.repeat(n)} >>`;
      return pdf(objects);
    },
  },
  {
    name: 'arrays-in-page',
    make: (r) => {
      const n = r.pick([1e4, 1e5, 1e6]);
      const objects = statementObjects();
      objects[2] = (objects[2] as string).replace(
        '/Contents',
        `/Annots ${'['.repeat(n)}${']'.repeat(n)} /Contents`,
      );
      return pdf(objects);
    },
  },
  {
    name: 'dicts-in-content',
    make: (r) => {
      const n = r.pick([1e4, 1e5]);
      return pdf(
        onePage(
          flate(
            `/P ${'<< /A '.repeat(n)}1${' >>'.repeat(n)} BDC BT /F1 7 Tf 30 700 Td (x) Tj ET EMC`,
          ),
        ),
      );
    },
  },
  {
    name: 'form-chain',
    make: (r) => {
      const depth = r.pick([100, 1000, 5000, 20000]);
      const extra: Obj[] = [];
      for (let level = 0; level < depth; level += 1) {
        const next = 6 + level + 1;
        const body = level === depth - 1 ? 'BT /F1 7 Tf 30 700 Td (GHS 1.00) Tj ET' : '/X Do';
        const res =
          level === depth - 1
            ? '<< /Font << /F1 5 0 R >> >>'
            : `<< /XObject << /X ${next} 0 R >> >>`;
        extra.push({
          dict: `/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources ${res}`,
          data: body,
        });
      }
      return pdf(
        onePage('/X Do', extra, '', '<< /Font << /F1 5 0 R >> /XObject << /X 6 0 R >> >>'),
      );
    },
  },
  {
    name: 'form-self',
    make: () =>
      pdf(
        onePage(
          '/X Do',
          [
            {
              dict: '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /X 6 0 R >> >>',
              data: 'BT /F1 7 Tf 30 700 Td (x) Tj ET /X Do',
            },
          ],
          '',
          '<< /Font << /F1 5 0 R >> /XObject << /X 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'forms-mutual',
    make: () =>
      pdf(
        onePage(
          '/A Do',
          [
            {
              dict: '/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /B 7 0 R >> >>',
              data: '/B Do /B Do',
            },
            {
              dict: '/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /XObject << /A 6 0 R >> >>',
              data: '/A Do /A Do',
            },
          ],
          '',
          '<< /XObject << /A 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'forms-fan-out',
    // 20 levels of forms each drawing the next twice: 2^20 draws of one small form.
    make: () => {
      const extra: Obj[] = [];
      for (let level = 0; level < 20; level += 1) {
        extra.push({
          dict: `/Type /XObject /Subtype /Form /BBox [0 0 1 1] /Resources << /Font << /F1 5 0 R >> /XObject << /X ${7 + level} 0 R >> >>`,
          data: level === 19 ? 'BT /F1 7 Tf 0 0 Td (x) Tj ET' : '/X Do /X Do',
        });
      }
      return pdf(onePage('/X Do', extra, '', '<< /XObject << /X 6 0 R >> >>'));
    },
  },
  {
    name: 'pages-tree-deep',
    make: (r) => {
      const depth = r.pick([1000, 10000, 50000]);
      const objects: Obj[] = ['<< /Type /Catalog /Pages 2 0 R >>'];
      for (let level = 0; level < depth; level += 1) {
        objects.push(
          `<< /Type /Pages /Kids [${level + 3} 0 R] /Count 1 ${level ? `/Parent ${level + 1} 0 R` : ''} >>`,
        );
      }
      objects.push(
        `<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${depth + 4} 0 R >> >> /Contents ${depth + 3} 0 R >>`,
      );
      objects.push({ data: textRuns(STATEMENT_RUNS) }, HELVETICA);
      return pdf(objects);
    },
  },
  {
    name: 'kids-cycle',
    make: () => {
      const objects = statementObjects();
      objects[1] = '<< /Type /Pages /Kids [3 0 R 2 0 R 6 0 R] /Count 3 >>';
      objects.push('<< /Type /Pages /Kids [2 0 R 6 0 R] /Count 2 /Parent 2 0 R >>');
      return pdf(objects);
    },
  },
  {
    name: 'parent-cycle-resources',
    make: () => {
      const objects = statementObjects();
      objects[1] = '<< /Type /Pages /Kids [3 0 R] /Count 1 /Parent 6 0 R >>';
      objects[2] = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>';
      objects.push('<< /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >>');
      return pdf(objects);
    },
  },
  {
    name: 'reference-chain',
    make: (r) => {
      const depth = r.pick([1000, 10000, 100000]);
      const objects = statementObjects();
      objects[2] = (objects[2] as string).replace('/Contents 4 0 R', '/Contents 6 0 R');
      for (let i = 0; i < depth; i += 1) objects.push(i === depth - 1 ? '4 0 R' : `${7 + i} 0 R`);
      return pdf(objects);
    },
  },
  {
    name: 'save-states',
    make: (r) =>
      pdf(onePage(flate(`${'q '.repeat(r.pick([1e4, 1e5, 1e6]))}BT /F1 7 Tf 30 700 Td (x) Tj ET`))),
  },
  {
    name: 'marked-content',
    make: (r) =>
      pdf(
        onePage(
          flate(`${'/P BMC '.repeat(r.pick([1e4, 1e5, 1e6]))}BT /F1 7 Tf 30 700 Td (x) Tj ET`),
        ),
      ),
  },
  {
    name: 'bt-unclosed',
    make: (r) =>
      pdf(onePage(flate(`${'BT /F1 7 Tf 30 700 Td (x) Tj '.repeat(r.pick([1e4, 1e5]))}`))),
  },
  {
    name: 'type3-recursive-glyph',
    make: () =>
      pdf(
        onePage(
          'BT /T3 7 Tf 30 700 Td (aaaa) Tj ET',
          [
            '<< /Type /Font /Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 7 0 R >> /Encoding << /Type /Encoding /Differences [97 /a] >> /FirstChar 97 /LastChar 97 /Widths [1000] /Resources << /Font << /T3 6 0 R >> >> >>',
            { data: '1000 0 d0 BT /T3 1 Tf 0 0 Td (aa) Tj ET' },
          ],
          '',
          '<< /Font << /T3 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'widths-nested',
    make: (r) => {
      const n = r.pick([1e4, 1e5]);
      const objects = statementObjects();
      objects[4] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 0 /LastChar 255 /Widths ${'['.repeat(n)}${']'.repeat(n)} >>`;
      return pdf(objects);
    },
  },
  {
    name: 'outline-loop',
    make: () => {
      const objects = statementObjects();
      objects[0] = '<< /Type /Catalog /Pages 2 0 R /Outlines 6 0 R >>';
      objects.push(
        '<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>',
        '<< /Title (x) /Parent 6 0 R /Next 7 0 R /First 7 0 R /Dest [3 0 R /Fit] >>',
      );
      return pdf(objects);
    },
  },
];

// ---- huge documents

const HUGE: Variant[] = [
  {
    name: 'pages-many',
    make: (r) =>
      pdf(
        manyPages(r.pick([301, 1000, 5000, 20000]), (page) =>
          page < 0 ? { data: textRuns(STATEMENT_RUNS) } : null,
        ),
      ),
  },
  {
    name: 'count-lies',
    make: (r) =>
      latin1(
        pdf(statementObjects())
          .toString('latin1')
          .replace('/Count 1', `/Count ${r.pick(['2147483647', '1e12', '-1', '300'])}`),
      ),
  },
  {
    name: 'pages-300-dense',
    make: () =>
      pdf(
        manyPages(300, (page) => {
          if (page < 0) return null;
          const runs: [number, number, string][] = [];
          for (let line = 0; line < 60; line += 1) {
            for (let col = 0; col < 9; col += 1) {
              runs.push([30 + col * 60, 800 - line * 12, `GHS ${page}.${line}${col}`]);
            }
          }
          return flate(textRuns(runs));
        }),
      ),
  },
  {
    name: 'objects-many',
    make: (r) => {
      const count = r.pick([100000, 200000]);
      const objects = statementObjects();
      objects[0] = `<< /Type /Catalog /Pages 2 0 R /Junk [${Array.from({ length: 1000 }, (_, i) => `${6 + i} 0 R`).join(' ')}] >>`;
      for (let i = 0; i < count; i += 1) objects.push('null');
      return pdf(objects);
    },
  },
  {
    name: 'contents-array-many',
    make: (r) => {
      const count = r.pick([10000, 50000]);
      const objects = statementObjects();
      objects[2] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents [${Array.from({ length: count }, (_, i) => `${6 + i} 0 R`).join(' ')}] >>`;
      for (let i = 0; i < count; i += 1) {
        objects.push({ data: `BT /F1 7 Tf 30 ${i % 800} Td (${i}) Tj ET` });
      }
      return pdf(objects);
    },
  },
  {
    name: 'fonts-many',
    make: (r) => {
      const count = r.pick([5000, 20000]);
      const fonts = Array.from({ length: count }, (_, i) => `/G${i} ${6 + i} 0 R`).join(' ');
      const text = Array.from({ length: count }, (_, i) => `/G${i} 7 Tf (${i}) Tj`).join('\n');
      const extra: Obj[] = Array.from({ length: count }, () => HELVETICA);
      return pdf(
        onePage(flate(`BT 30 700 Td ${text} ET`), extra, '', `<< /Font << ${fonts} >> >>`),
      );
    },
  },
  {
    name: 'operators-many',
    make: (r) =>
      pdf(
        onePage(
          flate(
            `${'0 0 m 595 842 l S\n'.repeat(r.pick([1e6, 3e6]))}BT /F1 7 Tf 30 700 Td (x) Tj ET`,
          ),
        ),
      ),
  },
  {
    name: 'xref-free-entries',
    make: (r) => {
      const w = writePdf(statementObjects());
      const free = r.pick([100000, 400000]);
      const tail = `xref\n0 6\n0000000000 65535 f \n${w.offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}6 ${free}\n${'0000000000 65535 f \n'.repeat(free)}trailer\n<< /Size ${6 + free} /Root 1 0 R >>\nstartxref\n${w.xrefAt}\n%%EOF\n`;
      return replaceTail(w, tail);
    },
  },
  {
    name: 'mediabox-huge',
    make: (r) =>
      latin1(
        pdf(statementObjects())
          .toString('latin1')
          .replace(
            '[0 0 595 842]',
            `[0 0 ${r.pick(['1e30', '99999999', '-1e308'])} 842] /UserUnit 75000 /Rotate 450`,
          ),
      ),
  },
  {
    name: 'pages-300-items-19k',
    make: () => {
      const content = flate(
        Array.from(
          { length: 19000 },
          (_, i) => `BT /F1 1 Tf ${i % 590} ${(i / 590) | 0} Td (${i % 10}) Tj ET`,
        ).join('\n'),
      );
      return pdf(manyPages(300, (page) => (page < 0 ? content : null)));
    },
  },
];

// ---- font tricks

function cidFont(extraDict: string, text = '<00410042004300440045> Tj', fontFile?: Stream): Obj[] {
  const extra: Obj[] = [
    '<< /Type /Font /Subtype /Type0 /BaseFont /Trick /Encoding /Identity-H /DescendantFonts [7 0 R] >>',
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /Trick /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R ${extraDict} >>`,
    `<< /Type /FontDescriptor /FontName /Trick /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 ${fontFile ? '/FontFile2 9 0 R' : ''} >>`,
  ];
  if (fontFile) extra.push(fontFile);
  return onePage(
    `BT /F2 7 Tf 30 700 Td ${text} ET`,
    extra,
    '',
    '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
  );
}

function simpleFont(dict: string, text = '(GHS 1.00 DEBIT) Tj', extra: Obj[] = []): Obj[] {
  return onePage(
    `BT /F2 7 Tf 30 700 Td ${text} ET`,
    [`<< /Type /Font ${dict} >>`, ...extra],
    '',
    '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
  );
}

const toUnicodeStream = (body: string, compress = false): Stream => {
  const cmap = `/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Hostile def /CMapType 2 def\n${body}\nendcmap CMapName currentdict /CMap defineresource pop end end`;
  return compress ? flate(cmap) : { data: cmap };
};

const FONTS: Variant[] = [
  { name: 'cid-w-0-4294967295', make: () => pdf(cidFont('/W [0 4294967295 500]')) },
  {
    name: 'cid-w-overlapping-spans',
    make: (r) =>
      pdf(cidFont(`/W [0 2147483647 1 ${r.int(0, 100)} 4294967295 2 4294967295 4294967295 3]`)),
  },
  {
    name: 'cid-w-array-1m',
    make: (r) => pdf(cidFont(`/W [0 [${'500 '.repeat(r.pick([200000, 1000000]))}]]`)),
  },
  {
    name: 'cid-w2-huge',
    make: () => pdf(cidFont('/W2 [0 4294967295 -1000 500 880] /DW2 [880 -1000]')),
  },
  {
    name: 'cid-w-negative',
    make: () => pdf(cidFont('/W [-2147483648 2147483647 500 -1 -1 [1 2 3]]')),
  },
  {
    name: 'simple-lastchar-huge',
    make: () =>
      pdf(
        simpleFont(
          '/Subtype /Type1 /BaseFont /Helvetica /FirstChar 0 /LastChar 4294967295 /Widths [500]',
        ),
      ),
  },
  {
    name: 'simple-widths-1m',
    make: (r) =>
      pdf(
        simpleFont(
          `/Subtype /Type1 /BaseFont /Helvetica /FirstChar 0 /LastChar 255 /Widths [${'600 '.repeat(r.pick([100000, 1000000]))}]`,
        ),
      ),
  },
  {
    name: 'tounicode-range-all',
    make: () =>
      pdf(
        simpleFont('/Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R', undefined, [
          toUnicodeStream(
            '1 begincodespacerange <00000000> <FFFFFFFF> endcodespacerange\n1 beginbfrange <00000000> <FFFFFFFF> <0000> endbfrange',
          ),
        ]),
      ),
  },
  {
    name: 'tounicode-range-array',
    make: () =>
      pdf(
        simpleFont('/Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R', undefined, [
          toUnicodeStream(
            `1 begincodespacerange <00> <FF> endcodespacerange\n1 beginbfrange <00> <FF> [${'<0041> '.repeat(200000)}] endbfrange`,
            true,
          ),
        ]),
      ),
  },
  {
    name: 'tounicode-bfchar-many',
    make: () =>
      pdf(
        simpleFont('/Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R', undefined, [
          toUnicodeStream(
            `1 begincodespacerange <0000> <FFFF> endcodespacerange\n${Array.from({ length: 1000 }, (_, block) => `100 beginbfchar\n${Array.from({ length: 100 }, (_, i) => `<${((block * 100 + i) & 0xffff).toString(16).padStart(4, '0')}> <${'0041'.repeat(64)}>`).join('\n')}\nendbfchar`).join('\n')}`,
            true,
          ),
        ]),
      ),
  },
  {
    name: 'tounicode-usecmap-self',
    make: () =>
      pdf(
        simpleFont('/Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R', undefined, [
          {
            dict: '/UseCMap 7 0 R',
            data: '/Hostile usecmap 1 begincodespacerange <00> <FF> endcodespacerange',
          },
        ]),
      ),
  },
  {
    name: 'type3-glyphs-many',
    make: (r) => {
      const count = r.pick([10000, 65536]);
      const procs = Array.from({ length: count }, (_, i) => `/g${i} 7 0 R`).join(' ');
      const diffs = Array.from({ length: 256 }, (_, i) => `/g${i}`).join(' ');
      return pdf(
        simpleFont(
          `/Subtype /Type3 /FontBBox [0 0 1000 1000] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << ${procs} >> /Encoding << /Type /Encoding /Differences [0 ${diffs}] >> /FirstChar 0 /LastChar 255 /Widths [${'1000 '.repeat(256)}]`,
          '(GHS 1.00) Tj',
          [{ data: '1000 0 d0 0 0 1000 1000 re f' }],
        ),
      );
    },
  },
  {
    name: 'type3-matrix-singular',
    make: () =>
      pdf(
        simpleFont(
          '/Subtype /Type3 /FontBBox [0 0 0 0] /FontMatrix [0 0 0 0 0 0] /CharProcs << /a 7 0 R >> /Encoding << /Differences [65 /a] >> /FirstChar 65 /LastChar 65 /Widths [1e308]',
          '(AAAA) Tj',
          [{ data: '1e308 0 d0' }],
        ),
      ),
  },
  {
    name: 'truetype-garbage',
    make: (r) => pdf(cidFont('/W [0 [500]]', undefined, { data: r.bytes(r.int(100, 100000)) })),
  },
  {
    name: 'truetype-tables-huge',
    make: (r) => {
      const head = Buffer.alloc(12 + 16 * 4);
      head.writeUInt32BE(0x00010000, 0);
      head.writeUInt16BE(65535, 4);
      for (let i = 0; i < 4; i += 1) {
        head.write(['cmap', 'glyf', 'loca', 'maxp'][i]!, 12 + i * 16, 'latin1');
        head.writeUInt32BE(r.int(0, 0xffffffff), 12 + i * 16 + 8);
        head.writeUInt32BE(0xfffffff0, 12 + i * 16 + 12);
      }
      return pdf(cidFont('/W [0 [500]]', undefined, { data: head }));
    },
  },
  {
    name: 'cff-garbage',
    make: (r) =>
      pdf(
        onePage(
          'BT /F2 7 Tf 30 700 Td (GHS) Tj ET',
          [
            '<< /Type /Font /Subtype /Type1 /BaseFont /Trick /FirstChar 32 /LastChar 126 /Widths [] /FontDescriptor 7 0 R >>',
            '<< /Type /FontDescriptor /FontName /Trick /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile3 8 0 R >>',
            {
              dict: '/Subtype /Type1C',
              data: Buffer.concat([
                Buffer.from([1, 0, 4, 4, 0xff, 0xff]),
                r.bytes(r.int(100, 50000)),
              ]),
            },
          ],
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'differences-many',
    make: (r) =>
      pdf(
        simpleFont(
          `/Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /Differences [0 ${Array.from({ length: r.pick([100000, 500000]) }, (_, i) => `/n${i}`).join(' ')}] >>`,
        ),
      ),
  },
  {
    name: 'descendant-cycle',
    make: () =>
      pdf(
        onePage(
          'BT /F2 7 Tf 30 700 Td <0041> Tj ET',
          [
            '<< /Type /Font /Subtype /Type0 /BaseFont /Trick /Encoding /Identity-H /DescendantFonts [6 0 R] >>',
          ],
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'basefont-name-huge',
    make: (r) =>
      pdf(simpleFont(`/Subtype /Type1 /BaseFont /${'A'.repeat(r.pick([100000, 1000000]))}`)),
  },
  {
    name: 'encoding-unknown-cmap',
    make: (r) =>
      pdf(
        onePage(
          'BT /F2 7 Tf 30 700 Td <00410042> Tj ET',
          [
            `<< /Type /Font /Subtype /Type0 /BaseFont /Trick /Encoding /${r.pick(['UniGB-UCS2-H', 'Foo-Bar-H', '90ms-RKSJ-H'])} /DescendantFonts [7 0 R] >>`,
            '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /Trick /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 99 >> /FontDescriptor 8 0 R >>',
            '<< /Type /FontDescriptor /FontName /Trick /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
          ],
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'bbox-matrix-extreme',
    make: (r) =>
      pdf(
        simpleFont(
          `/Subtype /Type1 /BaseFont /Helvetica /FontMatrix [${r.pick(['1e308 0 0 1e308 0 0', '0 0 0 0 0 0', '-1e-308 1 1 0 0 0'])}] /FontBBox [-1e308 -1e308 1e308 1e308]`,
        ),
      ),
  },
  {
    name: 'font-missing-subtype',
    make: () => pdf(simpleFont('/BaseFont /Helvetica /Widths 99 0 R /FontDescriptor 6 0 R')),
  },
];

// ---- text tricks

/** A simple font whose codes 1..n map (ToUnicode) to the given characters. */
function mappedFont(chars: string[]): Obj[] {
  const entries = chars
    .map(
      (ch, i) =>
        `<${(i + 1).toString(16).padStart(2, '0')}> <${[...ch].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('')}>`,
    )
    .join('\n');
  return [
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 7 0 R >>',
    toUnicodeStream(
      `1 begincodespacerange <00> <FF> endcodespacerange\n${chars.length} beginbfchar\n${entries}\nendbfchar`,
    ),
  ];
}

const WHITESPACE = ['\u000b', '\u1680', '\u2028', '\u00a0', '\u3000', '\u2029', '\u0085', '\ufeff'];

const hexRun = (code: number, count: number): string =>
  `<${code.toString(16).padStart(2, '0').repeat(count)}>`;

function whitespaceRuns(r: Rng, asItems: boolean): Buffer {
  const chars = r.pick([[WHITESPACE[0]!], [WHITESPACE[1]!], [WHITESPACE[2]!], WHITESPACE]);
  const count = r.pick([40000, 100000, 200000]);
  const code = r.int(1, chars.length);
  let body: string;
  if (asItems) {
    const runs: string[] = [];
    for (let i = 0; i < count; i += 1) {
      runs.push(`${((i * 0.5) % 560).toFixed(1)} 0 Td /F2 7 Tf ${hexRun(code, 1)} Tj`);
    }
    body = `BT 30 700 Td ${runs.join(' ')} ET`;
  } else {
    body = [
      `BT /F1 8 Tf 30 800 Td (Account holder:) Tj ET BT /F2 8 Tf 100 800 Td ${hexRun(code, count)} Tj ET BT /F1 8 Tf 500 800 Td (ADWOA MENSAH) Tj ET`,
      `BT /F1 8 Tf 30 790 Td (Wallet number:) Tj ET BT /F2 8 Tf 100 790 Td ${hexRun(code, count)} Tj ET BT /F1 8 Tf 500 790 Td (+233 59 90 12 81 7) Tj ET`,
      textRuns(STATEMENT_RUNS.slice(2)),
    ].join('\n');
  }
  return pdf(onePage(flate(body), mappedFont(chars), '', '<< /Font << /F1 5 0 R /F2 6 0 R >> >>'));
}

function tinyItems(count: number, words: readonly string[], pages = 1): Buffer {
  const runs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    runs.push(
      `BT /F1 1 Tf ${(i * 3) % 590} ${800 - (((i / 196) | 0) % 800)} Td (${escape(words[i % words.length]!)}) Tj ET`,
    );
  }
  const content = flate(runs.join('\n'));
  return pages === 1
    ? pdf(onePage(content))
    : pdf(manyPages(pages, (page) => (page < 0 ? content : null)));
}

const HEADER_WORDS = [
  'Date',
  '&',
  'Time',
  'Payment',
  'Type',
  'To/From',
  'Account',
  'Name',
  'Amount',
  'Transaction',
  'ID',
  'Fees',
  'Tax',
  'Balance',
  'Reference',
];

const TEXT: Variant[] = [
  {
    name: 'string-50m',
    make: () =>
      pdf(
        onePage(
          flate(
            Buffer.concat([
              latin1('BT /F1 7 Tf 30 700 Td ('),
              Buffer.alloc(50_000_000, 0x41),
              latin1(') Tj ET'),
            ]),
          ),
        ),
      ),
  },
  {
    name: 'hex-string-50m',
    make: () =>
      pdf(
        onePage(
          flate(
            Buffer.concat([
              latin1('BT /F1 7 Tf 30 700 Td <'),
              Buffer.alloc(50_000_000, 0x34),
              latin1('> Tj ET'),
            ]),
          ),
        ),
      ),
  },
  {
    name: 'string-50m-digits',
    make: () =>
      pdf(
        onePage(
          flate(
            Buffer.concat([
              latin1('BT /F1 7 Tf 30 700 Td (GHS '),
              Buffer.alloc(50_000_000, 0x39),
              latin1('.00) Tj ET'),
            ]),
          ),
        ),
      ),
  },
  {
    name: 'string-50m-spaces',
    make: () =>
      pdf(
        onePage(
          flate(
            Buffer.concat([
              latin1('BT /F1 7 Tf 30 700 Td (A'),
              Buffer.alloc(50_000_000, 0x20),
              latin1('B) Tj ET'),
            ]),
          ),
        ),
      ),
  },
  {
    name: 'tj-array-1m',
    make: (r) =>
      pdf(
        onePage(
          flate(`BT /F1 7 Tf 30 700 Td [${'(a) -1 '.repeat(r.pick([200000, 1000000]))}] TJ ET`),
        ),
      ),
  },
  { name: 'whitespace-runs-in-top-block', make: (r) => whitespaceRuns(r, false) },
  { name: 'whitespace-items', make: (r) => whitespaceRuns(r, true) },
  { name: 'items-200k', make: () => tinyItems(200000, ['a', 'b', '1']) },
  { name: 'items-header-words', make: (r) => tinyItems(r.pick([50000, 200000]), HEADER_WORDS) },
  {
    name: 'items-dates-money',
    make: (r) =>
      tinyItems(r.pick([50000, 100000]), [
        '28',
        'May',
        '2026',
        '14:18',
        'GHS',
        '1,234.50',
        '-8.00',
        '82187345928',
      ]),
  },
  { name: 'items-19k-on-20-pages', make: () => tinyItems(19000, HEADER_WORDS, 20) },
  {
    name: 'numbers-extreme',
    make: (r) => {
      const v = (): string =>
        r.pick(['1e30', '-1e30', '1e309', '0', '-0', 'NaN', '99999999999999999999999', '1e-320']);
      return pdf(
        onePage(
          flate(
            Array.from(
              { length: 200 },
              (_, i) =>
                `BT /F1 ${v()} Tf ${v()} ${v()} ${v()} ${v()} ${v()} ${v()} Tm ${v()} Tc ${v()} Tw ${v()} Tz ${v()} TL [(x${i}) ${v()} (y)] TJ T* ET`,
            ).join('\n'),
          ),
        ),
      );
    },
  },
  {
    name: 'kerning-huge',
    make: () =>
      pdf(
        onePage(flate(`BT /F1 7 Tf 30 700 Td [${'(GHS) -1e30 (1.00) 1e30 '.repeat(10000)}] TJ ET`)),
      ),
  },
  {
    name: 'money-run',
    make: (r) =>
      pdf(
        onePage(
          flate(`BT /F1 7 Tf 30 700 Td (${'GHS '.repeat(r.pick([100000, 250000]))}1.00) Tj ET`),
        ),
      ),
  },
  {
    name: 'digits-1m',
    make: () => pdf(onePage(flate(`BT /F1 7 Tf 30 700 Td (-${'9'.repeat(1000000)}.00) Tj ET`))),
  },
  {
    name: 'dates-run',
    make: (r) =>
      pdf(
        onePage(
          flate(`BT /F1 7 Tf 30 700 Td (${'28 May 2026 '.repeat(r.pick([10000, 80000]))}) Tj ET`),
        ),
      ),
  },
  {
    name: 'combining-marks',
    make: (r) =>
      pdf(
        onePage(
          flate(`BT /F2 7 Tf 30 700 Td ${hexRun(1, r.pick([100000, 500000]))} Tj ET`),
          mappedFont(['\u0301']),
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'lone-surrogates',
    make: () =>
      pdf(
        onePage(
          flate(`BT /F2 7 Tf 30 700 Td ${hexRun(1, 50000)}${hexRun(2, 50000)} Tj ET`),
          mappedFont(['\ud800', '\udfff']),
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      ),
  },
  {
    name: 'statement-with-whitespace-names',
    make: (r) => {
      const runs = STATEMENT_RUNS.map(
        ([x, y, s]): string => `BT /F1 7 Tf ${x} ${y} Td (${escape(s)}) Tj ET`,
      );
      const ws = `BT /F2 7 Tf 220 745 Td ${hexRun(1, r.pick([40000, 90000]))} Tj ET`;
      return pdf(
        onePage(
          flate([...runs, ws].join('\n')),
          mappedFont([r.pick(WHITESPACE)]),
          '',
          '<< /Font << /F1 5 0 R /F2 6 0 R >> >>',
        ),
      );
    },
  },
  {
    name: 'same-position-items',
    make: (r) =>
      pdf(
        onePage(
          flate(
            Array.from(
              { length: r.pick([50000, 150000]) },
              () => 'BT /F1 7 Tf 30 700 Td (Amount) Tj ET',
            ).join('\n'),
          ),
        ),
      ),
  },
];

// ---- encryption variants

/** Runs `fn` with crypto.getRandomValues drawing from the seed, so encrypted files repeat. */
async function withSeededRandom<T>(r: Rng, fn: () => Promise<T>): Promise<T> {
  const cryptoObject = globalThis.crypto as {
    getRandomValues: <A extends ArrayBufferView | null>(a: A) => A;
  };
  const original = cryptoObject.getRandomValues;
  cryptoObject.getRandomValues = <A extends ArrayBufferView | null>(array: A): A => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = r.int(0, 255);
    }
    return array;
  };
  try {
    return await fn();
  } finally {
    cryptoObject.getRandomValues = original;
  }
}

async function cantoo(
  r: Rng,
  algorithm: 'AES-256' | 'AES-128' | 'RC4-128' | 'RC4-40',
  userPassword: string,
): Promise<Uint8Array> {
  const { PDFDocument } = await import('@cantoo/pdf-lib');
  return withSeededRandom(r, async () => {
    const doc = await PDFDocument.load(handStatement(), { updateMetadata: false });
    doc.encrypt({
      userPassword,
      ownerPassword: 'owner-secret',
      algorithm,
      allowWeakCryptography: algorithm.startsWith('RC4'),
    });
    return doc.save({ useObjectStreams: false });
  });
}

function brokenEncrypt(
  dict: string,
  trailerExtra = '/ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]',
): Buffer {
  const objects = statementObjects();
  objects.push(dict);
  return pdf(objects, { trailer: `/Encrypt 6 0 R ${trailerExtra}` });
}

const O32 = `<${'ab'.repeat(32)}>`;
const O48 = `<${'ab'.repeat(48)}>`;

const ENCRYPTION: Variant[] = [
  { name: 'aes256-user-password', make: (r) => cantoo(r, 'AES-256', 'secret') },
  {
    name: 'aes256-wrong-password',
    make: async (r) => ({ bytes: await cantoo(r, 'AES-256', 'secret'), password: 'not-it' }),
  },
  {
    name: 'aes256-right-password',
    make: async (r) => ({ bytes: await cantoo(r, 'AES-256', 'secret'), password: 'secret' }),
  },
  { name: 'aes128-user-password', make: (r) => cantoo(r, 'AES-128', 'secret') },
  { name: 'rc4-128-owner-only', make: (r) => cantoo(r, 'RC4-128', '') },
  { name: 'rc4-40-user-password', make: (r) => cantoo(r, 'RC4-40', '0599012817') },
  {
    name: 'aes256-password-1mb',
    make: async (r) => ({
      bytes: await cantoo(r, 'AES-256', 'secret'),
      password: 'x'.repeat(1 << 20),
    }),
  },
  {
    name: 'filter-unknown',
    make: () =>
      brokenEncrypt(`<< /Filter /Hostile /V 2 /R 3 /Length 128 /P -4 /O ${O32} /U ${O32} >>`),
  },
  {
    name: 'v5-short-keys',
    make: () =>
      brokenEncrypt(
        '<< /Filter /Standard /V 5 /R 6 /Length 256 /P -4 /O <00> /U <00> /OE <00> /UE <00> /Perms <00> >>',
      ),
  },
  {
    name: 'v4-unknown-cfm',
    make: () =>
      brokenEncrypt(
        `<< /Filter /Standard /V 4 /R 4 /Length 128 /P -4 /O ${O32} /U ${O32} /CF << /StdCF << /CFM /Hostile /Length 16 >> >> /StmF /StdCF /StrF /StdCF >>`,
      ),
  },
  {
    name: 'length-4096',
    make: () =>
      brokenEncrypt(`<< /Filter /Standard /V 2 /R 3 /Length 4096 /P -4 /O ${O32} /U ${O32} >>`),
  },
  {
    name: 'no-id',
    make: () =>
      brokenEncrypt(`<< /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O ${O32} /U ${O32} >>`, ''),
  },
  {
    name: 'encrypt-not-dict',
    make: (r) => {
      const objects = statementObjects();
      return pdf(objects, {
        trailer: `/Encrypt ${r.pick(['1 0 R', '42', '[1 2 3]', '99 0 R', '(x)'])}`,
      });
    },
  },
  {
    name: 'revision-99',
    make: () =>
      brokenEncrypt(`<< /Filter /Standard /V 99 /R 99 /Length 128 /P -4 /O ${O48} /U ${O48} >>`),
  },
  {
    name: 'p-and-o-huge',
    make: () =>
      brokenEncrypt(
        `<< /Filter /Standard /V 2 /R 3 /Length 128 /P 1099511627776 /O <${'ab'.repeat(10000)}> /U <${'cd'.repeat(10000)}> >>`,
      ),
  },
  {
    name: 'stmf-identity-aes-short',
    make: () =>
      brokenEncrypt(
        `<< /Filter /Standard /V 4 /R 4 /Length 128 /P -4 /O ${O32} /U ${O32} /CF << /StdCF << /CFM /AESV2 /Length 16 >> >> /StmF /StdCF /StrF /Identity >>`,
      ),
  },
  {
    name: 'rc4-bomb-owner-only',
    make: () => {
      const handler = rc4Handler('');
      const objects = onePage({ dict: '/Filter /FlateDecode', data: flateBomb(1024) });
      objects.push(handler.dict);
      return pdf(objects, { trailer: handler.trailer(6), encryptStream: handler.encrypt });
    },
  },
  {
    name: 'rc4-statement-owner-only',
    make: () => {
      const handler = rc4Handler('');
      const objects = statementObjects();
      objects.push(handler.dict);
      return pdf(objects, { trailer: handler.trailer(6), encryptStream: handler.encrypt });
    },
  },
];

// ---- not PDFs, with a PDF header

const HEADER = latin1('%PDF-1.7\n');
const repeated = (text: string, bytes: number): Buffer =>
  latin1(text.repeat(Math.ceil(bytes / text.length)).slice(0, bytes));

const NOT_PDF: Variant[] = [
  { name: 'zeros-9mb', make: () => Buffer.concat([HEADER, Buffer.alloc(9 << 20)]) },
  {
    name: 'random-bytes',
    make: (r) => Buffer.concat([HEADER, r.bytes(r.pick([1024, 65536, 1 << 20, 9 << 20]))]),
  },
  {
    name: 'zip',
    make: (r) =>
      Buffer.concat([HEADER, Buffer.from([0x50, 0x4b, 0x03, 0x04]), r.bytes(r.int(100, 100000))]),
  },
  {
    name: 'jpeg',
    make: (r) =>
      Buffer.concat([
        HEADER,
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
        r.bytes(r.int(100, 100000)),
      ]),
  },
  {
    name: 'html',
    make: () =>
      Buffer.concat([
        HEADER,
        latin1(`<!doctype html><html><body>${'<div>statement</div>'.repeat(10000)}</body></html>`),
      ]),
  },
  {
    name: 'json',
    make: () =>
      Buffer.concat([
        HEADER,
        latin1(
          JSON.stringify({
            rows: Array.from({ length: 10000 }, (_, i) => ({ id: i, amount: '1.00' })),
          }),
        ),
      ]),
  },
  { name: 'header-only', make: () => latin1('%PDF-1.7') },
  { name: 'whitespace-9mb', make: () => Buffer.concat([HEADER, Buffer.alloc(9 << 20, 0x20)]) },
  { name: 'eof-markers', make: () => Buffer.concat([HEADER, repeated('%%EOF\n', 9 << 20)]) },
  { name: 'obj-tokens', make: () => Buffer.concat([HEADER, repeated('1 0 obj\n', 9 << 20)]) },
  {
    name: 'open-parens',
    make: () => Buffer.concat([HEADER, latin1('1 0 obj\n'), repeated('(', 9 << 20)]),
  },
  {
    name: 'open-angles',
    make: () => Buffer.concat([HEADER, latin1('1 0 obj\n'), repeated('<', 9 << 20)]),
  },
  {
    name: 'open-brackets',
    make: () => Buffer.concat([HEADER, latin1('1 0 obj\n'), repeated('[', 9 << 20)]),
  },
  { name: 'endobj-tokens', make: () => Buffer.concat([HEADER, repeated('endobj ', 9 << 20)]) },
  {
    name: 'utf16-text',
    make: () =>
      Buffer.concat([
        HEADER,
        Buffer.from(`\ufeff${'Statement of account '.repeat(20000)}`, 'utf16le'),
      ]),
  },
  { name: 'letters-9mb', make: () => Buffer.concat([HEADER, Buffer.alloc(9 << 20, 0x41)]) },
  {
    name: 'startxref-then-random',
    make: (r) =>
      Buffer.concat([HEADER, latin1('startxref\n'), r.bytes(r.int(10, 100000)), latin1('\n%%EOF')]),
  },
  {
    name: 'trailer-tokens',
    make: () => Buffer.concat([HEADER, repeated('trailer << /Root 1 0 R >>\n', 9 << 20)]),
  },
  {
    name: 'executable',
    make: (r) => Buffer.concat([HEADER, latin1('MZ\x90\x00'), r.bytes(r.int(1000, 200000))]),
  },
  {
    name: 'obj-numbers-huge',
    make: (r) =>
      Buffer.concat([
        HEADER,
        latin1(
          Array.from(
            { length: 50000 },
            () => `${r.int(0, 2 ** 31)} ${r.int(0, 65535)} obj\n<< >>\nendobj\n`,
          ).join(''),
        ),
      ]),
  },
];

const VARIANTS: Record<Exclude<HostileClass, 'mutation'>, Variant[]> = {
  xref: XREF,
  bomb: BOMBS,
  nesting: NESTING,
  huge: HUGE,
  font: FONTS,
  text: TEXT,
  encryption: ENCRYPTION,
  'not-pdf': NOT_PDF,
};

/** Variant names per class (mutation: the byte operations). */
export const variantNames = (kind: HostileClass): string[] =>
  kind === 'mutation' ? MUTATIONS : VARIANTS[kind].map((v) => v.name);

/** File `index` of a class. */
export async function hostileFile(
  seed: number,
  kind: HostileClass,
  index: number,
): Promise<HostileFile> {
  const r = rng(fileSeed(seed, kind, index));
  let variant: string;
  let made: Made;
  if (kind === 'mutation') {
    const { generator, pdfs } = await mutationBases(seed);
    const base = pdfs[index % pdfs.length]!;
    variant = `${MUTATIONS[Math.floor(index / pdfs.length) % MUTATIONS.length]!}-${index % pdfs.length === pdfs.length - 1 ? 'hand-written' : generator}`;
    made = {
      bytes: mutate(base, MUTATIONS[Math.floor(index / pdfs.length) % MUTATIONS.length]!, r),
    };
  } else {
    const list = VARIANTS[kind];
    const chosen = list[index % list.length]!;
    variant = chosen.name;
    const result = await chosen.make(r, seed);
    made = result instanceof Uint8Array ? { bytes: result } : result;
  }
  const bytes = made.bytes.byteLength > MAX_BYTES ? made.bytes.subarray(0, MAX_BYTES) : made.bytes;
  return {
    name: `${kind}-${String(index).padStart(3, '0')}-${variant}.pdf`,
    kind,
    variant,
    bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ...(made.password !== undefined ? { password: made.password } : {}),
  };
}

export type Selection = {
  seed?: number;
  /** Files per class; defaults to COUNTS (the full set). */
  perClass?: number;
  classes?: readonly HostileClass[];
};

/** The hostile files one at a time (a full set is several hundred MB if held at once). */
export async function* hostileFiles(selection: Selection = {}): AsyncGenerator<HostileFile> {
  const seed = selection.seed ?? 1;
  for (const kind of selection.classes ?? CLASSES) {
    const count = selection.perClass ?? COUNTS[kind];
    for (let index = 0; index < count; index += 1) yield hostileFile(seed, kind, index);
  }
}
