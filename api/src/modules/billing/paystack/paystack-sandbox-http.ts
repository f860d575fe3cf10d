import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// The Paystack sandbox's HTTP plumbing: Paystack's { status, message, data } answers, and request
// bodies as Paystack reads them (JSON or form-encoded; amounts as integers or digit strings).

export type Answer = { status: number; json?: unknown; html?: string; location?: string };

const MAX_BODY = 64 * 1024;

export const ok = (message: string, data: unknown, extra: object = {}): Answer => ({
  status: 200,
  json: { status: true, message, data, ...extra },
});
export const fail = (status: number, message: string): Answer => ({
  status,
  json: { status: false, message },
});

export const now = () => new Date().toISOString();
export const token = (length: number) =>
  Array.from(randomBytes(length), (byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join(
    '',
  );

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

// A JSON or form-encoded body (Paystack takes both), as an object; null when unreadable.
export async function readFields(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const text = await readBody(req);
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(text);
    const fields: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      fields[key.replace(/\[\]$/, '')] = key.endsWith('[]') ? values : values[0];
    }
    return fields;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// Paystack takes amounts as integers or strings of digits.
export function wholeAmount(value: unknown): number | null {
  const amount = typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

export const clientIp = (req: IncomingMessage) =>
  (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
