import { normaliseMomoNumber } from './momo-number';

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
});
