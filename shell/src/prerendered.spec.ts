import { PENDING_ACTION, appContainer, prerenderedPath, revealApp } from './prerendered';

const MARKUP =
  '<main><h1>SikaLens</h1><p><a href="/login">Sign in</a><button>Theme</button></p></main>';

describe('the prerendered page and the live app', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
    document.head.innerHTML = '';
  });

  it('renders off screen, then takes the place of the prerendered page, with the focus', () => {
    document.head.innerHTML = '<style data-prerender>h1{}</style>';
    document.body.innerHTML = `<div id="root" data-prerendered="/" inert>${MARKUP}</div>`;
    document.querySelector('button')?.focus();
    const live = appContainer();
    expect(live.isConnected).toBe(false);
    expect(prerenderedPath()).toBe('/');
    live.innerHTML = MARKUP;

    revealApp();
    expect(document.getElementById('root')).toBe(live);
    expect(live.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(live.querySelector('button'));
    expect(document.querySelector('style[data-prerender]')).toBeNull();
    expect(prerenderedPath()).toBeNull();
    revealApp();
    expect(document.getElementById('root')).toBe(live);
  });

  const FORM =
    '<form><label>Phone<input name="phone" value=""></label><textarea></textarea>' +
    '<button type="button">Create one</button><button type="submit">Send</button></form>';

  // The live page as React would render it: the same markup, with its own handlers.
  function liveForm(live: HTMLElement) {
    live.innerHTML = FORM;
    const seen = { typed: [] as string[], clicks: 0, submits: 0 };
    live.querySelector('input')?.addEventListener('input', (event) => {
      seen.typed.push((event.target as HTMLInputElement).value);
    });
    live.querySelector('button')?.addEventListener('click', () => (seen.clicks += 1));
    live.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.submits += 1;
    });
    return seen;
  }

  it('carries what was typed, the focus and the caret to the live page', () => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${FORM}</div>`;
    const field = document.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = '024 123 4567';
    field.setSelectionRange(3, 3);
    const live = appContainer();
    const seen = liveForm(live);

    revealApp();
    const twin = live.querySelector('input') as HTMLInputElement;
    expect(twin.value).toBe('024 123 4567');
    // As typing would: React's onChange runs.
    expect(seen.typed).toEqual(['024 123 4567']);
    expect(document.activeElement).toBe(twin);
    expect([twin.selectionStart, twin.selectionEnd]).toEqual([3, 3]);
    // An untouched field is left as the app drew it.
    expect((live.querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
    expect(seen.clicks + seen.submits).toBe(0);
  });

  it.each([
    ['a tap on a button', { kind: 'click', path: [0, 2] }, { clicks: 1, submits: 0 }],
    ['a form sent', { kind: 'submit', path: [0] }, { clicks: 0, submits: 1 }],
  ])('does again %s held by the loader, once', async (_name, action, expected) => {
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${FORM}</div>`;
    (window as unknown as Record<string, unknown>)[PENDING_ACTION] = action;
    const live = appContainer();
    const seen = liveForm(live);
    revealApp();
    // Once the effect that revealed the page has returned.
    expect({ clicks: seen.clicks, submits: seen.submits }).toEqual({ clicks: 0, submits: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect({ clicks: seen.clicks, submits: seen.submits }).toEqual(expected);
    expect((window as unknown as Record<string, unknown>)[PENDING_ACTION]).toBeUndefined();
  });

  it('carries nothing to another page in its place, nor taps what is not what was tapped', async () => {
    // A signed-in visitor at /login, sent on to the dashboard: the held tap is dropped.
    window.history.replaceState(null, '', '/dashboard');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${FORM}</div>`;
    (document.querySelector('input') as HTMLInputElement).value = '0241234567';
    const holder = window as unknown as Record<string, unknown>;
    holder[PENDING_ACTION] = { kind: 'click', path: [0, 2], tag: 'BUTTON', text: 'Create one' };
    let live = appContainer();
    let seen = liveForm(live);
    revealApp();
    expect(seen).toEqual({ typed: [], clicks: 0, submits: 0 });
    expect(holder[PENDING_ACTION]).toBeUndefined();

    // The same page, but the element at that place is another one.
    window.history.replaceState(null, '', '/login');
    document.body.innerHTML = `<div id="root" data-prerendered="/login">${FORM}</div>`;
    holder[PENDING_ACTION] = { kind: 'click', path: [0, 2], tag: 'BUTTON', text: 'Send' };
    live = appContainer();
    seen = liveForm(live);
    revealApp();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.clicks).toBe(0);
  });

  it('opens a select held by the loader with a press, as MUI opens it', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const select = '<div><div role="combobox" tabindex="0">Latest month</div></div>';
    document.body.innerHTML = `<div id="root" data-prerendered="/dashboard">${select}</div>`;
    (window as unknown as Record<string, unknown>)[PENDING_ACTION] = {
      kind: 'click',
      path: [0, 0],
      tag: 'DIV',
      text: 'Latest month',
    };
    const live = appContainer();
    live.innerHTML = select;
    const pressed: number[] = [];
    live
      .querySelector('[role="combobox"]')
      ?.addEventListener('mousedown', (event) => pressed.push((event as MouseEvent).button));
    revealApp();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pressed).toEqual([0]);
  });

  it('hands a file chosen on the page before the app was in to the live field', () => {
    window.history.replaceState(null, '', '/upload');
    const form = '<form><input type="file" name="pdf"></form>';
    document.body.innerHTML = `<div id="root" data-prerendered="/upload">${form}</div>`;
    const file = new File(['%PDF-'], 'statement.pdf', { type: 'application/pdf' });
    const chosen = document.querySelector('input') as HTMLInputElement;
    Object.defineProperty(chosen, 'files', { value: [file], configurable: true });
    const live = appContainer();
    live.innerHTML = form;
    const twin = live.querySelector('input') as HTMLInputElement;
    // jsdom's FileList cannot be built by hand: the live field takes what it is given.
    Object.defineProperty(twin, 'files', { value: null, writable: true, configurable: true });
    const changes: string[] = [];
    twin.addEventListener('change', () =>
      changes.push((twin.files as unknown as File[])[0]?.name ?? ''),
    );
    revealApp();
    expect(changes).toEqual(['statement.pdf']);
  });

  it('renders straight into #root when nothing was prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appContainer()).toBe(document.getElementById('root'));
    expect(prerenderedPath()).toBeNull();
  });
});
