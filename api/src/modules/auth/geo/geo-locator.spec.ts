import { GeoipLiteLocator, UNKNOWN_GEO, countryName, isLocalAddress } from './geo-locator';

describe('geo locator', () => {
  it('treats loopback and private ranges as local', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '172.20.0.1', '::1']) {
      expect(isLocalAddress(ip)).toBe(true);
    }
    expect(isLocalAddress('8.8.8.8')).toBe(false);
  });

  it('answers Unknown for local addresses', async () => {
    await expect(new GeoipLiteLocator().locate('127.0.0.1')).resolves.toEqual(UNKNOWN_GEO);
    await expect(new GeoipLiteLocator().locate(null)).resolves.toEqual(UNKNOWN_GEO);
  });

  it('names countries in full', () => {
    expect(countryName('GH')).toBe('Ghana');
  });
});
