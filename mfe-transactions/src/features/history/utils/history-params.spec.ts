import fc from 'fast-check';
import { hasFilters, readHistoryParams, withHistoryParams } from './history-params';

const read = (query: string) => readHistoryParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof withHistoryParams>[1]) =>
  withHistoryParams(new URLSearchParams(query), change).toString();

describe('readHistoryParams', () => {
  it('reads filters and page from the URL', () => {
    const wallet = '6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c';
    expect(read(`search=kofi&walletId=${wallet}&type=outgoing&page=3`)).toEqual({
      search: 'kofi',
      walletId: wallet,
      type: 'outgoing',
      page: 3,
    });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(read('')).toEqual({ search: '', walletId: '', type: 'all', page: 1 });
    for (const page of ['0', '-2', '2.5', 'abc', '1e400', '']) {
      expect(read(`page=${page}`).page).toBe(1);
    }
    expect(read('page=99999999').page).toBe(1_000_000);
    expect(read('type=sideways').type).toBe('all');
    expect(read('walletId=not-a-wallet').walletId).toBe('');
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('withHistoryParams', () => {
  it('goes back to page 1 when any filter changes', () => {
    expect(write('page=4', { type: 'incoming' })).toBe('type=incoming');
    expect(write('type=incoming&page=4', { search: 'ama' })).toBe('search=ama&type=incoming');
    expect(write('page=4', { walletId: 'w-2' })).toBe('walletId=w-2');
  });

  it('keeps the page when a filter is set to the value it already has', () => {
    expect(write('type=incoming&page=4', { type: 'incoming' })).toBe('type=incoming&page=4');
  });

  it('moves between pages without touching the filters', () => {
    expect(write('search=ama&page=2', { page: 3 })).toBe('search=ama&page=3');
    expect(write('search=ama&page=2', { page: 1 })).toBe('search=ama');
  });

  it('leaves defaults and empty filters out of the URL, and other parameters in', () => {
    expect(write('search=ama&type=outgoing&utm=x', { search: '', type: 'all' })).toBe('utm=x');
    expect(write('utm=x&page=2&type=outgoing', { walletId: 'w-1' })).toBe(
      'walletId=w-1&type=outgoing&utm=x',
    );
  });

  it('round-trips: what it writes reads back as the change', () => {
    const change = fc.record({
      search: fc.string({ maxLength: 100 }),
      walletId: fc.oneof(fc.constant(''), fc.uuid()),
      type: fc.constantFrom('all' as const, 'incoming' as const, 'outgoing' as const),
      page: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(change, (wanted) => {
        expect(readHistoryParams(withHistoryParams(new URLSearchParams(), wanted))).toEqual(wanted);
      }),
    );
  });
});

describe('hasFilters', () => {
  it('is true only when a search, a wallet or a type is chosen', () => {
    expect(hasFilters(read(''))).toBe(false);
    expect(hasFilters(read('page=3'))).toBe(false);
    expect(hasFilters(read('search=%20%20'))).toBe(false);
    expect(hasFilters(read('search=ama'))).toBe(true);
    expect(hasFilters(read('walletId=6f1c1f3e-8a8e-4c7a-9a55-0d6b1f2a3b4c'))).toBe(true);
    expect(hasFilters(read('type=incoming'))).toBe(true);
  });
});
