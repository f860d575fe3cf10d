import { routeMatches } from './start';

describe('routeMatches', () => {
  it('matches as the router does: parameters, case and a trailing slash', () => {
    expect(routeMatches('/dashboard', '/dashboard')).toBe(true);
    expect(routeMatches('/dashboard', '/Dashboard/')).toBe(true);
    expect(routeMatches('/vendor/:vendorName', '/vendor/Melcom%20Ltd')).toBe(true);
    expect(routeMatches('/vendor/:vendorName', '/vendor')).toBe(false);
    expect(routeMatches('/vendor/:vendorName', '/vendor/a/b')).toBe(false);
    expect(routeMatches('/upload', '/upload/whats-new')).toBe(false);
    expect(routeMatches('/categories', '/categorize-transactions')).toBe(false);
  });
});
