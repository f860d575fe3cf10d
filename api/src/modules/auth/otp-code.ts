import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

// Issue 27 (NIST SP 800-63B; ADR 0025): 6 digits, where the spec's 4 were about 13 bits.
const CODE_LENGTH = 6;

/** A uniformly random 6-digit code from the CSPRNG, zero-padded. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** HMAC-SHA256(pepper, challengeId:code) as hex; the pepper lives outside the database. */
export function hashCode(pepper: string, challengeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest('hex');
}

export function codeMatches(
  pepper: string,
  challengeId: string,
  code: string,
  storedHmac: string,
): boolean {
  const expected = Buffer.from(storedHmac, 'hex');
  const actual = Buffer.from(hashCode(pepper, challengeId, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
