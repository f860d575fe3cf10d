import { extractText } from './extract-text';
import { parseStatementText } from './parse-statement';
import type { ParseOutcome } from './types';

export type ParsePdfOptions = {
  /** Tried after pdf.js's own empty-password attempt fails. Never stored or logged. */
  password?: string;
  maxPages?: number;
  maxChars?: number;
};

/** Extracts and parses a statement PDF in the calling thread. The runner calls this in isolation. */
export async function parsePdf(
  data: Uint8Array,
  options: ParsePdfOptions = {},
): Promise<ParseOutcome> {
  const extracted = await extractText(data, {
    password: options.password,
    maxPages: options.maxPages ?? 300,
    maxChars: options.maxChars ?? 5_000_000,
  });
  if (!extracted.ok) return extracted;
  return parseStatementText(extracted.pages);
}
