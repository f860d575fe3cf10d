import { BOTTOM_ITEMS, NAV_ITEMS, activeNavPath } from './navItems';

describe('navigation', () => {
  it('lists the nine spec entries and five bottom-bar entries in order', () => {
    expect(NAV_ITEMS.map((item) => item.label)).toEqual([
      'Dashboard',
      'Transactions',
      'Upload PDF',
      'Categories',
      'Categorize',
      'AI Chat',
      'Payments',
      'Flagged Expenses',
      'Settings',
    ]);
    expect(BOTTOM_ITEMS.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['History', '/transactions'],
      ['Upload', '/upload'],
      ['Categorize', '/categorize-transactions'],
      ['Settings', '/settings'],
    ]);
  });

  it('highlights the matching entry, and Dashboard for routes outside the list', () => {
    expect(activeNavPath('/payments')).toBe('/payments');
    expect(activeNavPath('/vendor/0241234567')).toBe('/dashboard');
    expect(activeNavPath('/no-such-page')).toBe('/dashboard');
  });
});
