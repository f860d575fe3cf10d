import { useEffect, useRef } from 'react';
import { useLocation } from '@sikalens/router';
import { PRERENDERED_FRAME, prerenderedPath, revealApp } from '../../prerendered';

// Spec: every route change scrolls smoothly to the top. Not on the first page: the app may start
// while a visitor is already scrolling the prerendered landing page.
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // A page other than the prerendered one shows at once in its place (taking over nothing done
    // on it: revealApp carries that only to the same page). Not the signed-in frame: it stays
    // until the live frame mounts (AppLayout), not the sign-in check's spinner.
    const shown = prerenderedPath();
    if (shown !== PRERENDERED_FRAME && pathname !== shown) revealApp();
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
