import fc from 'fast-check';
import { plainToInstance } from 'class-transformer';
import { IsString, validateSync } from 'class-validator';
import { cleanFreeText, FreeText } from './free-text';

// Every character the rule refuses: C0, DEL and C1 controls, and the text-direction characters.
const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x061c,
  0x200e,
  0x200f,
  ...Array.from({ length: 5 }, (_, i) => 0x202a + i),
  ...Array.from({ length: 4 }, (_, i) => 0x2066 + i),
].map((code) => String.fromCharCode(code));

const refused = new Set(REFUSED);
const allowedChar = fc
  .string({ unit: 'grapheme-composite', minLength: 1, maxLength: 1 })
  .filter((c) => ![...c].some((ch) => refused.has(ch)));

describe('cleanFreeText', () => {
  it.each([
    ['  Personal MoMo ', 'Personal MoMo'],
    ['Cafe\u0301', 'Café'],
    ['Ama Owusu\n', 'Ama Owusu'],
    ['\tKofi', 'Kofi'],
    ['Kwame 🇬🇭', 'Kwame 🇬🇭'],
    ['مرحبا', 'مرحبا'],
    ['', ''],
  ])('accepts %j as %j', (input, expected) => {
    expect(cleanFreeText(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['a NUL', 'Main\u0000'],
    ['an ANSI colour', '\u001b[31mred'],
    ['a right-to-left override', 'Pay\u202EFDP.exe'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a right-to-left mark', 'a\u200Fb'],
    ['an Arabic letter mark', 'a\u061Cb'],
    ['a C1 control', 'a\u0085b'],
    ['DEL', 'a\u007Fb'],
    ['a newline inside', 'two\nlines'],
  ])('refuses %s', (_name, input) => {
    expect(cleanFreeText(input)).toEqual({ ok: false });
  });

  it('refuses every control and text-direction character, wherever it is', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...REFUSED), fc.string(), (before, bad, after) => {
        // Whitespace controls at either end are trimmed away; anywhere else they are refused.
        const input = `x${before}${bad}${after}x`;
        expect(cleanFreeText(input)).toEqual({ ok: false });
      }),
    );
  });

  it('keeps any other text, NFC and trimmed, and is idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar).map((chars) => chars.join('')),
        (input) => {
          const result = cleanFreeText(input);
          expect(result).toEqual({ ok: true, value: input.normalize('NFC').trim() });
          if (result.ok) expect(cleanFreeText(result.value)).toEqual(result);
        },
      ),
    );
  });

  it('never returns a value with a refused character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const result = cleanFreeText(input);
        if (result.ok) expect([...result.value].some((ch) => refused.has(ch))).toBe(false);
      }),
    );
  });
});

describe('FreeText', () => {
  class Body {
    @IsString({ message: 'name must be text' })
    @FreeText()
    name: unknown;

    @FreeText({ field: 'Wallet label' })
    label?: unknown;

    @FreeText({ message: 'Say it without control characters' })
    note?: unknown;
  }

  const check = (plain: object) => {
    const body = plainToInstance(Body, plain);
    const messages = validateSync(body).flatMap((error) => Object.values(error.constraints ?? {}));
    return { body, messages };
  };

  it('hands the field over NFC and trimmed', () => {
    const { body, messages } = check({ name: '  Cafe\u0301 ', label: ' Main ' });
    expect(messages).toEqual([]);
    expect(body.name).toBe('Café');
    expect(body.label).toBe('Main');
  });

  it('names the field in its message, or uses the one given', () => {
    expect(check({ name: 'a\u0000' }).messages).toEqual([
      'name contains characters that are not allowed (control or text-direction characters).',
    ]);
    expect(check({ name: 'ok', label: 'Pay\u202EFDP.exe' }).messages).toEqual([
      'Wallet label contains characters that are not allowed (control or text-direction characters).',
    ]);
    expect(check({ name: 'ok', note: '\u001b[31mred' }).messages).toEqual([
      'Say it without control characters',
    ]);
  });

  it('leaves values that are not strings to the field’s own checks', () => {
    expect(check({ name: 42, label: null }).messages).toEqual(['name must be text']);
  });
});

describe('cleanFreeText, multiline (a message to support)', () => {
  it('keeps line breaks and tabs inside, as LF, and refuses every other refused character', () => {
    expect(cleanFreeText(' Hello\r\nI uploaded\rmy statement\n\n\tThanks \n', true)).toEqual({
      ok: true,
      value: 'Hello\nI uploaded\nmy statement\n\n\tThanks',
    });
    for (const char of REFUSED.filter((c) => !'\n\r\t'.includes(c))) {
      expect(cleanFreeText(`a${char}b`, true)).toEqual({ ok: false });
    }
    // A single line keeps refusing them.
    expect(cleanFreeText('a\nb')).toEqual({ ok: false });
  });
});
