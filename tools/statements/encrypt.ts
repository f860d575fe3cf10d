// pdf-lib cannot encrypt, so this writes a small one-page PDF with the Standard security handler
// by hand (PDF 1.4, revision 3, 128-bit RC4; ISO 32000-1 §7.6.3 algorithms 2, 3 and 5).
import { createHash } from 'node:crypto';

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const md5 = (...parts: Buffer[]): Buffer => createHash('md5').update(Buffer.concat(parts)).digest();

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const padded = (password: string): Buffer =>
  Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);

function ownerEntry(owner: string, user: string): Buffer {
  let key = md5(padded(owner));
  for (let i = 0; i < 50; i += 1) key = md5(key);
  let o = rc4(key, padded(user));
  for (let i = 1; i <= 19; i += 1) o = rc4(Buffer.from(key.map((b) => b ^ i)), o);
  return o;
}

function fileKey(user: string, o: Buffer, p: number, id: Buffer): Buffer {
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(p);
  let key = md5(padded(user), o, pBytes, id);
  for (let i = 0; i < 50; i += 1) key = md5(key);
  return key;
}

function userEntry(key: Buffer, id: Buffer): Buffer {
  let u = rc4(key, md5(PAD, id));
  for (let i = 1; i <= 19; i += 1) u = rc4(Buffer.from(key.map((b) => b ^ i)), u);
  return Buffer.concat([u, Buffer.alloc(16)]);
}

function objectKey(key: Buffer, num: number): Buffer {
  return md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(
    0,
    16,
  );
}

export type PlacedText = { x: number; y: number; text: string; size?: number };

/** Text placed on one A4 page, encrypted. An empty user password gives an owner-only PDF that opens freely. */
export function encryptedPdf(
  texts: PlacedText[],
  userPassword: string,
  ownerPassword = 'owner-secret',
): Uint8Array {
  const id = md5(Buffer.from(`sikalens-fixture:${texts.map((t) => t.text).join('|')}`));
  const p = -3904; // print and copy allowed
  const o = ownerEntry(ownerPassword, userPassword);
  const key = fileKey(userPassword, o, p, id);
  const u = userEntry(key, id);
  const text = texts
    .map(
      (t) =>
        `BT /F1 ${t.size ?? 7} Tf ${t.x} ${t.y} Td (${t.text.replace(/[()\\]/g, '\\$&')}) Tj ET`,
    )
    .join('\n');
  const stream = rc4(objectKey(key, 4), Buffer.from(text, 'latin1'));
  const hex = (b: Buffer): string => `<${b.toString('hex')}>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Filter /Standard /V 2 /R 3 /Length 128 /P ${p} /O ${hex(o)} /U ${hex(u)} >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let size = chunks[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(size);
    const obj =
      body === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`),
            stream,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(obj);
    size += obj.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((off) => `${String(off).padStart(10, '0')} 00000 n `),
  ].join('\n');
  const trailer = `\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 6 0 R /ID [${hex(id)} ${hex(id)}] >>\nstartxref\n${size}\n%%EOF\n`;
  chunks.push(Buffer.from(xref + trailer, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
