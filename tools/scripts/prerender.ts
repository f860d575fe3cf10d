// Prerenders pages at build time: opens the built shell in Chromium (a phone viewport) and writes
// each page's markup and styles into its own HTML file, so a phone paints it before any JavaScript
// has run. The API serves landing.html for /, login.html for /login, signup.html for /signup and
// app.html for every other page (api/src/common/web/web-hosting.ts).
// - The landing, sign-in and sign-up pages start their scripts with a small loader at the visitor's first
//   interaction (a scroll, a tap, a key), or at once for a signed-in visitor or a link with a
//   query. Until the app takes the page's place the prerendered page works as HTML: links
//   navigate, a field takes what is typed (the app keeps it, with the focus and the caret), and a
//   tap on a button or a form sent is held and done again by the app once it is in
//   (shell/src/prerendered.ts). The login form is inert in the HTML and the loader makes it live,
//   so without JavaScript it cannot be sent (it would put what was typed in the address).
// - app.html is the signed-in frame (top bar, bottom navigation from registry.json) around the page
//   skeleton, rendered with a stand-in session whose requests never answer. It names no user and
//   marks no page as current. Phones see it; wider screens (the sidebar frame) keep it hidden, as
//   the app would draw something else there.
// - Every page paints in the visitor's colour scheme: the styles hold both schemes as CSS
//   variables, and index.html's inline script picks one before the first paint.
//
//   node tools/scripts/prerender.ts [shell/dist]
//
// Without Chromium it says so and writes nothing: those paths then get index.html, as before.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
// What the loader leaves for the app (the first tap on a button or form sent on the prerendered
// page, as child indexes from #root), and the frame's marker: the shell reads the same constants.
import { PENDING_ACTION, PRERENDERED_FRAME } from '../../shell/src/prerendered.ts';
// index.html's scripts, and index.html with the loader starting them: the server render does the same.
import { deferScripts, entryScripts } from '../../api/src/common/web/page-loader.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
type PrerenderedPage = {
  path: string;
  file: string;
  // An element the page has once rendered.
  ready: string;
  // Start the app at the first interaction (true; the page works as HTML until then) or at once,
  // with the page inert until it takes over.
  deferScripts: boolean;
  // Inert in the HTML, made live by the loader: a form that must not be sent without the app.
  liveWithLoader?: true;
  // The signed-in frame: rendered at `path` with a stand-in session, served for every app page.
  frame?: true;
};
// What #root's data-prerendered says for the signed-in frame: the shell reads the same constant.
export const FRAME = PRERENDERED_FRAME;
export const PRERENDERED: PrerenderedPage[] = [
  { path: '/', file: 'landing.html', ready: '#hero-heading', deferScripts: true },
  {
    path: '/login',
    file: 'login.html',
    ready: 'form',
    deferScripts: true,
    liveWithLoader: true,
  },
  // The create-account mode of the same page, at its own address (issue 30).
  {
    path: '/signup',
    file: 'signup.html',
    ready: 'form',
    deferScripts: true,
    liveWithLoader: true,
  },
  {
    path: '/dashboard',
    file: 'app.html',
    ready: 'main [role="progressbar"][aria-label="Loading"]',
    deferScripts: false,
    frame: true,
  },
];
// MUI's md breakpoint: from here the frame is the sidebar, not the phone's top and bottom bars.
const DESKTOP_MIN_PX = 900;
// The stand-in session the frame is rendered with; nothing of it reaches the page.
const FRAME_USER = {
  id: '00000000-0000-4000-8000-000000000000',
  firstName: null,
  lastName: null,
  phone: null,
  email: null,
  isPro: false,
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The readable marker the API sets beside the HttpOnly session cookie: the app asks `me`.
const SIGNED_IN_COOKIE = 'sikalens_signed_in';
// Where an earlier version kept the token: such a visitor is signed in too (the app moves it).
const LEGACY_TOKEN_KEY = 'auth_token';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

// The built shell alone, as the API would serve it to a signed-out visitor with no remotes.
function serveDist(dist: string): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"remotes":[]}');
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    const target =
      existsSync(file) && !file.endsWith(path.sep) ? file : path.join(dist, 'index.html');
    const body = existsSync(target) && path.extname(target) ? readFileSync(target) : null;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Snapshot = { markup: string; css: string };

