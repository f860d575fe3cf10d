import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadError } from './LoadStates';
import { useRetryWhenOnline } from './retry-when-online';

export type LazyPart<P extends object> = ComponentType<P> & {
  // Starts fetching the code (say, when the page that will show it mounts); safe to call often.
  preload: () => void;
};

// A part of a page whose code loads apart from the page (a chart library, say): the page renders
// and paints without it, and it takes its place when its code is in. Until then `Placeholder`
// shows (given the same props, so it can keep the part's size); if the code cannot load, an error
// with Retry stands in its place and the rest of the page carries on.
function Failed({ failed, retry }: { failed: string; retry: () => void }) {
  useRetryWhenOnline(retry);
  return <LoadError onRetry={retry}>{failed}</LoadError>;
}

export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
  failed: string,
): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | null = null;
  // Once in, a part mounted later draws at once, without a placeholder for a tick.
  let loaded: ComponentType<P> | null = null;
  const fetchCode = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed attempt is not kept: Retry (or the next preload) asks again.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // One lazy component per attempt: React keeps a failed load, so Retry needs a new one.
  const attempt = () => lazy(async () => ({ default: await fetchCode() }));
  function Part(props: P) {
    // Decided when mounted: switching from one to the other would mount the part again.
    const [Loaded] = useState(() => loaded);
    const [Lazy, setLazy] = useState(attempt);
    return (
      <ErrorBoundary
        resetKeys={[Lazy]}
        fallbackRender={() => <Failed failed={failed} retry={() => setLazy(attempt)} />}
      >
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={<Placeholder {...props} />}>
            <Lazy {...props} />
          </Suspense>
        )}
      </ErrorBoundary>
    );
  }
  return Object.assign(Part, {
    preload: () => {
      fetchCode().catch(() => undefined);
    },
  });
}
