import { render, screen } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { DEV_USER, DevProviders } from './DevProviders';

// api-client's session query, as its useSession observes it: never fetched here.
function SessionProbe() {
  const { data } = useQuery<{ firstName: string | null } | null>({
    queryKey: ['session'],
    queryFn: () => Promise.reject(new Error('a remote run alone must not ask `me`')),
    staleTime: 'static',
  });
  return <p>{data ? `session:${data.firstName}` : 'session:none'}</p>;
}

describe('DevProviders', () => {
  it("seeds the session every data hook follows with the user, before the page's first render", async () => {
    const queryClient = new QueryClient();
    const { rerender } = render(
      <DevProviders queryClient={queryClient}>
        <SessionProbe />
      </DevProviders>,
    );
    expect(screen.getByText('session:Ama')).toBeInTheDocument();
    expect(queryClient.getQueryData(['session'])).toBe(DEV_USER);
    expect(queryClient.getQueryState(['session'])?.fetchStatus).toBe('idle');

    const pro = { ...DEV_USER, firstName: 'Kofi', isPro: true };
    rerender(
      <DevProviders queryClient={queryClient} user={pro}>
        <SessionProbe />
      </DevProviders>,
    );
    expect(queryClient.getQueryData(['session'])).toEqual(pro);
    expect(await screen.findByText('session:Kofi')).toBeInTheDocument();
  });
});