async function snapshotPage(origin: string, target: PrerenderedPage): Promise<Snapshot> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    // A phone, light theme: the styles carry every breakpoint, so wider screens lay out too.
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      colorScheme: 'light',
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // styled-components writes its rules as text, not through the CSSOM: the browser's own
    // serialisation of a rule loses a shorthand holding a var() once a longhand overrides it
    // (an outlined Paper's border with its colour set), so the CSS is taken as written.
    await page.addInitScript(() => {
      (window as unknown as { SC_DISABLE_SPEEDY: boolean }).SC_DISABLE_SPEEDY = true;
    });
    if (target.frame) await standInSession(page);
    await page.goto(`${origin}${target.path}`);
    await page.waitForSelector(`#root ${target.ready}`, { timeout: 30_000 });
    // The frame's requests never answer, so the network never goes idle: its fonts and icons are
    // in the page already.
    if (!target.frame) await page.waitForLoadState('networkidle');
    // Nothing is focused in the HTML (the sign-in field's autofocus would be drawn focused, its
    // label raised), as nothing is on the live page until the visitor taps.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(100);
    if (errors.length > 0) throw new Error(`${target.path} threw: ${errors.join('; ')}`);
    return await page.evaluate((frame) => {
      const root = document.getElementById('root');
      if (frame && root) {
        // No page is current in a frame served for every page.
        root
          .querySelectorAll('[aria-current]')
          .forEach((node) => node.removeAttribute('aria-current'));
        root
          .querySelectorAll('.Mui-selected')
          .forEach((node) => node.classList.remove('Mui-selected'));
      }
      // Only the CSS this page uses, as written: a rule whose selector matches nothing on it (a
      // dialog's, a menu's) goes, as does a theme variable nothing reads. The app brings its own.
      const matches = (selector: string): boolean => {
        // Either scheme's rules stay (the page paints in the visitor's); states (:hover,
        // ::before, :not(…)) are kept for the element they style.
        if (selector.includes('data-theme')) return true;
        const bare = selector.replace(/::?[a-zA-Z-]+(\([^)]*\))?/g, '').trim() || '*';
        try {
          return document.querySelector(bare) !== null;
        } catch {
          return true;
        }
      };
      // Splits at commas (or semicolons) outside parentheses, brackets and quotes.
      const splitTop = (text: string, separator: string): string[] => {
        const parts: string[] = [];
        let depth = 0;
        let quote = '';
        let start = 0;
        for (let i = 0; i < text.length; i++) {
          const c = text[i];
          if (quote) {
            if (c === quote && text[i - 1] !== '\\') quote = '';
          } else if (c === '"' || c === "'") quote = c;
          else if (c === '(' || c === '[') depth++;
          else if (c === ')' || c === ']') depth--;
          else if (c === separator && depth === 0) {
            parts.push(text.slice(start, i));
            start = i + 1;
          }
        }
        parts.push(text.slice(start));
        return parts;
      };
      // Top-level rules of a style sheet's text: [prelude, body] pairs.
      const blocks = (text: string): [string, string][] => {
        const out: [string, string][] = [];
        let depth = 0;
        let quote = '';
        let start = 0;
        let open = -1;
        for (let i = 0; i < text.length; i++) {
          const c = text[i];
          if (quote) {
            if (c === quote && text[i - 1] !== '\\') quote = '';
          } else if (c === '"' || c === "'") quote = c;
          else if (c === '{') {
            if (depth === 0) open = i;
            depth++;
          } else if (c === '}') {
            depth--;
            if (depth === 0) {
              out.push([text.slice(start, open).trim(), text.slice(open + 1, i)]);
              start = i + 1;
            }
          }
        }
        return out;
      };
      const prune = (text: string): string =>
        blocks(text)
          .map(([prelude, body]) => {
            if (/^@(media|supports|layer|container)\b/.test(prelude)) {
              const inner = prune(body);
              return inner ? `${prelude}{${inner}}` : '';
            }
            if (prelude.startsWith('@')) return `${prelude}{${body}}`;
            return splitTop(prelude, ',').some(matches) ? `${prelude}{${body}}` : '';
          })
          .filter(Boolean)
          .join('');
      const written = [...document.styleSheets]
        .map((sheet) => {
          const owner = sheet.ownerNode;
          const text = owner instanceof HTMLStyleElement ? (owner.textContent ?? '') : '';
          return text.trim() ? text : [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        })
        .join('\n')
        .replace(/\/\*[\s\S]*?\*\//g, '');
      const kept = prune(written);
      // Custom properties read outside the blocks that only declare them, and what those read.
      const reads = (text: string) =>
        [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((found) => found[1] ?? '');
      const declared = new Map<string, string>();
      const walk = (text: string, visit: (prelude: string, body: string) => void) => {
        for (const [prelude, body] of blocks(text)) {
          if (prelude.startsWith('@')) walk(body, visit);
          else visit(prelude, body);
        }
      };
      const nameOf = (declaration: string) =>
        declaration.slice(0, Math.max(0, declaration.indexOf(':'))).trim();
      const used = new Set<string>();
      walk(kept, (_prelude, body) => {
        for (const declaration of splitTop(body, ';')) {
          const name = nameOf(declaration);
          if (!name.startsWith('--')) {
            reads(declaration).forEach((read) => used.add(read));
            continue;
          }
          const value = declaration.slice(declaration.indexOf(':') + 1);
          declared.set(name, `${declared.get(name) ?? ''} ${value}`);
        }
      });
      // And those the markup's own style attributes read (a Paper's --Paper-shadow).
      document.querySelectorAll('[style]').forEach((element) => {
        reads(element.getAttribute('style') ?? '').forEach((name) => used.add(name));
      });
      for (let grew = true; grew;) {
        grew = false;
        for (const name of [...used]) {
          for (const next of reads(declared.get(name) ?? '')) {
            if (!used.has(next)) {
              used.add(next);
              grew = true;
            }
          }
        }
      }
      const withoutUnread = (text: string): string =>
        blocks(text)
          .map(([prelude, body]) => {
            if (prelude.startsWith('@')) {
              return /^@(media|supports|layer|container)\b/.test(prelude)
                ? `${prelude}{${withoutUnread(body)}}`
                : `${prelude}{${body}}`;
            }
            const declarations = splitTop(body, ';').filter((declaration) => {
              const name = nameOf(declaration);
              return name !== '' && (!name.startsWith('--') || used.has(name));
            });
            return declarations.length > 0 ? `${prelude}{${declarations.join(';')}}` : '';
          })
          .filter(Boolean)
          .join('');
      const css = withoutUnread(kept);
      // The check: every element of the page looks the same with only the kept CSS.
      const LOOKS = [
        'display',
        'position',
        'color',
        'background-color',
        'background-image',
        'border-top-width',
        'border-top-color',
        'border-top-left-radius',
        'box-shadow',
        'font-size',
        'font-weight',
        'margin-top',
        'padding-left',
        'width',
        'height',
        'opacity',
        'visibility',
        'transform',
      ];
      const elements = [
        document.documentElement,
        document.body,
        ...document.querySelectorAll('#root *'),
      ];
      const looks = () =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return LOOKS.map((name) => style.getPropertyValue(name)).join('|');
        });
      const before = looks();
      const pruned = new CSSStyleSheet();
      pruned.replaceSync(css);
      const sheets = [...document.styleSheets];
      sheets.forEach((sheet) => (sheet.disabled = true));
      document.adoptedStyleSheets = [pruned];
      const after = looks();
      sheets.forEach((sheet) => (sheet.disabled = false));
      document.adoptedStyleSheets = [];
      const differ = elements.flatMap((element, index) =>
        before[index] === after[index]
          ? []
          : [
              `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">: ${LOOKS.filter(
                (_name, at) => before[index]?.split('|')[at] !== after[index]?.split('|')[at],
              ).join(', ')}`,
            ],
      );
      if (differ.length > 0) {
        throw new Error(
          `the page's own CSS would change how it looks:\n${differ.slice(0, 10).join('\n')}`,
        );
      }
      return { markup: root?.innerHTML ?? '', css };
    }, !!target.frame);
  } finally {
    await browser.close();
  }
}

