import fc from 'fast-check';
import {
  axisCedis,
  bucketLabel,
  bucketName,
  chartValues,
  labelStep,
  labelWidth,
  toggleBar,
} from './trends';

describe('trend buckets', () => {
  it('names each bar by its bucket, in statement-local dates', () => {
    expect(bucketName('2024-09-01', 'week')).toBe('Week of 1 Sep 2024');
    expect(bucketName('2024-09-01', 'month')).toBe('September 2024');
    expect(bucketName('2024-09-06', 'day')).toBe('Fri, 6 Sep 2024');
    expect(bucketLabel('2024-12-31', 'day')).toBe('31 Dec');
    expect(bucketLabel('2024-09-02', 'week')).toBe('2 Sep');
    expect(bucketLabel('2024-01-01', 'month')).toBe('Jan ’24');
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

describe('axis labels', () => {
  it('labels every bar when the labels fit, else every nth, evenly', () => {
    // A 30-day month on a phone (about 290 px) and on a desktop card (about 480 px).
    const widest = labelWidth('30 Sept');
    expect(widest).toBe(48);
    expect(labelStep(30, 290, widest)).toBe(5);
    expect(labelStep(30, 480, widest)).toBe(3);
    // Six months or five weeks fit.
    expect(labelStep(6, 300, labelWidth('Sept 24'))).toBe(1);
    expect(labelStep(5, 290, labelWidth('29 Sept'))).toBe(1);
    expect(labelStep(1, 10, 100)).toBe(1);
  });

  it('never lets the labels shown need more room than the chart has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 40, max: 2000 }),
        fc.integer({ min: 10, max: 120 }),
        (count, width, widest) => {
          const step = labelStep(count, width, widest);
          const shown = Math.ceil(count / step);
          // Each label has `step` bars' room.
          if (widest <= width) expect((width / count) * step).toBeGreaterThanOrEqual(widest);
          if (step > 1) expect((width / count) * (step - 1)).toBeLessThan(widest);
          expect(shown).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});
