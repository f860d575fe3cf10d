import { useCallback } from 'react';
import { useSnackbar } from 'notistack';
import type { ToastMessage } from './ToastCard';

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastOptions = ToastMessage & { variant?: ToastVariant; durationMs?: number };

// Remotes and the shell raise toasts through this one hook; they render in the shell's region.
export function useToast(): { toast: (options: ToastOptions) => void } {
  const { enqueueSnackbar } = useSnackbar();
  const toast = useCallback(
    ({ title, description, action, variant = 'default', durationMs }: ToastOptions) => {
      enqueueSnackbar({
        message: title,
        variant: variant === 'destructive' ? 'error' : variant,
        ...(description ? { description } : {}),
        ...(action ? { toastAction: action } : {}),
        ...(durationMs ? { autoHideDuration: durationMs } : {}),
      });
    },
    [enqueueSnackbar],
  );
  return { toast };
}
