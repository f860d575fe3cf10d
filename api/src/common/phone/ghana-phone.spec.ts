import fc from 'fast-check';
import {
  displayPhone,
  maskLocalPhone,
  maskPhone,
  normaliseMomoNumber,
  normalisePhone,
} from './ghana-phone';

const MOBILE_PREFIXES = [
  '20',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '50',
  '53',
  '54',
  '55',
  '56',
  '57',
  '59',
];

// Nine local digits starting with a mobile prefix: 241234567.
const mobileDigits = fc
  .tuple(fc.constantFrom(...MOBILE_PREFIXES), fc.stringMatching(/^\d{7}$/))
  .map(([prefix, rest]) => `${prefix}${rest}`);
// Nine local digits of any kind (the MoMo rule checks no prefix).
const anyDigits = fc.stringMatching(/^\d{9}$/);

describe('normalisePhone', () => {
  it.each([
    ['0241234567', '233241234567'],
    ['241234567', '233241234567'],
    ['+233241234567', '233241234567'],
    ['233241234567', '233241234567'],
    ['024 123 4567', '233241234567'],
    ['+233-24-123-4567', '233241234567'],
    ['0201234567', '233201234567'],
    ['0591234567', '233591234567'],
  ])('accepts %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '024123456',
    '02412345678',
    '+234241234567',
    '0041234567',
    'abcdefghij',
    '0241234567x',
    // Landlines and unassigned prefixes.
    '0302123456',
    '0211234567',
    '0991234567',
    '+233811234567',
  ])('rejects %j', (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it('reads 0XXXXXXXXX, XXXXXXXXX, 233XXXXXXXXX and +233XXXXXXXXX as one number', () => {
    fc.assert(
      fc.property(
        mobileDigits,
        fc.constantFrom('', '0', '233', '+233', '+233 ', '233-'),
        (digits, form) => {
          expect(normalisePhone(`${form}${digits}`)).toBe(`233${digits}`);
        },
      ),
    );
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          mobileDigits.map((digits) => `0${digits}`),
        ),
        (input) => {
          const once = normalisePhone(input);
          if (once !== null) expect(normalisePhone(once)).toBe(once);
        },
      ),
    );
  });
});

describe('normaliseMomoNumber', () => {
  it.each([
    ['0241234567', '233241234567'],
    ['024 123 4567', '233241234567'],
    [' 0241234567 ', '233241234567'],
    ['+233241234567', '233241234567'],
    ['+233 24 123 4567', '233241234567'],
    ['233241234567', '233241234567'],
    ['0551234567', '233551234567'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normaliseMomoNumber(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '241234567',
    '024123456',
    '02412345678',
    '1241234567',
    '+234241234567',
    '+2330241234567',
    '024-123-4567',
    '024123456a',
    '０２４１２３４５６７',
  ])('rejects %j', (input) => {
    expect(normaliseMomoNumber(input)).toBeNull();
  });

  it('reads 0XXXXXXXXX, 233XXXXXXXXX and +233XXXXXXXXX as one number', () => {
    fc.assert(
      fc.property(anyDigits, fc.constantFrom('0', '233', '+233', '+233 ', ' 0'), (digits, form) => {
        expect(normaliseMomoNumber(`${form}${digits}`)).toBe(`233${digits}`);
      }),
    );
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          anyDigits.map((digits) => `0${digits}`),
        ),
        (input) => {
          const once = normaliseMomoNumber(input);
          if (once !== null) expect(normaliseMomoNumber(once)).toBe(once);
        },
      ),
    );
  });
});

describe('display and masking', () => {
  it('shows the local form', () => {
    expect(displayPhone('233241234567')).toBe('0241234567');
  });

  it('masks a stored number', () => {
    expect(maskPhone('233241234567')).toBe('+233 24*****67');
  });

  it('masks any form of a number in the local form', () => {
    expect(maskLocalPhone('233241234567')).toBe('024*****67');
    expect(maskLocalPhone('+233 59 90 12 81 7')).toBe('059*****17');
    expect(maskLocalPhone('0551234577')).toBe('055*****77');
  });

  it('round-trips: the displayed form normalises back to the stored one', () => {
    fc.assert(
      fc.property(mobileDigits, (digits) => {
        const stored = `233${digits}`;
        expect(normalisePhone(displayPhone(stored))).toBe(stored);
        expect(normaliseMomoNumber(displayPhone(stored))).toBe(stored);
      }),
    );
  });
});
