import type { ParseOutcome } from './parser/types';

// The parsing system behind a small port: the real one runs pdf.js in a worker thread with time
// and memory limits; tests may stand in a parser that fails on purpose.
export const STATEMENT_PARSER = Symbol('STATEMENT_PARSER');

export type StatementParser = { parse(file: Uint8Array): Promise<ParseOutcome> };
