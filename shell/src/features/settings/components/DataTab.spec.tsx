import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { accountApi } from '@sikalens/api-client';
import { UiProviders } from '@sikalens/shared-ui';
import { DataTab } from './DataTab';

// Nothing deleted to undo: only the download is under test.
jest.mock('@sikalens/api-client', () => ({
  ...jest.requireActual<typeof import('@sikalens/api-client')>('@sikalens/api-client'),
  useDeletedData: () => ({ data: undefined }),
}));

function renderTab() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <UiProviders>
        <DataTab />
      </UiProviders>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const createObjectURL = jest.fn(() => 'blob:zip');
beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
});
afterEach(() => jest.restoreAllMocks());

describe('Download my data', () => {
  it('says on screen that the download started, its file and what it holds', async () => {
    const blob = new Blob(['zip']);
    jest
      .spyOn(accountApi, 'exportData')
      .mockResolvedValue({ blob, fileName: 'sikalens-data-2026-11-29.zip' });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderTab();
    expect(screen.queryByText(/Your download has started/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    const said = await screen.findByText(
      /^Your download has started: sikalens-data-2026-11-29\.zip/,
    );
    expect(said.closest('[role="status"]')).not.toBeNull();
    // Every part of the ZIP, named as the screens name it.
    for (const part of [
      'profile',
      'wallets',
      'categories with their budgets',
      'categorizing rules',
      'statements',
      'every transaction (also as a CSV for a spreadsheet)',
      'AI chat',
      'payments',
      'support requests',
    ]) {
      expect(said).toHaveTextContent(part);
    }
    // The file went to the browser under the server's name.
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('says nothing started when the export fails, and why in a toast', async () => {
    jest.spyOn(accountApi, 'exportData').mockRejectedValue(new Error('Too many exports'));
    const user = renderTab();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Too many exports')).toBeInTheDocument();
    expect(screen.queryByText(/Your download has started/)).not.toBeInTheDocument();
  });
});
