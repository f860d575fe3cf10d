import type { Registry } from '@sikalens/shared-ui';
import { REPOSITORY_REGISTRY } from '../../test/registry';
import { activeNavPath, buildNavigation } from './navItems';

describe('navigation', () => {
  const { items, bottom } = buildNavigation(REPOSITORY_REGISTRY);

  it('lists the nine spec entries and five bottom-bar entries in order, from the registry', () => {
    expect(items.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Transactions', '/transactions'],
      ['Upload PDF', '/upload'],
      ['Categories', '/categories'],
      ['Categorize', '/categorize-transactions'],
      ['AI Chat', '/ai-chat'],
      ['Payments', '/payments'],
      ['Flagged Expenses', '/flagged-expenses'],
      ['Settings', '/settings'],
    ]);
    expect(bottom.map((item) => [item.label, item.path])).toEqual([
      ['Dashboard', '/dashboard'],
      ['History', '/transactions'],
      ['Upload', '/upload'],
      ['Categorize', '/categorize-transactions'],
      ['Settings', '/settings'],
    ]);
  });

  it('takes a new entry from a remote without a shell change', () => {
    const registry: Registry = structuredClone(REPOSITORY_REGISTRY);
    const [first] = registry.remotes;
    if (!first) throw new Error('empty registry');
    first.routes.push({
      path: '/savings',
      signedOut: 'login',
      nav: { label: 'Savings', order: 25, icon: 'piggy-bank', iconNode: [['path', { d: 'M1 1' }]] },
    });
    const labels = buildNavigation(registry).items.map((item) => item.label);
    expect(labels.indexOf('Savings')).toBe(labels.indexOf('Transactions') + 1);
  });

  it('highlights the matching entry, and Dashboard for routes outside the list', () => {
    expect(activeNavPath(items, '/payments')).toBe('/payments');
    expect(activeNavPath(items, '/vendor/0241234567')).toBe('/dashboard');
    expect(activeNavPath(items, '/no-such-page')).toBe('/dashboard');
  });
});
