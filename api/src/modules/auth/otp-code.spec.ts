import { codeMatches, generateCode, hashCode } from './otp-code';

const PEPPER = 'p'.repeat(32);

describe('otp codes', () => {
  it('generates 6-digit zero-padded codes', () => {
    const codes = Array.from({ length: 2000 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    // 2000 draws from 1,000,000 values: a fixed or tiny range would show up here.
    expect(new Set(codes).size).toBeGreaterThan(1500);
  });

  it('binds the HMAC to the challenge id and the pepper', () => {
    const hmac = hashCode(PEPPER, 'challenge-a', '0420');
    expect(hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(PEPPER, 'challenge-b', '0420')).not.toBe(hmac);
    expect(hashCode('q'.repeat(32), 'challenge-a', '0420')).not.toBe(hmac);
  });

  it('matches only the right code', () => {
    const hmac = hashCode(PEPPER, 'c1', '1234');
    expect(codeMatches(PEPPER, 'c1', '1234', hmac)).toBe(true);
    expect(codeMatches(PEPPER, 'c1', '1235', hmac)).toBe(false);
    expect(codeMatches(PEPPER, 'c2', '1234', hmac)).toBe(false);
  });
});
