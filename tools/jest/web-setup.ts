import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// react-router 7 needs TextEncoder at import time and jsdom has none; @mui/x-charts needs
// structuredClone, which every browser has and jsdom does not.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') {
  Object.assign(globalThis, {
    structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T,
  });
}

// jsdom lays nothing out and has no ResizeObserver; charts measure their container with it.
if (typeof globalThis.ResizeObserver !== 'function') {
  Object.assign(globalThis, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

// jsdom has no matchMedia; the theme follows the OS preference through it. (A spec that runs in
// Node, `@jest-environment node`, as the API's server render does, has no window at all.)
const jsdom = typeof window !== 'undefined';
if (jsdom && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (jsdom) window.scrollTo = () => undefined;

// The session marker cookie (api-client's SIGNED_IN_COOKIE) that tests set to be signed in: gone
// after each test, as a signed-out browser starts.
afterEach(() => {
  if (jsdom) document.cookie = 'sikalens_signed_in=; Max-Age=0; Path=/';
});
