import { open, seal, sealingKey } from './sealed-box';

const SECRET = 'test-pepper-'.repeat(4);
const key = sealingKey(SECRET, 'deleted-data');

describe('sealed box', () => {
  it('opens only with the same key and context', () => {
    const sealed = seal(key, 'archive-1:user-1', Buffer.from('Ama Serwaa 233540000103'));
    expect(sealed.includes(Buffer.from('Serwaa'))).toBe(false);
    expect(open(key, 'archive-1:user-1', sealed)?.toString('utf8')).toBe('Ama Serwaa 233540000103');
    expect(open(key, 'archive-1:user-2', sealed)).toBeNull();
    expect(open(key, 'archive-2:user-1', sealed)).toBeNull();
    expect(open(sealingKey(SECRET, 'statement-password'), 'archive-1:user-1', sealed)).toBeNull();
  });

  it('uses a fresh IV each time and refuses a changed byte or a short input', () => {
    const a = seal(key, 'c', 'same');
    const b = seal(key, 'c', 'same');
    expect(a.equals(b)).toBe(false);
    for (const index of [0, 1, 20, a.length - 1]) {
      const tampered = Buffer.from(a);
      tampered.writeUInt8(tampered.readUInt8(index) ^ 1, index);
      expect(open(key, 'c', tampered)).toBeNull();
    }
    expect(open(key, 'c', Buffer.alloc(10))).toBeNull();
  });

  it('seals binary data and empty data', () => {
    const bytes = Buffer.from([0, 255, 1, 254, 0x1f, 0x8b]);
    expect(open(key, 'c', seal(key, 'c', bytes))?.equals(bytes)).toBe(true);
    expect(open(key, 'c', seal(key, 'c', Buffer.alloc(0)))?.length).toBe(0);
  });

  it('derives one 32-byte key per label, none containing the secret', () => {
    expect(key).toHaveLength(32);
    expect(key.equals(sealingKey(SECRET, 'deleted-data'))).toBe(true);
    expect(key.equals(sealingKey(SECRET, 'statement-password'))).toBe(false);
    expect(key.equals(sealingKey(`${SECRET}x`, 'deleted-data'))).toBe(false);
    expect(key.includes(Buffer.from('test-pepper'))).toBe(false);
  });
});
