import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { UiProviders } from '@sikalens/shared-ui';
import { createQueryClient } from '@sikalens/api-client';
import { AuthProvider } from './features/auth/AuthProvider';
import { Protected, PublicOnly } from './features/auth/guards';
import { AppLayout } from './features/layout/AppLayout';
import { ScrollToTop } from './features/layout/ScrollToTop';
import { LandingPage } from './features/landing/LandingPage';
import { LoginPage } from './features/login/LoginPage';
import { SettingsPage } from './features/settings/SettingsPage';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { PreviewBadge } from './features/preview/PreviewBadge';
import { ShellProvider } from './features/upgrade/ShellProvider';
import { PaymentAutoVerification } from './features/billing/PaymentAutoVerification';
import { RemoteRoute } from './features/remotes/RemoteRoute';
import { SHELL_REMOTE_ROUTES } from './features/remotes/route-table';

// One router, one query cache, one theme, one toast region, one auth context: remotes render
// inside these providers as ordinary components.
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <UiProviders>
          <AuthProvider>
            <ShellProvider>
              <ScrollToTop />
              <PreviewBadge />
              <PaymentAutoVerification />
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
                <Route element={<AppLayout />}>
                  {SHELL_REMOTE_ROUTES.map(({ path, remote, signedOut }) => (
                    <Route
                      key={path}
                      path={path}
                      element={
                        <Protected signedOut={signedOut}>
                          <RemoteRoute remote={remote} path={path} />
                        </Protected>
                      }
                    />
                  ))}
                  <Route
                    path="/settings"
                    element={
                      <Protected signedOut="home">
                        <SettingsPage />
                      </Protected>
                    }
                  />
                  <Route path="*" element={<NotFoundPage />} />
                </Route>
              </Routes>
            </ShellProvider>
          </AuthProvider>
        </UiProviders>
      </QueryClientProvider>
    </BrowserRouter>
  );
}
