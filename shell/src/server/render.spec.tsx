import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, hydrate, useQuery } from '@tanstack/react-query';
import {
  PROCESS_QUERY,
  initApiClient,
  sessionKeys,
  useWallets,
  type UnfinishedMeta,
  type Wallet,
} from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { render } from './render';

const USER = {
  id: 'u1',
  firstName: 'Ama',
  lastName: null,
  phone: null,
  email: null,
  isPro: false,
};

// A page that reads one thing, polled always (as every list is, to stay fresh), whose data says
// when the work it shows is unfinished, as the upload list's does.
const UNFINISHED: UnfinishedMeta = {
  unfinished: (data) => (data as { status?: string } | undefined)?.status === 'processing',
};
function pageReading(state: 'processing' | 'completed') {
  return function Page() {
    const { data } = useQuery({
      queryKey: ['upload'],
      queryFn: () => Promise.resolve({ status: state }),
      refetchInterval: 5000,
      meta: UNFINISHED,
    });
    return <p>{data?.status ?? 'loading'}</p>;
  };
}

const input = (Page: () => React.JSX.Element) => ({
  url: '/upload',
  route: '/upload',
  user: USER,
  registry: { remotes: [] },
  Page,
  desktop: false,
});

describe('the server render', () => {
  it('says the page is live when its data shows unfinished work, not because it polls', async () => {
    const busy = await render(input(pageReading('processing')));
    expect(busy.html).toContain('<p>processing</p>');
    expect(busy.live).toBe(true);
    const done = await render(input(pageReading('completed')));
    expect(done.html).toContain('<p>completed</p>');
    expect(done.live).toBe(false);
  });

  it('says the page is live when it runs a process (a payment being verified), never run here', async () => {
    let asked = 0;
    function Verifying() {
      useQuery({
        queryKey: ['verify'],
        queryFn: () => {
          asked += 1;
          return Promise.resolve(null);
        },
        meta: PROCESS_QUERY,
      });
      return <p>checking</p>;
    }
    const page = await render(input(Verifying));
    expect(page.live).toBe(true);
    expect(asked).toBe(0);
  });
});

describe('the server render and the browser', () => {
  const WALLET: Wallet = {
    id: '11111111-1111-4111-8111-111111111111',
    label: 'Personal',
    provider: 'MTN',
    momoNumber: '0241234567',
    statementsSupported: true,
  };
  function Wallets() {
    const { data } = useWallets();
    return <p>{data ? `${data.length} wallet` : 'loading'}</p>;
  }

  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('sikalens.api-client.options')];
  });

  it("cache a hook's data under the same key, whatever base URL each sends requests to", async () => {
    // The API's setup (api/src/common/web/server-render.ts): requests go to itself.
    initApiClient({ baseUrl: 'http://127.0.0.1:3000' });
    const list = mockApi('listWallets').mockResolvedValue([WALLET]);
    const page = await render(input(Wallets));
    expect(page.html).toContain('<p>1 wallet</p>');
    expect(page.state.queries.map((query) => query.queryKey)).toContainEqual([
      { _id: 'listWallets' },
    ]);

    // The browser's (same origin), from the state that came with the HTML: the data is there at
    // the first render and nothing is asked again.
    initApiClient({ baseUrl: '' });
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(page.state)) as typeof page.state);
    browser.setQueryData(sessionKeys.all, USER);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={browser}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useWallets(), { wrapper });
    expect(result.current.data).toEqual([WALLET]);
    expect(result.current.isFetching).toBe(false);
    expect(list).toHaveBeenCalledTimes(1);
  });
});
