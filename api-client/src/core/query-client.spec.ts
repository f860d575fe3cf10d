import { onlineManager } from '@tanstack/react-query';
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
});
