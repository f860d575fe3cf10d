import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CloudOff } from 'lucide-react';
import { PageSkeleton } from '@sikalens/shared-ui';
import { remotePage, retryRemote } from '../../mf/remote-pages';

type RemoteRouteProps = { remote: string; label: string; path: string };

type RemoteUnavailableProps = { label: string; onRetry: () => void };

export function RemoteUnavailable({ label, onRetry }: RemoteUnavailableProps) {
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
          This part of SikaLens is not responding right now. Everything else still works.
        </Typography>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </CardContent>
    </Card>
  );
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
      fallbackRender={() => <RemoteUnavailable label={label} onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- cached per remote in remote-pages.ts, stable across renders */}
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
