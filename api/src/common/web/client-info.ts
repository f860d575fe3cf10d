import { isIP } from 'node:net';
import type { Request } from 'express';

/** Who is calling: the IP (as resolved by Express `trust proxy`) and the user agent. */
export type ClientInfo = { ip: string | null; userAgent: string | null };

// The longest textual IPv6 address (IPv4-mapped, fully expanded) is 45 characters.
const MAX_IP_LENGTH = 45;

/** ::ffff:1.2.3.4 → 1.2.3.4, fe80::1%eth0 → fe80::1; anything that is not an IP → null. */
export function cleanIp(ip: string | null | undefined): string | null {
  if (ip === null || ip === undefined) return null;
  const unmapped = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  // Zone IDs are free text chosen by the host, so they never reach the database.
  const address = unmapped.split('%')[0] ?? '';
  return address.length <= MAX_IP_LENGTH && isIP(address) !== 0 ? address : null;
}

/** 127.0.0.0/8, ::1 and ::ffff:127.x.x.x. */
export function isLoopback(ip: string | null | undefined): boolean {
  const address = cleanIp(ip);
  return address !== null && (address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address));
}

export function clientOf(req: Request): ClientInfo {
  const userAgent = req.headers['user-agent'];
  return {
    ip: cleanIp(req.ip),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
  };
}
