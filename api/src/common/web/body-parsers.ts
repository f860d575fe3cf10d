import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors/app-error';
import { validationFailed } from '../errors/common.errors';

/** body-parser's default, which the API has always had: no route takes more in JSON. */
const JSON_BODY_LIMIT = '100kb';

/** No DTO nests nearly this deep; a deeper body is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON text opens more than maxDepth arrays or objects at once. One pass, no
 * recursion and no parsing: brackets inside strings do not count. Malformed text is left to
 * JSON.parse. UTF-8 bytes can be scanned as they are: every byte of a multi-byte character is
 * 0x80 or above, so it is never a quote, a backslash or a bracket.
 */
export function exceedsJsonDepth(text: Uint8Array | string, maxDepth: number): boolean {
  const at =
    typeof text === 'string' ? (i: number) => text.charCodeAt(i) : (i: number) => text[i] ?? 0;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = at(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPEN.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSE.has(code)) {
      depth -= 1;
    }
  }
  return false;
}

// body-parser's verify hook: runs on the raw body, before JSON.parse and long before
// class-transformer, which recurses once per level and overflowed the stack on deep bodies.
function refuseDeepJson(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string) {
  const charset = encoding.toLowerCase();
  let text: Uint8Array | string = body;
  if (charset !== 'utf-8' && charset !== 'utf8') {
    // UTF-16 and UTF-32 bytes can look like brackets: scan the decoded text instead.
    try {
      text = new TextDecoder(charset).decode(body);
    } catch {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON encoded as UTF-8.');
    }
  }
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) throw validationFailed(TOO_DEEP_MESSAGE);
}

/**
 * The JSON and form parsers Nest would mount (create the app with bodyParser: false), with the
 * JSON depth check. body-parser passes on an error thrown by verify with its status and message,
 * and the filter answers it by status: 400 VALIDATION_FAILED, 415 UNSUPPORTED_MEDIA_TYPE.
 */
export function useBodyParsers(app: NestExpressApplication, rawBodyPaths: string[] = []): void {
  // Signed webhooks are checked against the exact bytes sent: these paths keep their body as a
  // Buffer, whatever its type; the JSON parser below then leaves it alone.
  for (const path of rawBodyPaths) {
    app.use(path, express.raw({ type: () => true, limit: JSON_BODY_LIMIT }));
  }
  // Nest's types leave out verify because its rawBody option would replace it; the app does not
  // use rawBody, so the hook reaches body-parser as given (a variable, as a literal would not
  // type-check).
  const json = { limit: JSON_BODY_LIMIT, verify: refuseDeepJson };
  app.useBodyParser('json', json);
  app.useBodyParser('urlencoded', { extended: true });
}
