import type { ReactNode } from 'react';
import { Navigate } from '@sikalens/router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAuth, type SignedOutBehaviour } from '@sikalens/shared-ui';
import { LoginPage } from '../../pages';
import { sessionEndedHere } from './AuthProvider';

// Spec section 2: signed-out visitors to most protected routes see the login page; the vendor
// pages and the upload, history, AI and settings screens redirect to / instead.
export type { SignedOutBehaviour };

export function FullPageLoader() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading SikaLens" />
    </Box>
  );
}

type ProtectedProps = { signedOut: SignedOutBehaviour; children: ReactNode };

export function Protected({ signedOut, children }: ProtectedProps) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullPageLoader />;
  if (isAuthenticated) return children;
  // A session the API just ended goes to sign-in, wherever the page would send a visitor.
  if (sessionEndedHere()) return <Navigate to="/login" replace />;
  return signedOut === 'home' ? <Navigate to="/" replace /> : <LoginPage />;
}

type PublicOnlyProps = { children: ReactNode };

// /, /login and /signup send a signed-in user to the dashboard.
export function PublicOnly({ children }: PublicOnlyProps) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullPageLoader />;
  if (isAuthenticated) return <Navigate to="/dashboard" replace />;
  return children;
}
