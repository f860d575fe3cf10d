import { maskEmail, normaliseEmail } from './identifiers';

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

describe('maskEmail', () => {
  it('masks an e-mail address', () => {
    expect(maskEmail('kwame@example.com')).toBe('kw***@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
  });
});
