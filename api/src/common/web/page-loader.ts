// The page loader's side of index.html, shared by the build's prerender step
// (tools/scripts/prerender.ts: the landing and login pages) and the server render
// (server-render.ts: each signed-in page): the scripts index.html starts the app with, and
// index.html with those scripts prefetched and started by the loader instead, at the visitor's
// first interaction. No imports: the build step runs this file as it is.

const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

// The scripts index.html starts the app with, in order.
export function entryScripts(indexHtml: string): string[] {
  const scripts = [...indexHtml.matchAll(SCRIPT)].map((match) => match[1] as string);
  if (scripts.length === 0) throw new Error('index.html loads no script');
  return scripts;
}

// index.html with its scripts prefetched, not run, and the loader (at `loaderPath`) to start them.
// `headExtra` goes into the head before them (the prerendered page's styles).
export function deferScripts(indexHtml: string, loaderPath: string, headExtra = ''): string {
  const scripts = entryScripts(indexHtml);
  return indexHtml
    .replace(SCRIPT, '')
    .replace(/<link rel="preload" href="\/remotes\.json"[^>]*>/, '')
    .replace(
      '</head>',
      () =>
        headExtra +
        scripts.map((src) => `<link rel="prefetch" href="${src}" as="script">`).join('') +
        `<script defer src="${loaderPath}"></script></head>`,
    );
}
