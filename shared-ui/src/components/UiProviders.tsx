import type { ReactNode } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';
import { ToastProvider } from '../toast/ToastProvider';

type UiProvidersProps = { children: ReactNode };

// Theme and toast region, used once by the shell and by DevProviders.
export function UiProviders({ children }: UiProvidersProps) {
  return (
    <ThemeProvider>
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
