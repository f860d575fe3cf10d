import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Link as RouterLink, Route, Routes } from '@sikalens/router';
import type { QueryClient } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { RemoteRouteDefinition } from '../contract/remotes';
import type { AuthUser } from '@sikalens/contract';
import { DevProviders } from './DevProviders';
import { PageSkeleton } from '../components/PageSkeleton';

type StandaloneRemoteProps = {
  title: string;
  routes: readonly RemoteRouteDefinition[];
  queryClient?: QueryClient;
  // The signed-in dev user (startDevSession); DEV_USER when the API was not reachable.
  user?: AuthUser;
};

// A remote's own page when it runs alone: its route table inside DevProviders.
export function StandaloneRemote({ title, routes, queryClient, user }: StandaloneRemoteProps) {
  return (
    <DevProviders {...(queryClient ? { queryClient } : {})} {...(user ? { user } : {})}>
      <Routes>
        {routes.map(({ path, Component }) => (
          <Route
            key={path}
            path={path}
            element={
              // A remote's later routes are lazy chunks (routes.tsx).
              <Suspense fallback={<PageSkeleton />}>
                <Component />
              </Suspense>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <>
              <Typography variant="h2" component="h1">
                {title}
              </Typography>
              <Typography color="text.secondary">This remote serves these routes:</Typography>
              <List>
                {routes.map(({ path }) => (
                  <ListItem key={path}>
                    <Link component={RouterLink} to={path.replace(':vendorName', 'sample')}>
                      {path}
                    </Link>
                  </ListItem>
                ))}
              </List>
            </>
          }
        />
      </Routes>
    </DevProviders>
  );
}

// Mounts a remote alone on its own page (its bootstrap when it runs with its own dev server).
export function mountStandaloneRemote(props: StandaloneRemoteProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneRemote {...props} />
    </StrictMode>,
  );
}
