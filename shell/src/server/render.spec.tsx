import { useQuery } from '@tanstack/react-query';
import { PROCESS_QUERY, type UnfinishedMeta } from '@sikalens/api-client';
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
