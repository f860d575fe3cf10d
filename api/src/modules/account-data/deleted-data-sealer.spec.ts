import { randomUUID } from 'node:crypto';
import { parseConfig } from '../../common/config/config';
import { StatementPasswords } from '../statements';
import { DeletedDataSealer } from './deleted-data-sealer';

// Issue 27: rotating a secret loses nothing while the old one stays listed after the new one.
const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);
const configWith = (archives: string, statementPasswords: string) =>
  parseConfig({
    NODE_ENV: 'test',
    CODE_SECRET: 'c'.repeat(40),
    ARCHIVE_SECRET: archives,
    STATEMENT_PASSWORD_SECRET: statementPasswords,
  });

describe('rotating ARCHIVE_SECRET and STATEMENT_PASSWORD_SECRET', () => {
  it('opens archives sealed under the old secret while it is listed, and seals new ones under the new', async () => {
    const archiveId = randomUUID();
    const userId = randomUUID();
    const json = JSON.stringify({ transactions: [{ amount: '12.50', payee: 'Kofi' }] });
    const before = await new DeletedDataSealer(configWith(OLD, OLD)).seal(archiveId, userId, json);

    const rotated = new DeletedDataSealer(configWith(`${NEW},${OLD}`, OLD));
    expect(await rotated.open(archiveId, userId, before)).toBe(json);
    const after = await rotated.seal(archiveId, userId, json);
    // Sealed under the new secret: it opens without the old one, and not under the old alone.
    expect(await new DeletedDataSealer(configWith(NEW, OLD)).open(archiveId, userId, after)).toBe(
      json,
    );
    expect(await new DeletedDataSealer(configWith(OLD, OLD)).open(archiveId, userId, after)).toBe(
      null,
    );
    // The old secret dropped: the old archive no longer opens.
    expect(await new DeletedDataSealer(configWith(NEW, OLD)).open(archiveId, userId, before)).toBe(
      null,
    );
    // Still bound to its row and owner.
    expect(await rotated.open(archiveId, randomUUID(), before)).toBeNull();
  });

  it('keys statement passwords and archives apart, and rotates passwords the same way', () => {
    const uploadId = randomUUID();
    const sealed = new StatementPasswords(configWith(NEW, OLD)).seal(uploadId, '123456');
    expect(new StatementPasswords(configWith(NEW, `${NEW},${OLD}`)).open(uploadId, sealed)).toBe(
      '123456',
    );
    expect(new StatementPasswords(configWith(OLD, NEW)).open(uploadId, sealed)).toBeNull();
  });
});
