import fc from 'fast-check';
import { formatPhone, isGhanaPhone } from './phone';

// Nine local digits of a Ghana number: a network (or landline) prefix and seven more.
const localDigits = fc
  .tuple(fc.constantFrom('2', '3', '5'), fc.stringMatching(/^\d{8}$/))
  .map(([first, rest]) => first + rest);

// The ways statements, the API and people write the same number.
const writings = (local: string): string[] => [
  `0${local}`,
  local,
  `233${local}`,
  `+233${local}`,
  `+233 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`,
  `0${local.slice(0, 2)}-${local.slice(2, 5)}-${local.slice(5)}`,
  ` (0${local.slice(0, 2)}) ${local.slice(2, 5)} ${local.slice(5)} `,
];

describe('formatPhone', () => {
  it('writes every form of a number as 024 000 0001, or +233 24 000 0001', () => {
    fc.assert(
      fc.property(localDigits, (local) => {
        const national = `0${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
        const international = `+233 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
        for (const written of writings(local)) {
          expect(formatPhone(written)).toBe(national);
          expect(formatPhone(written, { international: true })).toBe(international);
          expect(isGhanaPhone(written)).toBe(true);
        }
      }),
    );
  });

  it('formats the examples the screens show', () => {
    expect(formatPhone('0240000001')).toBe('024 000 0001');
    expect(formatPhone('+233240000001')).toBe('024 000 0001');
    expect(formatPhone('233550000124', { international: true })).toBe('+233 55 000 0124');
    expect(formatPhone('550000124')).toBe('055 000 0124');
  });

  it('keeps a masked number’s stars in place', () => {
    expect(formatPhone('+233 24*****67')).toBe('024 *** **67');
    expect(formatPhone('024*****67', { international: true })).toBe('+233 24 *** **67');
  });

  it('gives back anything that is not a Ghana number as it was, trimmed', () => {
    for (const other of [
      'MTNONLINEAIRTIMEVENDOR',
      ' one4all.sp ',
      '0',
      '67076778',
      '44057088025',
      '+44 20 7946 0958',
      '*********',
      '',
    ]) {
      expect(formatPhone(other)).toBe(other.trim());
      expect(isGhanaPhone(other)).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const out = formatPhone(text);
        if (!isGhanaPhone(text)) expect(out).toBe(text.trim());
        else expect(out).toMatch(/^0[\d*]{2} [\d*]{3} [\d*]{4}$/);
      }),
    );
  });
});
