import type { GeoInfo } from './geo-locator';

// geoip-lite gives a region as its ISO 3166-2 code; Ghana's sixteen regions read better by name.
const GHANA_REGIONS: Record<string, string> = {
  AA: 'Greater Accra',
  AF: 'Ahafo',
  AH: 'Ashanti',
  BE: 'Bono East',
  BO: 'Bono',
  CP: 'Central',
  EP: 'Eastern',
  NE: 'North East',
  NP: 'Northern',
  OT: 'Oti',
  SV: 'Savannah',
  TV: 'Volta',
  UE: 'Upper East',
  UW: 'Upper West',
  WN: 'Western North',
  WP: 'Western',
};

type Located = { [K in 'city' | 'region' | 'country']: GeoInfo[K] | null };

const known = (part: string | null): part is string =>
  part !== null && part !== '' && part !== 'Unknown';

/**
 * 'Accra, Greater Accra, Ghana' from a located sign-in (null parts: no sign-in row); null when
 * nothing about it is known.
 */
export function placeName(geo: Located): string | null {
  const region =
    geo.country === 'Ghana' && geo.region !== null
      ? (GHANA_REGIONS[geo.region] ?? geo.region)
      : geo.region;
  const parts = [geo.city, region, geo.country].filter(known);
  return parts.length === 0 ? null : parts.join(', ');
}
