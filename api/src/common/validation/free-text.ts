import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';

// C0 and C1 controls (NUL, ESC for ANSI colours, DEL …) and the text-direction characters: the
// overrides, embeddings and isolates that can make 'Pay\u202EFDP.exe' read as 'PayEXE.PDF', and the
// invisible marks (LRM, RLM, ALM). PostgreSQL refuses NUL outright, so it must never get that far.
const NOT_ALLOWED = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * The one rule for text a user types: NFC, trimmed (leading and trailing whitespace, tabs and
 * newlines included), and refused when a control or text-direction character is left in it.
 * `multiline` (a message to support): line breaks and tabs inside are kept, CR LF becomes LF.
 */
export function cleanFreeText(
  value: string,
  multiline = false,
): { ok: true; value: string } | { ok: false } {
  let cleaned = value.normalize('NFC').trim();
  // A message of several lines keeps its line breaks (as \n) and tabs; nothing else.
  if (multiline) cleaned = cleaned.replace(/\r\n?/g, '\n');
  const tested = multiline ? cleaned.replace(/[\n\t]/g, ' ') : cleaned;
  return NOT_ALLOWED.test(tested) ? { ok: false } : { ok: true, value: cleaned };
}

/**
 * A free-text DTO field: the value arrives NFC and trimmed, and a control or text-direction
 * character is a 400. Strings only: a value of another type passes through untouched for the
 * field's own checks (IsString, IsNotEmpty …) to refuse. Declare it below those checks, so the
 * pipe reports theirs first.
 */
export function FreeText(
  options: { field?: string; message?: string; multiline?: boolean } = {},
): PropertyDecorator {
  return (target, propertyName) => {
    const property = String(propertyName);
    const message =
      options.message ??
      `${options.field ?? property} contains characters that are not allowed (control or text-direction characters).`;
    // A refused value is kept as sent, so the check below sees what was refused.
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const cleaned = cleanFreeText(value, options.multiline);
      return cleaned.ok ? cleaned.value : value;
    })(target, property);
    registerDecorator({
      name: 'freeText',
      target: target.constructor,
      propertyName: property,
      options: { message },
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || cleanFreeText(value, options.multiline).ok,
      },
    });
  };
}
