/**
 * @jest-environment node
 */
// Node, as the API's server render runs (with its fetch and Request): the requests here are really
// built and sent, to a fetch that answers them.
import {
  QueryClient,
  QueryObserver,
  dehydrate,
  hydrate,
  type DehydratedState,
} from '@tanstack/react-query';
import {
  listTransactionsOptions,
  listWalletsOptions,
} from '../generated/@tanstack/react-query.gen';
import { apiQueries, apiQuery, keyOf, type QueryOperation } from './api-query';
import { initApiClient } from './configure';

const OPTIONS = Symbol.for('sikalens.api-client.options');
const SERVER = 'http://127.0.0.1:3000';
const WALLET = { id: 'w-1', label: 'Personal', provider: 'MTN', momoNumber: '0241234567' };

// A fetch that answers every request with the wallet list and notes where it was sent.
function answering() {
  const sent: string[] = [];
  const fetch = jest.fn((request: Request) => {
    sent.push(request.url);
    return Promise.resolve(
      new Response(JSON.stringify([WALLET]), { headers: { 'Content-Type': 'application/json' } }),
    );
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

// The server render's setup (api/src/common/web/server-render.ts), then the browser's.
const onTheServer = (fetch?: typeof globalThis.fetch) =>
  initApiClient({ baseUrl: SERVER, ...(fetch ? { fetch } : {}) });
const inTheBrowser = () => initApiClient({ baseUrl: '' });

afterEach(() => {
  inTheBrowser();
  delete (globalThis as Record<symbol, unknown>)[OPTIONS];
});

describe('the query keys the server render and the browser build', () => {
  it('are the same whatever base URL the client has, and carry none', () => {
    onTheServer();
    const server = [
      keyOf(listWalletsOptions()),
      keyOf(listTransactionsOptions({ query: { page: 2 } })),
    ];
    inTheBrowser();
    const browser = [
      keyOf(listWalletsOptions()),
      keyOf(listTransactionsOptions({ query: { page: 2 } })),
    ];
    expect(server).toEqual(browser);
    expect(browser).toEqual([
      [{ _id: 'listWallets' }],
      [{ _id: 'listTransactions', query: { page: 2 } }],
    ]);
    // The generated keys themselves would differ.
    expect(listWalletsOptions().queryKey).toEqual([{ _id: 'listWallets', baseUrl: '' }]);
  });

  it('send the request to the base URL the client is set up with', async () => {
    const { sent, fetch } = answering();
    inTheBrowser();
    // Built where the base is '' (as a browser would), fetched where it is the server's.
    const options = apiQuery(listWalletsOptions());
    onTheServer(fetch);
    const queryClient = new QueryClient();
    await expect(queryClient.fetchQuery(options)).resolves.toEqual([WALLET]);
    await queryClient.fetchQuery({ ...apiQuery(listTransactionsOptions({ query: { page: 2 } })) });
    expect(sent).toEqual([`${SERVER}/api/wallets`, `${SERVER}/api/transactions?page=2`]);
  });

  it('let the browser find what the server rendered with, and ask nothing again', async () => {
    const { sent, fetch } = answering();
    onTheServer(fetch);
    const server = new QueryClient();
    await server.fetchQuery(apiQuery(listWalletsOptions()));
    // The cache travels in the page's HTML as JSON.
    const state = JSON.parse(JSON.stringify(dehydrate(server))) as DehydratedState;

    const browserFetch = jest.fn();
    initApiClient({ baseUrl: '', fetch: browserFetch as unknown as typeof globalThis.fetch });
    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    hydrate(browser, state);
    const observer = new QueryObserver(browser, apiQuery(listWalletsOptions()));
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: [WALLET] });
    expect(observer.getCurrentResult().isFetching).toBe(false);
    stop();
    expect(sent).toEqual([`${SERVER}/api/wallets`]);
    expect(browserFetch).not.toHaveBeenCalled();
  });
});

describe('apiQueries', () => {
  it("matches every query of the operations named, whatever its parameters, and no other's", () => {
    const queryClient = new QueryClient();
    const cached = [
      keyOf(listWalletsOptions()),
      keyOf(listTransactionsOptions({ query: { page: 1 } })),
      keyOf(listTransactionsOptions({ query: { page: 2, search: 'kofi' } })),
      ['session'],
    ];
    cached.forEach((queryKey) => queryClient.setQueryData(queryKey, []));
    const matched = (...operations: QueryOperation[]) =>
      queryClient
        .getQueryCache()
        .findAll(apiQueries(...operations))
        .map((query) => query.queryKey);
    expect(matched('listTransactions')).toEqual([cached[1], cached[2]]);
    expect(matched('listWallets', 'listTransactions')).toHaveLength(3);
    expect(matched()).toEqual([]);
  });
});