// Signed in as FRAME_USER, with the registry the shell was built beside; every other request to the
// API or a remote stays unanswered, so the page keeps its skeleton.
async function standInSession(page: import('playwright-core').Page): Promise<void> {
  const registry = readFileSync(path.join(ROOT, 'registry.json'), 'utf8');
  await page.addInitScript((name) => {
    document.cookie = `${name}=1; path=/`;
  }, SIGNED_IN_COOKIE);
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: registry }),
  );
  await page.route('**/api/**', (route) =>
    new URL(route.request().url()).pathname === '/api/auth/me'
      ? route.fulfill({ contentType: 'application/json', body: JSON.stringify(FRAME_USER) })
      : undefined,
  );
  await page.route(/\/(remotes|releases)\//, () => undefined);
}

// The loader: starts the app's scripts, in order, at the first sign of a person (or at once when
// the visitor is signed in or opened a link with a query, since those leave the page). Until the
// app is in, it holds the first tap on a button and the first form sent (see the top).
// The API serves the same loader with each signed-in page it renders (data-server-rendered on
// #root, api/src/common/web/server-render.ts): that page is the signed-in visitor's own, with their
// figures, so it waits for the person too, and the scripts load as the page is read, not before.
function loaderSource(scripts: string[]): string {
  return `(function () {
  var scripts = ${JSON.stringify(scripts)};
  var root = document.getElementById('root');
  if (root && root.hasAttribute('data-prerendered')) root.removeAttribute('inert');
  function pathOf(node) {
    var path = [];
    while (node && node.parentElement && node.id !== 'root') {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      node = node.parentElement;
    }
    return node && node.id === 'root' ? path : null;
  }
  function hold(kind, element, event) {
    if (!element || !element.closest('[data-prerendered]')) return;
    // A label (a file button) opens its field's picker itself: a held tap, done again later
    // without the person's gesture, may not be allowed to; the chosen file is carried instead.
    if (element.tagName === 'LABEL') return;
    event.preventDefault();
    if (!window[${JSON.stringify(PENDING_ACTION)}]) {
      window[${JSON.stringify(PENDING_ACTION)}] = {
        kind: kind,
        path: pathOf(element),
        tag: element.tagName,
        text: (element.textContent || '').trim().slice(0, 80)
      };
    }
    start();
  }
  addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    hold('click', target && target.closest('button, [role="button"], [role="combobox"], [role="tab"], [role="switch"], summary, input[type="submit"], input[type="checkbox"], input[type="radio"]'), event);
  }, true);
  addEventListener('submit', function (event) {
    hold('submit', event.target instanceof Element ? event.target : null, event);
  }, true);
  var events = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel', 'mousemove', 'focusin', 'change'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) { removeEventListener(name, start, true); });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  var signedIn = false;
  try {
    signedIn = document.cookie.indexOf(${JSON.stringify(`${SIGNED_IN_COOKIE}=`)}) >= 0 ||
      !!localStorage.getItem(${JSON.stringify(LEGACY_TOKEN_KEY)});
  } catch (e) {}
  // The app keeps only a tab's unfinished work in sessionStorage (a remote's staging preview, which
  // replaces the server's page of the deployed build; a payment started in this tab, checked on
  // return): with any, the app starts at once.
  var resuming = false;
  try {
    resuming = sessionStorage.length > 0;
  } catch (e) {}
  // A page rendered on the server with work the app carries on by itself (data-live: an upload
  // being read, a payment pending, server-render.ts) starts it at once too.
  var serverRendered = !!root && root.hasAttribute('data-server-rendered');
  var live = !!root && root.hasAttribute('data-live');
  if ((signedIn && !serverRendered) || live || resuming || location.search || location.hash) return start();
  events.forEach(function (name) { addEventListener(name, start, { capture: true, passive: true }); });
})();
`;
}

