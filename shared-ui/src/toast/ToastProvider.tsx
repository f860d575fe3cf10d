import { useEffect, type ReactNode } from 'react';
import { useTheme as useMuiTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import { ToastCard } from './ToastCard';

// Spec section 9: one toast visible, 5 s, top on mobile, bottom right on larger screens,
// F8 focuses the toast region.
export const TOAST_DURATION_MS = 5000;

type ToastProviderProps = { children: ReactNode };

export function ToastProvider({ children }: ToastProviderProps) {
  const muiTheme = useMuiTheme();
  const mobile = useMediaQuery(muiTheme.breakpoints.down('sm'));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'F8') return;
      const toast = document.querySelector<HTMLElement>('[data-toast]');
      if (toast) {
        event.preventDefault();
        toast.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <SnackbarProvider
      maxSnack={1}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={
        mobile
          ? { vertical: 'top', horizontal: 'center' }
          : { vertical: 'bottom', horizontal: 'right' }
      }
      Components={{
        default: ToastCard,
        success: ToastCard,
        error: ToastCard,
        info: ToastCard,
        warning: ToastCard,
      }}
    >
      {children}
    </SnackbarProvider>
  );
}
