import { readFlagsParams, withFlagsParams } from './flags-params';

const read = (query: string) => readFlagsParams(new URLSearchParams(query));
const write = (query: string, change: Parameters<typeof withFlagsParams>[1]) =>
  withFlagsParams(new URLSearchParams(query), change).toString();

describe('flags params', () => {
  it('reads every flag, both orders and the reviewed switch, defaults otherwise', () => {
    expect(read('')).toEqual({ type: 'all', sort: 'amount', showReviewed: false });
    expect(read('type=late-night&sort=date&reviewed=show')).toEqual({
      type: 'late-night',
      sort: 'date',
      showReviewed: true,
    });
    expect(read('type=huge&sort=name&reviewed=yes')).toEqual({
      type: 'all',
      sort: 'amount',
      showReviewed: false,
    });
  });

  it('writes changes in a fixed order, leaving defaults and keeping other parameters', () => {
    expect(write('', { type: 'weekend' })).toBe('type=weekend');
    expect(write('utm=x&type=weekend', { sort: 'date', showReviewed: true })).toBe(
      'type=weekend&sort=date&reviewed=show&utm=x',
    );
    expect(write('type=weekend&sort=date&reviewed=show', { type: 'all', sort: 'amount' })).toBe(
      'reviewed=show',
    );
    expect(write('reviewed=show', { showReviewed: false })).toBe('');
  });
});
