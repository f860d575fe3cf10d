import { appContainer, prerenderedPath, revealApp } from './prerendered';

const MARKUP =
  '<main><h1>SikaLens</h1><p><a href="/login">Sign in</a><button>Theme</button></p></main>';

describe('the prerendered page and the live app', () => {
  afterEach(() => {
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

  it('renders straight into #root when nothing was prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(appContainer()).toBe(document.getElementById('root'));
    expect(prerenderedPath()).toBeNull();
  });
});
