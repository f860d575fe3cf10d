import { failure } from './failures';
import { installWordSplitWorker } from './word-split-worker';
import type { PageText, ParseFailure } from './types';

export type ExtractOptions = {
  password?: string;
  maxPages: number;
  maxChars: number;
};

// Caps applied to pdf.js's output before any per-character work of ours. A statement's text item is
// a word or a short cell (its pages hold a few thousand characters in under a thousand items), so
// these only stop hostile files: a 50M-character string, 200k tiny items, 40k whitespace characters.
// The memory cap of the parse process (run-parser.ts) bounds what pdf.js does before that.
/** Characters kept of one text item; the rest is dropped. */
const MAX_ITEM_CHARS = 1_000;
/** A page with more characters or text items than this fails as PDF_TOO_LARGE. */
const MAX_PAGE_CHARS = 100_000;
const MAX_PAGE_ITEMS = 20_000;

export type Extracted = { ok: true; pages: PageText[] } | { ok: false; failure: ParseFailure };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<PdfJs> | null = null;

// pdfjs-dist is ESM only; a real dynamic import loads it from CommonJS (tsc output and the dev hook).
// Its worker code runs in this thread with one constant changed (see word-split-worker.ts).
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= installWordSplitWorker().then(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
  return pdfjs;
}

/** Loads pdf.js ahead of the first statement (the parse process does so while it warms up). */
export async function preloadPdfJs(): Promise<void> {
  await loadPdfJs();
}

let opened: (() => void) | null = null;

/** Told when a document has opened (the parse process reports it to the runner). */
export function setExtractObserver(observer: (() => void) | null): void {
  opened = observer;
}

const OBJ = new TextEncoder().encode('obj');

/** Every PDF holds indirect objects (its catalog is one); without the keyword it cannot open. */
function hasObjects(data: Uint8Array): boolean {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).indexOf(OBJ) >= 0;
}

type Item = PageText['items'][number];

/**
 * One page's text items, read as pdf.js streams them so a page over the caps stops pdf.js there.
 * Returns null when the page is over a cap.
 */
async function readPage(
  page: import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy,
): Promise<Item[] | null> {
  const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{
    items: unknown[];
  }>;
  const items: Item[] = [];
  let count = 0;
  let chars = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return items;
    count += value.items.length;
    for (const item of value.items as { str?: unknown }[]) {
      if (typeof item.str === 'string') chars += item.str.length;
    }
    if (count > MAX_PAGE_ITEMS || chars > MAX_PAGE_CHARS) {
      // pdf.js requires an Error as the reason; the cancel stops its work on the page.
      await reader.cancel(new Error('page over the caps')).catch(() => undefined);
      return null;
    }
    for (const item of value.items as TextItemLike[]) {
      if (typeof item.str !== 'string') continue;
      const kept = toItem(item);
      if (kept) items.push(kept);
    }
  }
}

type TextItemLike = {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName?: string;
  firstAdvance?: number;
  spaceAdvance?: number;
};

// Whitespace runs (pdf.js keeps U+000B, U+1680, U+2028 and the like) become one space: words are
// what the parser reads, and no later scan then sees a long run of exotic whitespace.
const WHITESPACE_RUN = /\s+/gu;
const HAS_WHITESPACE = /\s/u;

function toItem(item: TextItemLike): Item | null {
  const raw = item.str.length > MAX_ITEM_CHARS ? item.str.slice(0, MAX_ITEM_CHARS) : item.str;
  const str = HAS_WHITESPACE.test(raw) ? raw.replace(WHITESPACE_RUN, ' ') : raw;
  if (str.trim() === '') return null;
  const [a = 1, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  return {
    str,
    x,
    y,
    width: item.width,
    size: Math.hypot(c, d) || item.height,
    first: item.firstAdvance ?? 0,
    space: item.spaceAdvance ?? 0,
    font: item.fontName ?? '',
    // Text direction in degrees (0 for ordinary text, 90 on a page drawn turned).
    angle: Math.round((Math.atan2(b, a) * 180) / Math.PI),
  };
}

function openFailure(error: unknown, passwordGiven: boolean): ParseFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') {
    // pdf.js has already tried the empty user password, so owner-only protection never gets here.
    return failure(passwordGiven ? 'PDF_PASSWORD_INCORRECT' : 'PDF_PASSWORD_PROTECTED');
  }
  return failure('PDF_UNREADABLE');
}

/** Opens the PDF with pdf.js (no eval, no fonts) and returns the positioned text of every page. */
export async function extractText(data: Uint8Array, options: ExtractOptions): Promise<Extracted> {
  const { getDocument } = await loadPdfJs();
  if (!hasObjects(data)) return { ok: false, failure: failure('PDF_UNREADABLE') };
  const passwordGiven = options.password !== undefined && options.password !== '';
  // pdf.js 6 dropped the option along with its eval path (no eval or new Function left in the
  // build); it is still passed so an older pdf.js would keep eval off too.
  const params: Parameters<typeof getDocument>[0] & { isEvalSupported: false } = {
    data,
    password: options.password ?? '',
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  };
  const task = getDocument(params);
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    return { ok: false, failure: openFailure(error, passwordGiven) };
  }
  opened?.();
  try {
    const numPages = doc.numPages;
    if (numPages > options.maxPages) return { ok: false, failure: failure('PDF_TOO_LARGE') };
    const pages: PageText[] = [];
    let chars = 0;
    for (let number = 1; number <= numPages; number += 1) {
      const page = await doc.getPage(number);
      const items = await readPage(page);
      if (items === null) return { ok: false, failure: failure('PDF_TOO_LARGE') };
      for (const item of items) chars += item.str.length;
      if (chars > options.maxChars) return { ok: false, failure: failure('PDF_TOO_LARGE') };
      pages.push({ page: number, items });
      page.cleanup();
    }
    return { ok: true, pages };
  } catch {
    return { ok: false, failure: failure('PDF_UNREADABLE') };
  } finally {
    await task.destroy();
  }
}
