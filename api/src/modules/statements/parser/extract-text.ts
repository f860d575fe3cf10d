import { failure } from './failures';
import { installWordSplitWorker } from './word-split-worker';
import type { PageText, ParseFailure } from './types';

export type ExtractOptions = {
  password?: string;
  maxPages: number;
  maxChars: number;
  /** Which slice of the pages this call reads: pages are split into `count` contiguous ranges. */
  shard: { index: number; count: number };
};

export type Extracted =
  { ok: true; numPages: number; pages: PageText[] } | { ok: false; failure: ParseFailure };

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjs: Promise<PdfJs> | null = null;

// pdfjs-dist is ESM only; a real dynamic import loads it from CommonJS (tsc output and the dev hook).
// Its worker code runs in this thread with one constant changed (see word-split-worker.ts).
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= installWordSplitWorker().then(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
  return pdfjs;
}

function openFailure(error: unknown, passwordGiven: boolean): ParseFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'PasswordException') {
    // pdf.js has already tried the empty user password, so owner-only protection never gets here.
    return failure(passwordGiven ? 'PDF_PASSWORD_INCORRECT' : 'PDF_PASSWORD_PROTECTED');
  }
  return failure('PDF_UNREADABLE');
}

/** Opens the PDF with pdf.js (no eval, no fonts) and returns positioned text for this shard's pages. */
export async function extractText(data: Uint8Array, options: ExtractOptions): Promise<Extracted> {
  const { getDocument } = await loadPdfJs();
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
  try {
    const numPages = doc.numPages;
    if (numPages > options.maxPages) return { ok: false, failure: failure('PDF_TOO_LARGE') };
    const per = Math.ceil(numPages / options.shard.count);
    const first = options.shard.index * per + 1;
    const last = Math.min(numPages, first + per - 1);
    const pages: PageText[] = [];
    let chars = 0;
    for (let number = first; number <= last; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const items: PageText['items'] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a = 1, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        chars += item.str.length;
        items.push({
          str: item.str,
          x,
          y,
          width: item.width,
          size: Math.hypot(c, d) || item.height,
          first: (item as { firstAdvance?: number }).firstAdvance ?? 0,
          // Text direction in degrees (0 for ordinary text, 90 on a page drawn turned).
          angle: Math.round((Math.atan2(b, a) * 180) / Math.PI),
        });
      }
      if (chars > options.maxChars) return { ok: false, failure: failure('PDF_TOO_LARGE') };
      pages.push({ page: number, items });
      page.cleanup();
    }
    return { ok: true, numPages, pages };
  } catch {
    return { ok: false, failure: failure('PDF_UNREADABLE') };
  } finally {
    await task.destroy();
  }
}
