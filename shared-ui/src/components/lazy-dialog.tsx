import { lazy, Suspense, useState, type ComponentType } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

// A dialog whose code (and its form library) loads when it is first opened, not with the page:
// most visits never open it, and on a phone every kilobyte before the first tap counts. Once
// opened it stays mounted, so it closes with its transition and opens again at once. While the
// code loads a backdrop with a spinner answers the tap.
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // Whether these props ask for the dialog to be shown (default: `open`, or mounted at all).
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open !== false,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense
        fallback={
          <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
            <CircularProgress aria-label="Loading" />
          </Backdrop>
        }
      >
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
