import { createContext, useContext } from 'react';

// Spec section 3: the signed-in user as the front end sees it.
export type AuthUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  // Whether a code proved each contact (issue 27): nothing is sent to an unproven one, and Settings
  // offers to verify it. Absent on a user remembered by an earlier version: read as proven.
  phoneVerified?: boolean;
  emailVerified?: boolean;
  isPro: boolean;
};

export type AuthContextValue = {
  user: AuthUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  // After the API verified the code (and set the session cookie): who signed in.
  login: (user: AuthUser) => void;
  logout: () => void;
  // Reads the user again from the server (after a payment, a profile change). A failure signs
  // out, silently (spec section 8).
  refreshUser: () => Promise<void>;
};

// The shell provides the value; remotes only read it (one auth context at runtime).
export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

// 'Logged in as' shows the e-mail, else the phone.
export function userLabel(user: AuthUser | null): string {
  return user?.email ?? user?.phone ?? '';
}
