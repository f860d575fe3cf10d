import { openPassword, sealPassword, statementPasswordKey } from './statement-password';

const key = statementPasswordKey('test-pepper-'.repeat(4));
const UPLOAD = '6f1c2a4e-9b0d-4c57-8e21-3d5a7b9c0e12';
const OTHER_UPLOAD = '0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d';

describe('statement passwords', () => {
  it('seals a password so that only its own upload opens it', () => {
    const sealed = sealPassword(key, UPLOAD, 'Kofi-åbc 123');
    expect(sealed.includes(Buffer.from('Kofi'))).toBe(false);
    expect(openPassword(key, UPLOAD, sealed)).toBe('Kofi-åbc 123');
    expect(openPassword(key, OTHER_UPLOAD, sealed)).toBeNull();
  });

  it('uses a fresh IV each time, and refuses another key or a changed byte', () => {
    const a = sealPassword(key, UPLOAD, 'secret');
    const b = sealPassword(key, UPLOAD, 'secret');
    expect(a.equals(b)).toBe(false);
    expect(openPassword(statementPasswordKey('another-pepper-'.repeat(3)), UPLOAD, a)).toBeNull();
    const tampered = Buffer.from(a);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect(openPassword(key, UPLOAD, tampered)).toBeNull();
    expect(openPassword(key, UPLOAD, Buffer.alloc(3))).toBeNull();
  });

  it('still opens passwords sealed before sealing moved to common/crypto', () => {
    // Sealed by the original implementation (same key derivation, same byte layout).
    const stored = Buffer.from(
      'AfAsNCyO4qvfk/kqMphWKyhdoJ8b655zHdpnQnNvVgtM0bzv47WknEBR',
      'base64',
    );
    expect(openPassword(key, UPLOAD, stored)).toBe('Kofi-åbc 123');
  });

  it('derives a key of its own from the server secret', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(statementPasswordKey('test-pepper-'.repeat(4)))).toBe(true);
    expect(key.includes(Buffer.from('test-pepper'))).toBe(false);
  });
});
