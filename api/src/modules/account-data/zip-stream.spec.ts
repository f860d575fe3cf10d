import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { zipStream } from './zip-stream';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

// Content arrives asynchronously, as rows from a cursor do.
const tick = () => Promise.resolve();

async function* lines(count: number, prefix: string): AsyncGenerator<string> {
  for (let i = 0; i < count; i += 1) {
    await tick();
    yield `${prefix} ${i} — ₵${i}.00\n`;
  }
}

describe('zipStream', () => {
  it('writes each entry, in order, as a ZIP any reader opens', async () => {
    const zip = await collect(
      zipStream([
        { name: 'a.json', content: lines(20_000, 'row') },
        {
          name: 'b.csv',
          content: (async function* () {
            await tick();
            yield new Uint8Array([0xef, 0xbb, 0xbf]);
            yield 'x,y\r\n';
          })(),
        },
        {
          name: 'empty.txt',
          content: (async function* () {
            await tick();
            yield* [];
          })(),
        },
      ]),
    );
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual(['a.json', 'b.csv', 'empty.txt']);
    const a = strFromU8(files['a.json']!);
    expect(a.split('\n')).toHaveLength(20_001);
    expect(a.startsWith('row 0 — ₵0.00\n')).toBe(true);
    expect(a.endsWith('row 19999 — ₵19999.00\n')).toBe(true);
    expect(Array.from(files['b.csv']!)).toEqual([0xef, 0xbb, 0xbf, ...Buffer.from('x,y\r\n')]);
    expect(files['empty.txt']).toHaveLength(0);
    // Deflated: far smaller than the text.
    expect(zip.length).toBeLessThan(Buffer.byteLength(a) / 3);
  });

  it('reads its content only as fast as it is read, and stops it when abandoned', async () => {
    let pulled = 0;
    let stopped = false;
    async function* endless(): AsyncGenerator<string> {
      try {
        for (;;) {
          await tick();
          pulled += 1;
          // Random text, so compression cannot make a chunk vanish into nothing.
          yield `${Math.random().toString(36)}${Math.random().toString(36)}\n`.repeat(50);
        }
      } finally {
        stopped = true;
      }
    }
    const zip = zipStream([{ name: 'endless.txt', content: endless() }]);
    const iterator = zip[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterFirstRead = pulled;
    // Only what one chunk and the stream's small buffer need, not an endless run ahead.
    expect(afterFirstRead).toBeLessThan(2_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBe(afterFirstRead);
    zip.destroy();
    await new Promise((resolve) => zip.once('close', resolve));
    expect(stopped).toBe(true);
  });

  it('fails the stream when an entry fails', async () => {
    async function* broken(): AsyncGenerator<string> {
      yield 'start';
      await tick();
      throw new Error('cursor failed');
    }
    await expect(collect(zipStream([{ name: 'x', content: broken() }]))).rejects.toThrow(
      'cursor failed',
    );
  });
});
