import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { failure } from '../src/modules/statements/parser/failures';
import { generateStatementFixtures, settledUpload } from './fixtures';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// The real API and the real parser: one user's decompression bomb is read in its own parse
// process, which hits its memory cap and fails that upload alone, while another user's statement
// uploaded at the same time is imported in full and the API process carries on.

type Status = {
  status: string;
  aiCategorizationStatus: string;
  transactionsCount: number;
  errorMessage: string | null;
};

/** One page whose content stream inflates to 1 GB of spaces (about 1 MB on disk). */
function decompressionBomb(): Buffer {
  const block = deflateRawSync(Buffer.alloc(1 << 20, 0x20), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const stream = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: 1024 }, () => block),
    Buffer.from([3, 0, 0, 0, 0, 0]),
  ]);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  const size = (): number => parts.reduce((n, part) => n + part.length, 0);
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  bodies.forEach((body, i) => {
    offsets.push(size());
    parts.push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  offsets.push(size());
  parts.push(Buffer.from(`4 0 obj\n<< /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`));
  parts.push(stream, Buffer.from('\nendstream\nendobj\n'));
  const xrefAt = size();
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${entries}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const AMA = {
  phone: '551234567',
  email: 'ama.mensah@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
};

describe('a hostile upload next to a good one', () => {
  let t: TestApp;
  let fixtures: string;

  beforeAll(async () => {
    fixtures = generateStatementFixtures();
    t = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const user = async (person: typeof KOFI, momoNumber: string) => {
    const token = await register(t, person);
    const auth = { Authorization: `Bearer ${token}` };
    const wallet = await t
      .http()
      .post('/api/wallets')
      .set(auth)
      .send({ label: 'Main', provider: 'MTN', momoNumber })
      .expect(201);
    return { auth, walletId: (wallet.body as { id: string }).id };
  };

  const settled = (auth: Record<string, string>, uploadId: string) =>
    settledUpload<Status>(t, auth, uploadId, { tries: 1200 });

  it('fails the bomb as too large and imports the other statement in full', async () => {
    const attacker = await user(AMA, '0551234567');
    const owner = await user(KOFI, '0599012817');
    const truth = JSON.parse(readFileSync(join(fixtures, 'app-2026.truth.json'), 'utf8')) as {
      transactions: unknown[];
    };
    const rssBefore = process.memoryUsage().rss;

    // Both uploads are in flight together; the bomb goes first.
    const [bombUpload, goodUpload] = await Promise.all([
      t
        .http()
        .post('/api/upload-pdf')
        .set(attacker.auth)
        .field('walletId', attacker.walletId)
        .attach('pdf', decompressionBomb(), 'statement.pdf')
        .expect(201),
      t
        .http()
        .post('/api/upload-pdf')
        .set(owner.auth)
        .field('walletId', owner.walletId)
        .attach('pdf', join(fixtures, 'app-2026.pdf'))
        .expect(201),
    ]);
    const [bomb, good] = await Promise.all([
      settled(attacker.auth, (bombUpload.body as { uploadId: string }).uploadId),
      settled(owner.auth, (goodUpload.body as { uploadId: string }).uploadId),
    ]);

    expect(bomb).toMatchObject({
      status: 'failed',
      transactionsCount: 0,
      errorMessage: failure('PDF_TOO_LARGE').errorMessage,
    });
    expect(good).toMatchObject({
      status: 'completed',
      transactionsCount: truth.transactions.length,
    });
    // The gigabyte was inflated (and stopped) in the parse process, not in this one.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
    // The API still answers, and the next upload is read as usual.
    await t.http().get('/api/health').expect(200);
    const again = await t
      .http()
      .post('/api/upload-pdf')
      .set(owner.auth)
      .field('walletId', owner.walletId)
      .attach('pdf', join(fixtures, 'app-2025-levy.pdf'))
      .expect(201);
    expect(await settled(owner.auth, (again.body as { uploadId: string }).uploadId)).toMatchObject({
      status: 'completed',
    });
  }, 120_000);
});
