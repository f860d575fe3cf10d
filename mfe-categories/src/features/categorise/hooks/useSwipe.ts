import {
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type Touch as ReactTouch,
  type TouchEvent as ReactTouchEvent,
  type TouchList as ReactTouchList,
} from 'react';
import { swipeAxis, type SwipeAxis } from '../utils/swipe';

type Gesture = {
  // Whichever started it drives it to the end: a real finger fires pointer events first and
  // touch events after; touch events made by a script come with no pointer events at all.
  source: 'pointer' | 'touch';
  id: number;
  startX: number;
  startY: number;
  dx: number;
  axis: SwipeAxis;
};

type UseSwipeOptions = {
  enabled: boolean;
  // Called with the horizontal distance when the finger (or mouse) lets go.
  onRelease: (dx: number) => void;
};

export type SwipeHandlers = {
  onPointerDown: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerMove: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerUp: (event: ReactPointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => void;
  onTouchStart: (event: ReactTouchEvent<HTMLElement>) => void;
  onTouchMove: (event: ReactTouchEvent<HTMLElement>) => void;
  onTouchEnd: (event: ReactTouchEvent<HTMLElement>) => void;
  onTouchCancel: (event: ReactTouchEvent<HTMLElement>) => void;
};

function findTouch(list: ReactTouchList, id: number): ReactTouch | null {
  for (let i = 0; i < list.length; i += 1) {
    const touch = list[i];
    if (touch?.identifier === id) return touch;
  }
  return null;
}

// A horizontal drag of the card, by pointer events (mouse, pen, finger) or, where a browser or
// a test sends only touch events, by those. Vertical drags are left to the page (touch-action:
// pan-y on the card), so the list under it still scrolls.
export function useSwipe({ enabled, onRelease }: UseSwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const start = (source: Gesture['source'], id: number, x: number, y: number) => {
    if (!enabled || gesture.current) return false;
    gesture.current = { source, id, startX: x, startY: y, dx: 0, axis: null };
    setDragging(true);
    return true;
  };

  const move = (x: number, y: number) => {
    const current = gesture.current;
    if (!current) return;
    const dx = x - current.startX;
    current.axis ??= swipeAxis(dx, y - current.startY);
    if (current.axis === 'y') {
      // A scroll, not a swipe: let it go and put the card back.
      gesture.current = null;
      setDragging(false);
      setOffset(0);
      return;
    }
    current.dx = dx;
    setOffset(dx);
  };

  const end = (cancelled: boolean) => {
    const current = gesture.current;
    if (!current) return;
    gesture.current = null;
    setDragging(false);
    setOffset(0);
    if (!cancelled && current.axis === 'x') onRelease(current.dx);
  };

  const owns = (source: Gesture['source'], id: number) =>
    gesture.current?.source === source && gesture.current.id === id;

  const handlers: SwipeHandlers = {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (!start('pointer', event.pointerId, event.clientX, event.clientY)) return;
      try {
        // Moves keep coming to the card when the pointer leaves it mid-drag.
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Not an active pointer (a synthetic event): the card's own events still arrive.
      }
    },
    onPointerMove: (event) => {
      if (owns('pointer', event.pointerId)) move(event.clientX, event.clientY);
    },
    onPointerUp: (event) => {
      if (!owns('pointer', event.pointerId)) return;
      move(event.clientX, event.clientY);
      end(false);
    },
    onPointerCancel: (event) => {
      if (owns('pointer', event.pointerId)) end(true);
    },
    onTouchStart: (event) => {
      const touch = event.changedTouches[0] ?? event.touches[0];
      if (touch) start('touch', touch.identifier, touch.clientX, touch.clientY);
    },
    onTouchMove: (event) => {
      const current = gesture.current;
      if (current?.source !== 'touch') return;
      const touch = findTouch(event.changedTouches, current.id);
      if (touch) move(touch.clientX, touch.clientY);
    },
    onTouchEnd: (event) => {
      const current = gesture.current;
      if (current?.source !== 'touch') return;
      const touch = findTouch(event.changedTouches, current.id);
      // Another finger lifting is not the end of this drag.
      if (!touch && event.changedTouches.length > 0) return;
      if (touch) move(touch.clientX, touch.clientY);
      end(false);
    },
    onTouchCancel: () => {
      if (gesture.current?.source === 'touch') end(true);
    },
  };

  return { offset, dragging, handlers };
}
