import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CloudOff } from 'lucide-react';
import type { SubscriptionDialogModule, SubscriptionDialogProps } from '@sikalens/shared-ui';
import { loadRemoteModule } from '../../mf/load-remote-routes';

type LazyDialog = ComponentType<SubscriptionDialogProps>;

function checkDialog(
  module: SubscriptionDialogModule | null | undefined,
): asserts module is SubscriptionDialogModule {
  if (typeof module?.SubscriptionDialog !== 'function') {
    throw new Error('mfe_billing/SubscriptionDialog did not return a SubscriptionDialog');
  }
}

// One lazy component per attempt: Retry makes a new one, which loads the remote again.
function lazyDialog(): LazyDialog {
  return lazy(async () => {
    const module = await loadRemoteModule<SubscriptionDialogModule>(
      'mfe_billing',
      'SubscriptionDialog',
      checkDialog,
    );
    return { default: module.SubscriptionDialog };
  });
}

function Frame({ open, onClose, children }: SubscriptionDialogProps & { children: ReactNode }) {
  // The same size as mfe-billing's dialog, so nothing jumps when it has loaded.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="upgrade-title"
    >
      <DialogTitle id="upgrade-title">Upgrade to SikaLens Pro</DialogTitle>
      {children}
    </Dialog>
  );
}

// The shell's upgrade slot: mfe-billing's subscription dialog, loaded at runtime. While it loads
// a spinner shows; if the payments remote cannot load, the dialog says so and offers Retry.
export function UpgradeDialog({ open, onClose }: SubscriptionDialogProps) {
  const [Remote, setRemote] = useState<LazyDialog>(() => lazyDialog());
  // The updater's result is the new component (a function given to setState is called).
  const retry = () => setRemote(() => lazyDialog());
  return (
    <ErrorBoundary
      resetKeys={[Remote]}
      fallbackRender={() => (
        <Frame open={open} onClose={onClose}>
          <DialogContent>
            <Box
              role="alert"
              sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
            >
              <CloudOff size={36} aria-hidden />
              <Typography sx={{ fontWeight: 600 }}>We couldn&apos;t load Payments</Typography>
              <Typography color="text.secondary">
                Upgrading is not available right now. Everything else still works.
              </Typography>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={retry}>
              Retry
            </Button>
          </DialogActions>
        </Frame>
      )}
    >
      <Suspense
        fallback={
          <Frame open={open} onClose={onClose}>
            <DialogContent sx={{ display: 'grid', justifyItems: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading plans" />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Close</Button>
            </DialogActions>
          </Frame>
        }
      >
        <Remote open={open} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
