import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikalens/router';
import { RETRY_WHEN_ONLINE_DELAY_MS, UiProviders } from '@sikalens/shared-ui';
import { PageBoundary, REMOTE_OFFLINE_TEXT, RemoteUnavailable } from './RemoteRoute';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('RemoteUnavailable', () => {
  afterEach(() => setOnline(true));

  it('online: the remote is not responding, and Retry asks again', async () => {
    const onRetry = jest.fn();
    render(
      <UiProviders>
        <RemoteUnavailable label="Transactions" onRetry={onRetry} />
      </UiProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load Transactions");
    expect(screen.getByRole('alert')).toHaveTextContent('not responding right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline: says the page needs a connection, and tries again once it is back', () => {
    setOnline(false);
    const onRetry = jest.fn();
    render(
      <UiProviders>
        <RemoteUnavailable label="Transactions" onRetry={onRetry} />
      </UiProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(REMOTE_OFFLINE_TEXT);
    expect(onRetry).not.toHaveBeenCalled();
    jest.useFakeTimers();
    try {
      act(() => setOnline(true));
      expect(onRetry).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(RETRY_WHEN_ONLINE_DELAY_MS));
      expect(onRetry).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('PageBoundary', () => {
  it('a shell page whose code cannot load shows the clear state, not a blank app', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Missing(): never {
      throw new Error('Loading chunk 123 failed');
    }
    render(
      <MemoryRouter>
        <UiProviders>
          <PageBoundary label="Settings">
            <Missing />
          </PageBoundary>
        </UiProviders>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load Settings");
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
