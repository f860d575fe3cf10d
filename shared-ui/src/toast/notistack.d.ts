import 'notistack';

// Toasts carry a description under their title (spec section 8: title / description).
declare module 'notistack' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging
  interface VariantOverrides {
    default: { description?: string };
    success: { description?: string };
    error: { description?: string };
  }
}
