import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// pdf.js joins glyphs into one text item across gaps of up to 0.6 em, putting a space in the string
// ("-70.00 82155250503" from two table cells), and drops real space glyphs the same way. The width
// of such a space is not reported, so where each word starts inside the item is unknown. With the
// limit at 0, every gap wider than pdf.js's tracking allowance (0.102 em) and every space glyph ends
// the item: each item is then one word (or one glyph, for text drawn glyph by glyph), and its
// position and width are pdf.js's own measurements from the font's glyph widths.
// Each item also reports the advance of its first glyph (firstAdvance), which tells whether a
// wrapped line was full (a word is cut mid-word only when its next glyph would not have fitted),
// and of its font's space (spaceAdvance), which tells a space inside a phrase from a cell gap.
const PATCHES: [string, string][] = [
  ['const SPACE_IN_FLOW_MAX_FACTOR = 0.6;', 'const SPACE_IN_FLOW_MAX_FACTOR = 0;'],
  // The whitespace items pdf.js adds at every gap carry nothing a word's position does not.
  [
    'function pushWhitespace({',
    'function pushWhitespace() {}\n    function pushWhitespaceUnused({',
  ],
  [
    'textChunk.str.push(glyphUnicode);',
    'if (textChunk.str.length === 0) {\n            textChunk.firstAdvance = scaledDim;\n            textChunk.spaceAdvance = (font._spaceWidth || 0) * scale * (font.vertical ? 1 : textState.textHScale);\n          }\n          textChunk.str.push(glyphUnicode);',
  ],
  [
    'hasEOL: textChunk.hasEOL\n      };',
    'hasEOL: textChunk.hasEOL,\n        firstAdvance: Math.abs((textChunk.firstAdvance ?? 0) * textChunk.textAdvanceScale),\n        spaceAdvance: Math.abs((textChunk.spaceAdvance ?? 0) * textChunk.textAdvanceScale)\n      };',
  ],
];

type WorkerModule = { WorkerMessageHandler: unknown };

let installed: Promise<void> | null = null;

/** The pdf.js worker source with words kept apart; throws if this pdf.js no longer fits the patch. */
function wordSplitWorkerSource(): string {
  const path = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  let source = readFileSync(path, 'utf8');
  for (const [from, to] of PATCHES) {
    const at = source.indexOf(from);
    if (at < 0 || source.indexOf(from, at + 1) >= 0) {
      throw new Error(`pdf.js at ${path} changed: ${from} not found exactly once`);
    }
    source = source.slice(0, at) + to + source.slice(at + from.length);
  }
  return source;
}

/**
 * Loads the patched worker module into this thread and hands it to pdf.js (which uses a worker
 * handler found on globalThis.pdfjsWorker instead of loading its own). Node imports ES modules from
 * files, so it goes through a private temporary directory that is removed once loaded.
 */
export function installWordSplitWorker(): Promise<void> {
  installed ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sikalens-pdfjs-'));
    try {
      const file = join(dir, 'pdf.worker.mjs');
      writeFileSync(file, wordSplitWorkerSource(), { mode: 0o600 });
      const worker = (await import(pathToFileURL(file).href)) as WorkerModule;
      (globalThis as { pdfjsWorker?: WorkerModule }).pdfjsWorker = worker;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return installed;
}
