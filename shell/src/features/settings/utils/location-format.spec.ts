import { formatLocationDate, formatPlace } from './location-format';

describe('location formatting', () => {
  it('reads Unknown Location when absent or unknown', () => {
    expect(formatPlace(null)).toBe('Unknown Location');
    expect(formatPlace({ city: 'Unknown', region: 'Unknown', country: 'Unknown' })).toBe(
      'Unknown Location',
    );
    expect(formatPlace({ city: 'Accra', region: 'Greater Accra', country: 'Ghana' })).toBe(
      'Accra, Greater Accra, Ghana',
    );
  });

  it('reads Unknown and Invalid Date as the spec says', () => {
    expect(formatLocationDate(null)).toBe('Unknown');
    expect(formatLocationDate('not a date')).toBe('Invalid Date');
    expect(formatLocationDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026, 10:00');
  });
});
