import type { ParseOutcome } from './parser/types';

// The parsing system behind a small port: the real one runs pdf.js in a child process with time
// and memory limits; tests may stand in a parser that fails on purpose.
export const STATEMENT_PARSER = Symbol('STATEMENT_PARSER');

export type ParseOptions = {
  /** The statement's password, when the user gave one. Never logged or kept by the parser. */
  password?: string;
};

export type StatementParser = {
  parse(file: Uint8Array, options?: ParseOptions): Promise<ParseOutcome>;
};
