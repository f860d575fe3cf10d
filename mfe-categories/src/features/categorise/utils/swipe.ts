// Spec section 9: a swipe counts beyond 150 px; the card leaves over 300 ms.
export const SWIPE_THRESHOLD_PX = 150;
export const SWIPE_ANIMATION_MS = 300;
// Movement under this many pixels does not yet say whether a drag is across or along the page.
const SWIPE_SLOP_PX = 10;

export type SwipeDecision = 'next' | 'previous' | 'stay';
export type SwipeAxis = 'x' | 'y' | null;

// Left (negative dx) skips to the next card, right goes back; short of the threshold, stay.
export function swipeDecision(dx: number, threshold = SWIPE_THRESHOLD_PX): SwipeDecision {
  if (!Number.isFinite(dx)) return 'stay';
  if (dx < -threshold) return 'next';
  if (dx > threshold) return 'previous';
  return 'stay';
}

// Which way a drag is going, once it has moved far enough to tell; a vertical one is a scroll.
export function swipeAxis(dx: number, dy: number, slop = SWIPE_SLOP_PX): SwipeAxis {
  if (Math.abs(dx) < slop && Math.abs(dy) < slop) return null;
  return Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
}
