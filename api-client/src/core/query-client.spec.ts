import { QueryObserver, onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offline, sends the request and reports its failure instead of pausing', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const failure = new TypeError('Failed to fetch');
    await expect(
      client.fetchQuery({ queryKey: ['offline'], queryFn: () => Promise.reject(failure) }),
    ).rejects.toBe(failure);
    expect(client.getQueryState(['offline'])).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
    });
  });

  it('offline, a save fails at once too', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(mutation.state.isPaused).toBe(false);
  });

  it('loads a query that failed offline again when the connection is back, and only that', async () => {
    const client = createQueryClient();
    client.mount();
    client.setQueryData(['shown'], 'kept');
    onlineManager.setOnline(false);
    const calls = { failed: 0, shown: 0 };
    const observe = (key: 'failed' | 'shown') =>
      new QueryObserver(client, {
        queryKey: [key],
        queryFn: () => {
          calls[key]++;
          return key === 'failed' && calls.failed === 1
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve('loaded');
        },
      }).subscribe(() => undefined);
    const stop = [observe('failed'), observe('shown')];
    await waitFor(() => expect(client.getQueryState(['failed'])?.status).toBe('error'));
    onlineManager.setOnline(true);
    await waitFor(() => expect(client.getQueryData(['failed'])).toBe('loaded'));
    // What is shown is not asked for again: it never goes stale by itself.
    expect(calls).toEqual({ failed: 2, shown: 0 });
    stop.forEach((unsubscribe) => unsubscribe());
    client.unmount();
  });
});
