import 'notistack';
import type { ToastAction } from './ToastCard';

// Toasts carry a description under their title (spec section 8: title / description), and
// maybe one action (notistack's own `action` is a render prop, hence another name).
declare module 'notistack' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface VariantOverrides {
    default: { description?: string; toastAction?: ToastAction };
    success: { description?: string; toastAction?: ToastAction };
    error: { description?: string; toastAction?: ToastAction };
  }
}
