import { Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

export type ZipEntry = { name: string; content: AsyncIterable<string | Uint8Array> };

// fflate deflates each push on its own: gathering about this much first keeps the ratio good.
const PUSH_BYTES = 64 * 1024;

/**
 * A ZIP of the entries, one after the other, each deflated as it streams in. Nothing is read
 * ahead of the reader: an entry's content is pulled only when the ZIP's reader wants more, so a
 * database cursor behind it moves at the download's pace, and abandoning the ZIP (destroying it)
 * stops the content's iteration (its `finally` runs).
 */
export function zipStream(entries: readonly ZipEntry[], mtime = new Date()): Readable {
  return Readable.from(zipChunks(entries, mtime), { objectMode: false });
}

async function* zipChunks(entries: readonly ZipEntry[], mtime: Date): AsyncGenerator<Buffer> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  // What fflate has written since the last call, as one chunk.
  const take = (): Buffer[] => {
    if (failure) throw failure;
    if (ready.length === 0) return [];
    const chunk = Buffer.concat(ready);
    ready.length = 0;
    return [chunk];
  };
  try {
    for (const entry of entries) {
      const file = new ZipDeflate(entry.name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      let pending: Buffer[] = [];
      let size = 0;
      for await (const part of entry.content) {
        const bytes =
          typeof part === 'string'
            ? Buffer.from(part, 'utf8')
            : Buffer.from(part.buffer, part.byteOffset, part.byteLength);
        pending.push(bytes);
        size += bytes.length;
        if (size < PUSH_BYTES) continue;
        file.push(Buffer.concat(pending));
        pending = [];
        size = 0;
        yield* take();
      }
      file.push(Buffer.concat(pending), true);
      yield* take();
    }
    zip.end();
    yield* take();
  } finally {
    zip.terminate();
  }
}