export function prerenderedHtml(
  indexHtml: string,
  snapshot: Snapshot,
  target: PrerenderedPage,
  loaderPath: string,
): string {
  if (!indexHtml.includes('<div id="root"></div>')) {
    throw new Error('index.html has no empty #root');
  }
  const marker = target.frame ? FRAME : target.path;
  const hidden = `#root[data-prerendered="${FRAME}"]{visibility:hidden}`;
  const css =
    snapshot.css.replace(/<\/style/gi, '<\\/style') +
    // A field focused before the app has started shows it, as the app's focus style would.
    (target.liveWithLoader
      ? `#root[data-prerendered] .MuiOutlinedInput-root:focus-within .MuiOutlinedInput-notchedOutline{border-color:var(--mui-palette-primary-main);border-width:2px}`
      : '') +
    (target.frame ? `@media (min-width:${DESKTOP_MIN_PX}px){${hidden}}` : '');
  const inert = !target.deferScripts || target.liveWithLoader;
  const root = `<div id="root" data-prerendered="${marker}"${inert ? ' inert' : ''}>${snapshot.markup}</div>`;
  // Replacer functions: the page's text may hold `$&` or `$'`, which a replacement string expands.
  // The page works without JavaScript, so the <noscript> notice goes.
  const page = indexHtml
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace('<div id="root"></div>', () => root);
  if (!target.deferScripts) {
    return page.replace('</head>', () => `<style data-prerender>${css}</style></head>`);
  }
  return deferScripts(page, loaderPath, `<style data-prerender>${css}</style>`);
}

async function main(): Promise<void> {
  const dist = path.resolve(process.argv[2] ?? path.join(ROOT, 'shell', 'dist'));
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${indexFile} does not exist: build the shell first`);
  if (!existsSync(CHROMIUM)) {
    process.stdout.write(
      `prerender: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH); /, /login and /signup are served without prerendered pages\n`,
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const loader = loaderSource(entryScripts(indexHtml));
  const hash = createHash('sha256').update(loader).digest('hex').slice(0, 8);
  const loaderPath = `/static/js/page-loader.${hash}.js`;
  mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dist, loaderPath), loader);

  const server = await serveDist(dist);
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const target of PRERENDERED) {
      const snapshot = await snapshotPage(origin, target);
      const html = prerenderedHtml(indexHtml, snapshot, target, loaderPath);
      writeFileSync(path.join(dist, target.file), html);
      process.stdout.write(
        `prerender: ${target.path} -> ${target.file} (${(Buffer.byteLength(html) / 1000).toFixed(1)} KB, ${(Buffer.byteLength(snapshot.css) / 1000).toFixed(1)} KB of it CSS)\n`,
      );
    }
  } finally {
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    process.stderr.write(`prerender: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
