import type { LoggerService } from '@nestjs/common';
import { KOFI, register, startTestApp, type TestApp } from './test-app';

// Issue 27: request logs never hold phone numbers or names, whatever the path carries.
class Collecting implements LoggerService {
  readonly lines: string[] = [];
  private keep = (...parts: unknown[]) => {
    this.lines.push(
      parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '),
    );
  };
  log = this.keep;
  error = this.keep;
  warn = this.keep;
  debug = this.keep;
  verbose = this.keep;
}

describe('personal data in the logs', () => {
  let t: TestApp;
  const logs = new Collecting();
  beforeAll(async () => {
    t = await startTestApp({}, { logger: logs });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs the route, not the phone number or name in a path, and no query string or body', async () => {
    const token = await register(t);
    const auth = { Authorization: `Bearer ${token}` };
    await t.http().get('/api/insights/recipients/0209876543?period=latest').set(auth);
    await t.http().get('/api/insights/recipients/233209876543').set(auth);
    await t.http().get('/api/no-such-route/0209876543/Ama%20Owusu').set(auth);
    await t.http().get('/api/transactions?search=0209876543').set(auth);
    await t.http().post('/api/auth/send-otp').send({ identifier: '0209876543' });
    // The response has gone before its line is written.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const http = logs.lines.filter((line) => /\b(GET|POST) \//.test(line));
    expect(http.some((line) => line.includes('/api/insights/recipients/:number'))).toBe(true);
    expect(http.some((line) => line.includes('/api/no-such-route/:masked/:masked'))).toBe(true);
    for (const line of logs.lines) {
      expect(line).not.toContain('209876543');
      expect(line).not.toContain('241234567');
      expect(line).not.toContain('Owusu');
      expect(line).not.toContain(KOFI.lastName);
      expect(line.toLowerCase()).not.toContain(KOFI.email.toLowerCase());
    }
  });
});
