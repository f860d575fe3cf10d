// The shell's server container ('./Render', built by `rspack build` into dist/server/): renders a
// signed-in page on the server, the shell's frame around the page component of the remote that
// owns the route, with the user's data, for the API's page requests (issue 26, docs/frontend.md).
// The API loads this container and the remote's into one share scope, so both render in one React
// tree with one React, one MUI and one router. The browser then starts the app as for the
// prerendered pages (shell/src/prerendered.ts): the live page takes the server's place once it
// has mounted, from the same data (the query cache travels with the HTML).
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@sikalens/router';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import {
  AuthContext,
  createAppTheme,
  UiProviders,
  type AuthContextValue,
  type AuthUser,
  type Registry,
} from '@sikalens/shared-ui';
import {
  createQueryClient,
  hasUnfinishedWork,
  isProcessQuery,
  sessionKeys,
} from '@sikalens/api-client';
import { AppLayout } from '../features/layout/AppLayout';
import { ViewportHint } from '../features/layout/viewport-hint';
import { ShellProvider } from '../features/upgrade/ShellProvider';
import { setFederationState } from '../mf/start';

export type RenderInput = {
  // The page's path and query, as asked.
  url: string;
  // The registry route that matched (`/vendor/:vendorName`).
  route: string;
  user: AuthUser;
  registry: Registry;
  // The page component of the remote that owns the route (from its server container's ./Routes).
  Page: ComponentType;
  // A phone (the top and bottom bars) or a wider screen (the sidebar), guessed from the request.
  desktop: boolean;
  // Rounds of fetching what the page asked for, then rendering again (a query can depend on
  // another's answer).
  maxRounds?: number;
  // Aborted when the server stops waiting (the time budget): the render stops at its next step.
  signal?: AbortSignal;
};

export type RenderOutput = {
  // #root's content.
  html: string;
  // The page's styles (styled-components' style tags' content).
  css: string;
  // The query cache the page was rendered from, for the browser's.
  state: DehydratedState;
  // Queries that failed: their parts render as they would in the browser (an error with Retry).
  failed: number;
  // The page has work the live app follows by itself (data that says it is unfinished, a
  // process): its scripts start at once rather than at the visitor's first interaction.
  live: boolean;
  // Milliseconds of each render and each round of fetching, in order.
  timings: { renders: number[]; fetches: number[] };
};

// A QueryClient that notes each query a component subscribes to with the options it was used
// with: on the server no effect runs, so a query is built but never fetched; these are fetched
// between rounds. A disabled query (enabled: false) is left alone, as in the browser.
type Collecting = { client: QueryClient; pending: () => Query[]; live: () => boolean };

function collectingClient(user: AuthUser): Collecting {
  const defaults = createQueryClient().getDefaultOptions();
  // Nothing is kept after the render (the client is cleared): no garbage-collection timers that
  // would hold a user's data in memory for minutes.
  const client = new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, gcTime: Infinity } },
  });
  client.setQueryData(sessionKeys.all, user);
  // queryHash -> the `enabled` it was asked with.
  const wanted = new Map<string, unknown>();
  const defaultOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaultOptions>[0]) => {
    const defaulted = defaultOptions(options);
    if (defaulted.queryHash !== undefined && !wanted.has(defaulted.queryHash)) {
      wanted.set(defaulted.queryHash, (defaulted as { enabled?: unknown }).enabled);
    }
    return defaulted;
  }) as QueryClient['defaultQueryOptions'];
  const on = (query: Query) => {
    const enabled = wanted.get(query.queryHash);
    return (
      (typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled) !==
      false
    );
  };
  // What the page asked for and has not got: built, enabled, never fetched.
  const pending = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => {
        if (!wanted.has(query.queryHash)) return false;
        // A process (a payment being verified) is never started by rendering a page.
        if (isProcessQuery(query)) return false;
        if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
        return on(query);
      });
  // Whether the page, as drawn, has work going on that the live app follows without the visitor
  // doing anything: data that says it is unfinished (an upload being read or categorised,
  // UnfinishedMeta), or a process the page runs (a payment being verified). Its scripts then start
  // at once, not at the first interaction. Polls that only keep figures fresh do not count.
  const live = () =>
    client
      .getQueryCache()
      .getAll()
      .some(
        (query) =>
          wanted.has(query.queryHash) &&
          on(query) &&
          (isProcessQuery(query) || hasUnfinishedWork(query)),
      );
  return { client, pending, live };
}

