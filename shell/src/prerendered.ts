// The landing and login pages and the signed-in frame can arrive prerendered in the HTML
// (tools/scripts/prerender.ts). React then renders into a detached container, and the prerendered
// markup stays on screen until the app has something to show in its place: that page mounted, or
// another page opened (a signed-in visitor sent to /dashboard). So the visitor never sees a
// spinner replace the page.
const ROOT_ID = 'root';
// data-prerendered of the signed-in frame (app.html, served for every other page): revealed when the
// live frame mounts, or the page that replaces it (the login page for a signed-out visitor).
export const PRERENDERED_FRAME = 'frame';

let prerendered: HTMLElement | null = null;
let live: HTMLElement | null = null;

// The path whose page is on screen prerendered, until the app takes its place.
export function prerenderedPath(): string | null {
  return prerendered?.getAttribute('data-prerendered') ?? null;
}

// The element React renders into.
export function appContainer(): HTMLElement {
  const root = document.getElementById(ROOT_ID);
  if (!root) throw new Error('#root is missing from index.html');
  if (!root.hasAttribute('data-prerendered')) return root;
  prerendered = root;
  live = document.createElement('div');
  // Revealed whatever happens, should neither signal come (a page that throws, say).
  window.setTimeout(revealApp, 10_000);
  return live;
}

// Where the focused element sits in the prerendered page (child indexes from its root), so the
// same element of the live page, which has the same markup, can take the focus over.
function focusPath(root: HTMLElement): number[] | null {
  const path: number[] = [];
  let node = document.activeElement;
  if (!node || !root.contains(node) || node === root) return null;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function focusAt(root: HTMLElement, path: number[]): void {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement) node.focus({ preventScroll: true });
}

// Puts the app where the prerendered page was. Safe to call at any time, any number of times.
export function revealApp(): void {
  if (!prerendered || !live) return;
  const focused = focusPath(prerendered);
  prerendered.replaceWith(live);
  if (focused) focusAt(live, focused);
  live.id = ROOT_ID;
  document.querySelector('style[data-prerender]')?.remove();
  prerendered = null;
  live = null;
}
