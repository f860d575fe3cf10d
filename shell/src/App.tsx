import { Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from '@sikalens/router';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { UiProviders } from '@sikalens/shared-ui';
import { createQueryClient } from '@sikalens/api-client';
import { AuthProvider } from './features/auth/AuthProvider';
import { FullPageLoader, Protected, PublicOnly } from './features/auth/guards';
import { ScrollToTop } from './features/layout/ScrollToTop';
import {
  AppLayout,
  LandingPage,
  LoginPage,
  NotFoundPage,
  SettingsPage,
  HelpPage,
  UndoChangePage,
} from './pages';
import { PreviewBadge } from './features/preview/PreviewBadge';
import { ShellProvider } from './features/upgrade/ShellProvider';
import { PaymentAutoVerification } from './features/billing/PaymentAutoVerification';
import {
  PageBoundary,
  RemoteRoute,
  RemoteUnavailable,
  reloadApp,
} from './features/remotes/RemoteRoute';
import { remoteRoutes } from './features/remotes/route-table';
import { federationState } from './mf/start';
import { takeServerState } from './server-state';

// One router, one query cache, one theme, one toast region, one auth context: remotes render
// inside these providers as ordinary components.
export function App() {
  // A page rendered on the server brings the data it was drawn from (the session too).
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    const state = takeServerState();
    if (state) hydrate(client, state);
    return client;
  });
  // The registry is read once, before React starts (index.ts).
  const [{ routes, registryLoaded }] = useState(() => {
    const { registry, registryLoaded: loaded } = federationState();
    return { routes: remoteRoutes(registry), registryLoaded: loaded };
  });
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <UiProviders>
          <AuthProvider>
            <ShellProvider>
              <ScrollToTop />
              <PreviewBadge />
              <PaymentAutoVerification />
              <PageBoundary label="this page">
                <Suspense fallback={<FullPageLoader />}>
                  <Routes>
                    <Route
                      path="/"
                      element={
                        <PublicOnly>
                          <LandingPage />
                        </PublicOnly>
                      }
                    />
                    <Route
                      path="/login"
                      element={
                        <PublicOnly>
                          <LoginPage />
                        </PublicOnly>
                      }
                    />
                    {/* Creating an account has its own address (issue 30): the same page, in
                        its create-account mode. */}
                    <Route
                      path="/signup"
                      element={
                        <PublicOnly>
                          <LoginPage />
                        </PublicOnly>
                      }
                    />
                    <Route path="/undo-change" element={<UndoChangePage />} />
                    <Route element={<AppLayout />}>
                      {routes.map(({ path, remote, label, signedOut }) => (
                        <Route
                          key={path}
                          path={path}
                          element={
                            <Protected signedOut={signedOut}>
                              <RemoteRoute remote={remote} label={label} path={path} />
                            </Protected>
                          }
                        />
                      ))}
                      <Route
                        path="/settings"
                        element={
                          <Protected signedOut="home">
                            <PageBoundary label="Settings">
                              <SettingsPage />
                            </PageBoundary>
                          </Protected>
                        }
                      />
                      <Route
                        path="/help"
                        element={
                          <Protected signedOut="login">
                            <PageBoundary label="Help & Support">
                              <HelpPage />
                            </PageBoundary>
                          </Protected>
                        }
                      />
                      <Route
                        path="*"
                        element={
                          registryLoaded ? (
                            <PageBoundary label="this page">
                              <NotFoundPage />
                            </PageBoundary>
                          ) : (
                            // Without the registry the shell cannot tell a missing page from a remote's.
                            <RemoteUnavailable label="this page" onRetry={reloadApp} />
                          )
                        }
                      />
                    </Route>
                  </Routes>
                </Suspense>
              </PageBoundary>
            </ShellProvider>
          </AuthProvider>
        </UiProviders>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
