import { SWIPE_THRESHOLD_PX, swipeAxis, swipeDecision } from './swipe';

describe('swipeDecision', () => {
  it('needs more than 150 px either way', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(150);
    expect(swipeDecision(0)).toBe('stay');
    expect(swipeDecision(-150)).toBe('stay');
    expect(swipeDecision(150)).toBe('stay');
    expect(swipeDecision(-149)).toBe('stay');
  });

  it('skips to the next card on a swipe left and goes back on a swipe right', () => {
    expect(swipeDecision(-151)).toBe('next');
    expect(swipeDecision(-400)).toBe('next');
    expect(swipeDecision(151)).toBe('previous');
    expect(swipeDecision(400)).toBe('previous');
  });

  it('stays for a distance that is not a number', () => {
    expect(swipeDecision(Number.NaN)).toBe('stay');
    expect(swipeDecision(Number.NEGATIVE_INFINITY)).toBe('stay');
  });
});

describe('swipeAxis', () => {
  it('waits until the drag has moved, then tells a swipe from a scroll', () => {
    expect(swipeAxis(4, -6)).toBeNull();
    expect(swipeAxis(-30, 8)).toBe('x');
    expect(swipeAxis(12, 40)).toBe('y');
  });
});
