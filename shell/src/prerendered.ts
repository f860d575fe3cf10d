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
  window.setTimeout(() => revealApp({ carry: false }), 10_000);
  return live;
}

// What the page's loader held for the app (tools/scripts/prerender.ts, PENDING_ACTION): the first
// tap on a button or form sent on the prerendered page, done again on the live one.
export const PENDING_ACTION = '__sikalensPendingAction';
// `tag` and `text` say what was tapped, so nothing else is tapped should the markup differ.
type PendingAction = {
  kind: 'click' | 'submit';
  path: number[] | null;
  tag?: string;
  text?: string;
};
const textOf = (element: Element) => (element.textContent ?? '').trim().slice(0, 80);

// Where an element sits in the prerendered page (child indexes from its root), so the same element
// of the live page, which has the same markup, can be found.
function pathOf(root: HTMLElement, element: Element | null): number[] | null {
  const path: number[] = [];
  let node = element;
  if (!node || !root.contains(node) || node === root) return null;
  while (node && node !== root) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

function elementAt(root: HTMLElement, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const isTextField = (node: unknown): node is Field =>
  (node instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'submit', 'button', 'hidden'].includes(node.type)) ||
  node instanceof HTMLTextAreaElement;

// What was typed into the prerendered page's fields (before the app had started).
type Typed = { path: number[]; name: string; value: string };
function typedValues(root: HTMLElement): Typed[] {
  return [...root.querySelectorAll('input, textarea')].filter(isTextField).flatMap((field) => {
    const path = pathOf(root, field);
    return path && field.value !== field.defaultValue
      ? [{ path, name: field.name, value: field.value }]
      : [];
  });
}

// Files chosen in the prerendered page's file fields, before the app had started.
type Chosen = { path: number[]; name: string; files: FileList };
function chosenFiles(root: HTMLElement): Chosen[] {
  return [...root.querySelectorAll('input[type="file"]')].flatMap((field) => {
    const { files, name } = field as HTMLInputElement;
    const path = pathOf(root, field);
    return path && files && files.length > 0 ? [{ path, name, files }] : [];
  });
}

// Types the value into the live field as a person would, so React's handlers see it.
function typeInto(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// A tap done again: a click, except on a select (MUI opens its list on the press, not the click).
function tap(target: HTMLElement): void {
  if (target.getAttribute('role') === 'combobox') {
    target.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }),
    );
  } else {
    target.click();
  }
}

function takePendingAction(): PendingAction | null {
  const holder = window as unknown as Record<string, PendingAction | undefined>;
  const action = holder[PENDING_ACTION] ?? null;
  delete holder[PENDING_ACTION];
  return action;
}

// Puts the app where the prerendered page was, with what the visitor did there (`carry`, when the
// live page is the prerendered one): what they typed, the focus and the caret, and the tap or form
// they sent before the app was in. Another page in its place (a signed-in visitor sent on to the
// dashboard) gets none of it. Safe to call at any time, any number of times.
export function revealApp({ carry = true }: { carry?: boolean } = {}): void {
  if (!prerendered || !live) return;
  // Only the page that was prerendered takes over what was done on it.
  if (!carry || prerendered.getAttribute('data-prerendered') !== window.location.pathname) {
    takePendingAction();
    prerendered.replaceWith(live);
    live.id = ROOT_ID;
    document.querySelector('style[data-prerender]')?.remove();
    prerendered = null;
    live = null;
    return;
  }
  const active = document.activeElement;
  const focused = pathOf(prerendered, active);
  const caret = isTextField(active)
    ? { start: active.selectionStart, end: active.selectionEnd }
    : null;
  const typed = typedValues(prerendered);
  const chosen = chosenFiles(prerendered);
  prerendered.replaceWith(live);
  live.id = ROOT_ID;
  document.querySelector('style[data-prerender]')?.remove();
  const root = live;
  prerendered = null;
  live = null;

  for (const { path, name, value } of typed) {
    const twin = elementAt(root, path);
    if (isTextField(twin) && twin.name === name) typeInto(twin, value);
  }
  // A file chosen on the page before the app was in is handed to the app's field, as if chosen there.
  for (const { path, name, files } of chosen) {
    const twin = elementAt(root, path);
    if (twin instanceof HTMLInputElement && twin.type === 'file' && twin.name === name) {
      twin.files = files;
      twin.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  const twin = focused ? elementAt(root, focused) : undefined;
  if (twin instanceof HTMLElement) {
    twin.focus({ preventScroll: true });
    if (caret && isTextField(twin) && caret.start !== null && caret.end !== null) {
      try {
        twin.setSelectionRange(caret.start, caret.end);
      } catch {
        // A field type without a caret (email on some browsers).
      }
    }
  }
  const action = takePendingAction();
  const target = action?.path ? elementAt(root, action.path) : undefined;
  const same =
    target !== undefined &&
    (action?.tag === undefined || target.tagName === action.tag) &&
    (action?.text === undefined || textOf(target) === action.text);
  if (!same) return;
  // After the effect that revealed the page has run to its end: a select's list opened from
  // inside it stayed shut.
  window.setTimeout(() => {
    if (action?.kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
    else if (action?.kind === 'click' && target instanceof HTMLElement) tap(target);
  }, 0);
}
