import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@sikalens/router';
import { ErrorBoundary } from 'react-error-boundary';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CloudOff } from 'lucide-react';
import { PageSkeleton, logSilently, useRetryWhenOnline } from '@sikalens/shared-ui';
import { remotePage, retryRemote } from '../../mf/remote-pages';
import { useOnline } from '../offline/OfflineNotice';
import { prerenderedPath, revealApp } from '../../prerendered';

type RemoteRouteProps = { remote: string; label: string; path: string };

type RemoteUnavailableProps = { label: string; onRetry: () => void };

// Offline, a page whose code this phone has not kept cannot load: it says so, and tries again by
// itself when the connection is back.
export const REMOTE_OFFLINE_TEXT =
  "You're offline, and this page needs a connection to open. It opens when you're back online.";

export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
  const online = useOnline();
  useRetryWhenOnline(onRetry);
  return (
    <Card role="alert" data-testid="remote-error">
      <CardContent
        sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center', py: 6 }}
      >
        <CloudOff size={40} aria-hidden />
        <Typography variant="h4" component="h1">
          We couldn&apos;t load {label}
        </Typography>
        <Typography color="text.secondary">
          {online
            ? 'This part of SikaLens is not responding right now. Everything else still works.'
            : REMOTE_OFFLINE_TEXT}
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </CardContent>
    </Card>
  );
}

// A page whose code could not load (offline and never opened here, or a deploy removed the file):
// the clear state above instead of a blank app, and Retry (or the connection coming back) loads
// the app again.
// Another page opened clears it; what went wrong goes to the console.
export function PageBoundary({ label, children }: { label: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      onError={(error) => logSilently(`${label} could not be shown`, error)}
      fallbackRender={() => <RemoteUnavailable label={label} onRetry={reloadApp} />}
    >
      {children}
    </ErrorBoundary>
  );
}

export const reloadApp = () => window.location.reload();

// Beside a remote's page, mounted with it: the page rendered on the server for this path gives
// way to the live one, drawn from the same data.
function RevealServerPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (prerenderedPath() === pathname) revealApp();
  }, [pathname]);
  return null;
}

// One route served by a remote: Suspense while its code loads, an error boundary with Retry
// if it cannot, so a dead remote breaks only its own routes.
export function RemoteRoute({ remote, label, path }: RemoteRouteProps) {
  const [, setRetries] = useState(0);
  const Page = remotePage(remote, path);
  const retry = () => {
    retryRemote(remote);
    setRetries((value) => value + 1);
  };

  return (
    <ErrorBoundary
      resetKeys={[Page]}
      fallbackRender={() => (
        <>
          <RemoteUnavailable label={label} onRetry={retry} />
          <RevealServerPage />
        </>
      )}
    >
      <Suspense fallback={<PageSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per remote in remote-pages.ts, stable across renders */}
        <Page />
        <RevealServerPage />
      </Suspense>
    </ErrorBoundary>
  );
}
