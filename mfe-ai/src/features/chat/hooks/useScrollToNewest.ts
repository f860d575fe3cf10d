import { useEffect, useRef, type RefObject } from 'react';

type ScrollToNewestOptions = {
  ready: boolean;
  // What moves the newest message down: another message, the typing indicator.
  messageCount: number;
  typing: boolean;
  // The foot of the conversation, and the input pinned below it.
  endRef: RefObject<HTMLElement | null>;
  composerRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

// The conversation scrolls with the page and the input is pinned at the bottom of the screen:
// bring the newest message to just above the input, at once on entry, smoothly as the
// conversation goes on, and again when the screen shrinks around the focused input (a phone's
// keyboard opening, where the browser resizes the page for it).
export function useScrollToNewest({
  ready,
  messageCount,
  typing,
  endRef,
  composerRef,
  inputRef,
}: ScrollToNewestOptions) {
  const scrolled = useRef(false);

  useEffect(() => {
    const showNewest = (behavior: ScrollBehavior) => {
      const end = endRef.current?.getBoundingClientRect().bottom;
      const composer = composerRef.current?.getBoundingClientRect().top;
      if (end === undefined || composer === undefined || end <= composer) return;
      window.scrollTo({ top: window.scrollY + end - composer, behavior });
    };
    if (ready) {
      showNewest(scrolled.current ? 'smooth' : 'auto');
      scrolled.current = true;
    }
    const keepNewestInView = () => {
      if (document.activeElement === inputRef.current) showNewest('auto');
    };
    window.addEventListener('resize', keepNewestInView);
    return () => window.removeEventListener('resize', keepNewestInView);
  }, [ready, messageCount, typing, endRef, composerRef, inputRef]);
}
