import { UNKNOWN_GEO } from './geo-locator';
import { placeName } from './place';

describe('placeName', () => {
  it('names Ghana regions and joins what is known', () => {
    expect(placeName({ city: 'Accra', region: 'AA', country: 'Ghana' })).toBe(
      'Accra, Greater Accra, Ghana',
    );
    expect(placeName({ city: 'Unknown', region: 'AH', country: 'Ghana' })).toBe('Ashanti, Ghana');
    expect(placeName({ city: 'Lagos', region: 'LA', country: 'Nigeria' })).toBe(
      'Lagos, LA, Nigeria',
    );
  });

  it('is null when nothing is known', () => {
    expect(placeName(UNKNOWN_GEO)).toBeNull();
    expect(placeName({ city: null, region: null, country: null })).toBeNull();
  });
});
