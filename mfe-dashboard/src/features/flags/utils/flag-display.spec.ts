import type { FlagCounts } from '@sikalens/api-client';
import { someCounts } from '../testing/render-page';
import { emptyListText, FLAG_FILTERS, filterCount, flagInsights, flagReason } from './flag-display';

const counts = someCounts;

describe('flagReason', () => {
  it('says each rule of spec section 9 in plain words', () => {
    expect(flagReason('large')).toBe('Large: over ₵500');
    expect(flagReason('unusual')).toBe('Unusual: over ₵100 and uncategorized');
    expect(flagReason('weekend')).toBe('Weekend: over ₵200 on a Saturday or Sunday');
    expect(flagReason('late-night')).toBe('Late night: over ₵50 between 22:00 and 06:59');
  });
});

describe('filters', () => {
  it('offers all, then each flag, with how many each holds', () => {
    expect(FLAG_FILTERS.map(({ label }) => label)).toEqual([
      'All',
      'Large',
      'Unusual',
      'Weekend',
      'Late night',
    ]);
    const some = counts({ flagged: 9, large: 4, unusual: 3, weekend: 2, lateNight: 1 });
    expect(FLAG_FILTERS.map(({ value }) => filterCount(some, value))).toEqual([9, 4, 3, 2, 1]);
  });
});

describe('flagInsights', () => {
  const kinds = (c: FlagCounts) => flagInsights(c).map(({ kind }) => kind);

  it('shows each insight only past its threshold: 3 large, 5 unusual, 2 weekend', () => {
    expect(kinds(counts({ large: 3, unusual: 5, weekend: 2, lateNight: 40 }))).toEqual([]);
    expect(kinds(counts({ large: 4 }))).toEqual(['large']);
    expect(kinds(counts({ unusual: 6 }))).toEqual(['unusual']);
    expect(kinds(counts({ weekend: 3 }))).toEqual(['weekend']);
    expect(kinds(counts({ large: 4, unusual: 6, weekend: 3 }))).toEqual([
      'large',
      'unusual',
      'weekend',
    ]);
  });

  it('says how many payments', () => {
    const [large, unusual, weekend] = flagInsights(counts({ large: 12, unusual: 7, weekend: 3 }));
    expect(large?.text).toMatch(/^You made 12 payments over ₵500\./);
    expect(unusual?.text).toMatch(/^7 payments over ₵100 have no category yet\./);
    expect(weekend?.text).toMatch(/^3 payments over ₵200 fell on a weekend\./);
  });
});

describe('emptyListText', () => {
  it('says nothing is flagged, with no offer, when nothing ever was', () => {
    expect(emptyListText(counts(), 'all', false)).toEqual({
      title: 'No flagged expenses',
      hint: 'Large, unusual, weekend and late-night spending from your statements shows up here.',
      offer: null,
    });
    expect(emptyListText(counts(), 'large', true).offer).toBeNull();
  });

  it('offers the reviewed ones when every flag is reviewed', () => {
    expect(emptyListText(counts({ reviewed: 1 }), 'all', false)).toEqual({
      title: 'No flagged expenses',
      hint: 'You have reviewed the one flagged expense.',
      offer: 'show-reviewed',
    });
    expect(emptyListText(counts({ reviewed: 4 }), 'all', false).hint).toBe(
      'You have reviewed all 4 flagged expenses.',
    );
  });

  it('offers every flag when the chosen one has none', () => {
    expect(emptyListText(counts({ flagged: 2 }), 'late-night', false)).toEqual({
      title: 'No late night expenses flagged',
      hint: 'No spending over ₵50 between 22:00 and 06:59 is waiting for review.',
      offer: 'show-all',
    });
    expect(emptyListText(counts({ reviewed: 2 }), 'weekend', true).hint).toBe(
      'No spending over ₵200 on a Saturday or Sunday.',
    );
  });
});
