import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

type Closable = { onClose?: () => void };

// A dialog whose code (and its form library) loads when it is first opened, not with the page:
// most visits never open it, and on a phone every kilobyte before the first tap counts. Once
// opened it stays mounted, so it closes with its transition and opens again at once. While the
// code loads a backdrop with a spinner answers the tap (a tap on it closes); if the code cannot
// load (offline, a dropped connection) a small dialog says so and offers Retry, and the page
// around it carries on.
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // Whether these props ask for the dialog to be shown (default: `open`, or mounted at all).
  isOpen: (props: P) => boolean = (props) => (props as { open?: boolean }).open !== false,
): ComponentType<P> {
  // One lazy component per attempt: React keeps a failed load, so Retry needs a new one.
  const attempt = () => lazy(async () => ({ default: await load() }));
  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(() => isOpen(props));
    const [Lazy, setLazy] = useState(attempt);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    const { onClose } = props as Closable;
    const open = isOpen(props);
    return (
      <ErrorBoundary
        resetKeys={[Lazy]}
        fallbackRender={() => (
          <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
            <DialogContent>
              <Typography role="alert">
                This could not be opened. Check your connection and try again.
              </Typography>
            </DialogContent>
            <DialogActions>
              {onClose ? <Button onClick={onClose}>Close</Button> : null}
              <Button variant="contained" onClick={() => setLazy(attempt)}>
                Retry
              </Button>
            </DialogActions>
          </Dialog>
        )}
      >
        <Suspense
          fallback={
            <Backdrop open={open} onClick={onClose} sx={{ zIndex: (theme) => theme.zIndex.modal }}>
              <CircularProgress aria-label="Loading" />
            </Backdrop>
          }
        >
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyDialog;
}
