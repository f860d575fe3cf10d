import { axisCedis, bucketLabel, bucketName, chartValues, toggleBar } from './trends';

describe('trend buckets', () => {
  it('names each bar by its bucket, in statement-local dates', () => {
    expect(bucketName('2024-09-01', 'week')).toMatch(/^Week of 1 Sept? 2024$/);
    expect(bucketName('2024-09-01', 'month')).toBe('September 2024');
    expect(bucketName('2024-09-06', 'day')).toMatch(/^Fri,? 6 Sept? 2024$/);
    expect(bucketLabel('2024-12-31', 'day')).toMatch(/^31 Dec$/);
    expect(bucketLabel('2024-01-01', 'month')).toMatch(/^Jan 24$/);
  });

  it('toggles a bar on and off, and moves to another', () => {
    expect(toggleBar(null, 'a')).toBe('a');
    expect(toggleBar('a', 'a')).toBeNull();
    expect(toggleBar('a', 'b')).toBe('b');
  });

  it('draws the spent figures', () => {
    expect(
      chartValues([
        { start: '2024-09-01', spent: '120.50', received: '0.00' },
        { start: '2024-10-01', spent: '0.00', received: '5.00' },
      ]),
    ).toEqual([120.5, 0]);
  });
});

describe('axis ticks', () => {
  it('stay short', () => {
    expect(axisCedis(0)).toBe('₵0');
    expect(axisCedis(800)).toBe('₵800');
    expect(axisCedis(80_000)).toBe('₵80K');
    expect(axisCedis(1_250_000)).toBe('₵1.3M');
  });
});
