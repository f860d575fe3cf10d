// Spec section 8's silent cases (background payment verification, auth refresh, status polls,
// the chat history failing to load): logged to the console only, nothing shown.
export function logSilently(message: string, error?: unknown): void {
  // eslint-disable-next-line no-console -- browser-side log until a collector exists
  console.warn(message, ...(error === undefined ? [] : [error]));
}
