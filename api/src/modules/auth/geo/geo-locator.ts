import { BlockList, isIP } from 'node:net';

export type GeoInfo = { city: string; region: string; country: string; timezone: string };

export const UNKNOWN_GEO: GeoInfo = {
  city: 'Unknown',
  region: 'Unknown',
  country: 'Unknown',
  timezone: 'Unknown',
};

export abstract class GeoLocator {
  /** ip as cleaned by clientOf (common/web/client-info). */
  abstract locate(ip: string | null): Promise<GeoInfo>;
}

// Addresses no GeoIP database can place; answering early avoids loading the database for them.
const local = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  local.addSubnet(net, prefix, 'ipv4');
}
local.addAddress('::1', 'ipv6');
local.addSubnet('fc00::', 7, 'ipv6');
local.addSubnet('fe80::', 10, 'ipv6');

export function isLocalAddress(ip: string): boolean {
  return local.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(isoCode: string): string {
  try {
    return regionNames.of(isoCode) ?? isoCode;
  } catch {
    return isoCode;
  }
}

type GeoipLite = {
  lookup(ip: string): { country: string; region: string; city: string; timezone: string } | null;
};

// geoip-lite reads its offline database into memory when first required, so it loads on first use.
export class GeoipLiteLocator extends GeoLocator {
  private geoip: Promise<GeoipLite> | null = null;

  async locate(ip: string | null): Promise<GeoInfo> {
    if (ip === null || isIP(ip) === 0 || isLocalAddress(ip)) return UNKNOWN_GEO;
    this.geoip ??= import('geoip-lite').then(
      (mod) => (mod as unknown as { default: GeoipLite }).default,
    );
    // Loopback and private ranges are not in the database and come back null.
    const hit = (await this.geoip).lookup(ip);
    if (hit === null) return UNKNOWN_GEO;
    return {
      city: hit.city || 'Unknown',
      region: hit.region || 'Unknown',
      country: hit.country ? countryName(hit.country) : 'Unknown',
      timezone: hit.timezone || 'Unknown',
    };
  }
}

// For tests and offline development: every address is unknown.
export class UnknownGeoLocator extends GeoLocator {
  locate(): Promise<GeoInfo> {
    return Promise.resolve(UNKNOWN_GEO);
  }
}
