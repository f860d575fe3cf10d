import { cleanIp, isLoopback } from './client-info';

describe('client info', () => {
  it('cleans IPv4-mapped addresses and rejects garbage', () => {
    expect(cleanIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(cleanIp('not-an-ip')).toBeNull();
    expect(cleanIp('')).toBeNull();
    expect(cleanIp(undefined)).toBeNull();
  });

  it('strips IPv6 zone IDs and refuses over-long values', () => {
    expect(cleanIp('fe80::1%eth0')).toBe('fe80::1');
    expect(cleanIp(`fe80::1%${'x'.repeat(500)}`)).toBe('fe80::1');
    expect(cleanIp('0000:0000:0000:0000:0000:ffff:192.168.100.228')).toHaveLength(45);
  });

  it('recognises loopback addresses only', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(ip)).toBe(true);
    }
    for (const ip of [
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '41.66.0.1',
      'fe80::1',
      'localhost',
      undefined,
    ]) {
      expect(isLoopback(ip)).toBe(false);
    }
  });
});
