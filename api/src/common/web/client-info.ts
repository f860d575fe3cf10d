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

// Eight 16-bit groups of an IPv6 address, '::' expanded and a trailing dotted quad turned into two.
function ipv6Groups(address: string): number[] | null {
  let text = address;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad?.[1] !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = quad[1].split('.').map(Number);
    text = `${text.slice(0, -quad[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...more] = text.split('::');
  if (more.length > 0) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':').map((group) => parseInt(group, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const fill = 8 - front.length - back.length;
  if (fill < 0 || (tail === undefined && fill !== 0)) return null;
  const groups = [...front, ...Array<number>(fill).fill(0), ...back];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/**
 * The network a client is counted under by the limits that stop guessing from one place: an IPv4
 * address itself, an IPv6 address by its /64 (one home or phone gets a whole /64, and picking a new
 * address in it is free). null (an address that could not be read) stays null.
 */
export function networkOf(ip: string | null): string | null {
  const address = cleanIp(ip);
  if (address === null) return null;
  if (isIP(address) === 4) return address;
  const groups = ipv6Groups(address);
  if (groups === null) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
