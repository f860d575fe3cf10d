// The provider's checkout is another site: a full page load, not a router navigation. Reached
// through this object so tests can watch it (jsdom's location.assign cannot be replaced).
export const checkoutRedirect = {
  assign: (url: string): void => window.location.assign(url),
};
