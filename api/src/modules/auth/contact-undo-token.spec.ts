import { randomUUID } from 'node:crypto';
import { undoIdOf, undoLink, undoToken } from './contact-undo-token';

const SECRET = 'a'.repeat(40);

describe('contact undo tokens', () => {
  it('names its undo, and nothing else', () => {
    for (let i = 0; i < 50; i++) {
      const id = randomUUID();
      const token = undoToken(SECRET, id);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(undoIdOf([SECRET], token)).toBe(id);
      // Another secret, or any one character changed, is refused.
      expect(undoIdOf(['b'.repeat(40)], token)).toBeNull();
      const at = i % token.length;
      const swapped = token[at] === 'A' ? 'B' : 'A';
      expect(undoIdOf([SECRET], token.slice(0, at) + swapped + token.slice(at + 1))).toBeNull();
    }
  });

  it('opens under a rotated ring that still lists the old secret, and not without it', () => {
    const id = randomUUID();
    const token = undoToken(SECRET, id);
    expect(undoIdOf(['n'.repeat(40), SECRET], token)).toBe(id);
    expect(undoIdOf(['n'.repeat(40)], token)).toBeNull();
  });

  it('refuses another spelling of the same bytes (the last character’s spare bits)', () => {
    for (let i = 0; i < 50; i++) {
      const token = undoToken(SECRET, randomUUID());
      const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(
        token[42]!,
      );
      const respelled =
        token.slice(0, 42) +
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last ^ 1];
      expect(undoIdOf([SECRET], respelled)).toBeNull();
    }
  });

  it('refuses malformed tokens', () => {
    for (const token of [
      '',
      'x',
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}=`,
      '../'.repeat(15),
    ]) {
      expect(undoIdOf([SECRET], token)).toBeNull();
    }
  });

  it('puts the token after # so that servers never log it', () => {
    const id = randomUUID();
    expect(undoLink('https://app.example.com/', SECRET, id)).toBe(
      `https://app.example.com/undo-change#${undoToken(SECRET, id)}`,
    );
  });
});
