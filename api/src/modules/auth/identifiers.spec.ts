import { displayPhone, maskEmail, maskPhone, normaliseEmail, normalisePhone } from './identifiers';

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
});

describe('normaliseEmail', () => {
  it('lower-cases and trims', () => {
    expect(normaliseEmail('  Kwame.Mensah@Example.COM ')).toBe('kwame.mensah@example.com');
    expect(normaliseEmail('ama.1234567.1+tag@mail.example.com.gh')).toBe(
      'ama.1234567.1+tag@mail.example.com.gh',
    );
  });
  it.each([
    'kwame',
    'kwame@',
    '@example.com',
    'kwame@example',
    'kw ame@example.com',
    'a,b@example.com',
    'a;b@example.com',
    'a:b@example.com',
    'kwame@example.com, eve@evil.com',
    '"eve"@example.com',
    'eve <eve@evil.com>',
    'a(b)@example.com',
    'kwame@exa_mple.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j', (input) => {
    expect(normaliseEmail(input)).toBeNull();
  });
});

describe('masking and display', () => {
  it('masks a phone number', () => {
    expect(maskPhone('233241234567')).toBe('+233 24*****67');
  });
  it('masks an e-mail address', () => {
    expect(maskEmail('kwame@example.com')).toBe('kw***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });
  it('shows the local phone form', () => {
    expect(displayPhone('233241234567')).toBe('0241234567');
  });
});
