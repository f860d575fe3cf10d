import { useEffect } from 'react';
import { useLocation } from '@sikalens/router';

// Spec: every route change scrolls smoothly to the top.
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
