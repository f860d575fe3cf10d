// The shell's own pages, each loaded when first opened: a visitor to / does not download the login
// form, the settings screens or the signed-in frame, and a signed-in user not the landing page.
import { lazy } from 'react';

export const LandingPage = lazy(async () => ({
  default: (await import('./features/landing/LandingPage')).LandingPage,
}));
export const LoginPage = lazy(async () => ({
  default: (await import('./features/login/LoginPage')).LoginPage,
}));
export const SettingsPage = lazy(async () => ({
  default: (await import('./features/settings/SettingsPage')).SettingsPage,
}));
// Help & Support (issue 29): questions, the contact form and the user's requests.
export const HelpPage = lazy(async () => ({
  default: (await import('./features/help/HelpPage')).HelpPage,
}));
// Opened from the link in a contact-change alert (issue 27), signed in or not.
export const UndoChangePage = lazy(async () => ({
  default: (await import('./features/undo-change/UndoChangePage')).UndoChangePage,
}));
export const NotFoundPage = lazy(async () => ({
  default: (await import('./features/not-found/NotFoundPage')).NotFoundPage,
}));
// The signed-in frame (sidebar, header, bottom bar): not needed by the landing or login page.
export const AppLayout = lazy(async () => ({
  default: (await import('./features/layout/AppLayout')).AppLayout,
}));