function authFor(user: AuthUser): AuthContextValue {
  return {
    user,
    isAuthenticated: true,
    isLoading: false,
    login: () => undefined,
    logout: () => undefined,
    refreshUser: () => Promise.resolve(),
  };
}

function tree(input: RenderInput, client: QueryClient): ReactNode {
  const { url, route, user, Page, desktop } = input;
  return (
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <UiProviders>
          <AuthContext.Provider value={authFor(user)}>
            <ShellProvider>
              <ViewportHint.Provider value={{ desktop }}>
                <Routes>
                  <Route element={<AppLayout />}>
                    <Route path={route} element={<Page />} />
                  </Route>
                </Routes>
              </ViewportHint.Provider>
            </ShellProvider>
          </AuthContext.Provider>
        </UiProviders>
      </QueryClientProvider>
    </MemoryRouter>
  );
}

// Waits for every lazy part the tree uses to load (React keeps a loaded lazy component's code, so
// the next render draws it at once): a render to a stream that is thrown away.
async function loadLazyParts(node: ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(node, { onError: () => undefined });
  for await (const chunk of prelude) void chunk;
}

// A Suspense boundary renderToString left to the browser (something in it was still loading).
const SUSPENDED = '<!--$!-->';

// MUI's baseline styles (html, body), drawn apart: styled-components keeps one global style's
// rules per component on the server, and CssBaseline shares its component with the theme's
// variables, so in the page's render only the variables survive. The theme never changes: once.
let baselineCss: string | null = null;
function baselineStyles(): string {
  if (baselineCss === null) {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(
        sheet.collectStyles(
          <MuiThemeProvider theme={createAppTheme()} disableStyleSheetGeneration>
            <CssBaseline enableColorScheme />
          </MuiThemeProvider>,
        ),
      );
      baselineCss = styleText(sheet);
    } finally {
      sheet.seal();
    }
  }
  return baselineCss;
}

function styleText(sheet: ServerStyleSheet): string {
  return sheet
    .getStyleElement()
    .map((element) => {
      const props = element.props as { dangerouslySetInnerHTML?: { __html?: string } };
      return props.dangerouslySetInnerHTML?.__html ?? '';
    })
    .join('');
}

// One complete render, with its styles. renderToString writes the page in order, with none of
// the inline scripts React's streaming renderers add (the CSP allows none); a part still loading
// is loaded first, then the page is drawn again.
async function renderOnce(node: () => ReactNode): Promise<{ html: string; css: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(node()));
      if (html.includes(SUSPENDED) && attempt < 2) {
        await loadLazyParts(node());
        continue;
      }
      return { html, css: baselineStyles() + styleText(sheet) };
    } finally {
      sheet.seal();
    }
  }
}

async function fetchWanted({ pending: wanted }: Collecting): Promise<number> {
  const pending = wanted();
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return pending.length;
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  setFederationState({ registry: input.registry, registryLoaded: true });
  const collecting = collectingClient(input.user);
  const { client } = collecting;
  const maxRounds = input.maxRounds ?? 4;
  const timings = { renders: [] as number[], fetches: [] as number[] };
  const timed = async <T,>(list: number[], work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      list.push(Math.round((performance.now() - started) * 10) / 10);
    }
  };
  const step = () => input.signal?.throwIfAborted();
  let rendered = await timed(timings.renders, () => renderOnce(() => tree(input, client)));
  for (let round = 0; round < maxRounds; round += 1) {
    step();
    const fetched = await timed(timings.fetches, () => fetchWanted(collecting));
    if (fetched === 0) break;
    step();
    rendered = await timed(timings.renders, () => renderOnce(() => tree(input, client)));
  }
  const state = dehydrate(client, {
    // Failed queries are left for the browser to ask again.
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  const failed = client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error').length;
  const live = collecting.live();
  client.clear();
  return { ...rendered, state, failed, live, timings };
}
