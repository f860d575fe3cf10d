import { formatDateTime } from '@sikalens/shared-ui';

type Place =
  { city?: string | null; region?: string | null; country?: string | null } | null | undefined;

// Spec section 8: absent location reads 'Unknown Location'.
export function formatPlace(place: Place): string {
  if (!place) return 'Unknown Location';
  const parts = [place.city, place.region, place.country].filter(
    (part): part is string => !!part && part !== 'Unknown',
  );
  return parts.length > 0 ? parts.join(', ') : 'Unknown Location';
}

// Spec section 8: unknown dates read 'Unknown', invalid ones 'Invalid Date'. Others as every
// screen writes a time (formatDateTime: "21 Nov 2026, 10:00", Ghana's clock).
export function formatLocationDate(value: string | null | undefined): string {
  if (!value) return 'Unknown';
  if (Number.isNaN(new Date(value).getTime())) return 'Invalid Date';
  return formatDateTime(value);
}
