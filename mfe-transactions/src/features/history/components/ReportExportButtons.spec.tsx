import { screen, waitFor, within } from '@testing-library/react';
import { ApiError, reportsApi } from '@sikalens/api-client';
import { mockApi } from '@sikalens/api-client/src/testing/mock-api';
import { DEV_USER } from '@sikalens/shared-ui';
import { TransactionsPage } from './TransactionsPage';
import { BUSINESS, PERSONAL, aPage, findToast, renderWithApp } from '../testing/render-page';

const PRO_USER = { ...DEV_USER, isPro: true };
const createObjectURL = jest.fn(() => 'blob:http://localhost/report-1');
const revokeObjectURL = jest.fn();

beforeEach(() => {
  mockApi('listWallets').mockResolvedValue([PERSONAL, BUSINESS]);
  mockApi('listTransactions').mockResolvedValue(aPage());
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('premium export on /transactions', () => {
  it('shows free users both exports with a PRO badge; a click opens the upgrade dialog and asks nothing', async () => {
    const download = jest.spyOn(reportsApi, 'download');
    const openUpgradeDialog = jest.fn();
    const { user } = renderWithApp(<TransactionsPage />, { openUpgradeDialog });
    await screen.findByRole('list', { name: 'Transactions' });

    const pdf = screen.getByRole('button', { name: /PDF report/ });
    const excel = screen.getByRole('button', { name: /Excel/ });
    expect(within(pdf).getByText('PRO')).toBeInTheDocument();
    expect(within(excel).getByText('PRO')).toBeInTheDocument();
    await user.click(pdf);
    await user.click(excel);
    expect(openUpgradeDialog).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it("downloads a Pro user's PDF report of the chosen period for the wallet filter, named by the server", async () => {
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    let finish: (file: { blob: Blob; fileName: string }) => void = () => undefined;
    const download = jest
      .spyOn(reportsApi, 'download')
      .mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const openUpgradeDialog = jest.fn();
    const { user } = renderWithApp(<TransactionsPage />, {
      url: `/transactions?walletId=${BUSINESS.id}&search=kofi`,
      user: PRO_USER,
      openUpgradeDialog,
    });
    await screen.findByRole('list', { name: 'Transactions' });

    const pdf = screen.getByRole('button', { name: 'PDF report' });
    expect(within(pdf).queryByText('PRO')).not.toBeInTheDocument();
    await user.click(pdf);
    const menu = screen.getByRole('menu', { name: 'Report period' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'All time',
      'Latest month',
      'This month',
      'Last month',
      'Last 3 months',
      'This year',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Last 3 months' }));

    expect(download).toHaveBeenCalledWith(
      { format: 'pdf', period: 'last-3-months', walletId: BUSINESS.id },
      expect.anything(),
    );
    // Preparing: neither report can be asked for twice.
    expect(await screen.findByRole('button', { name: 'Preparing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeDisabled();
    finish({ blob, fileName: 'sikalens-report-jan-mar-2025.pdf' });
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked[0]).toHaveAttribute('download', 'sikalens-report-jan-mar-2025.pdf');
    expect(await screen.findByRole('button', { name: 'PDF report' })).toBeEnabled();
    expect(openUpgradeDialog).not.toHaveBeenCalled();
  });

  it('downloads the Excel workbook of all wallets, and says why one failed', async () => {
    const download = jest
      .spyOn(reportsApi, 'download')
      .mockRejectedValue(new ApiError(429, 'Too many exports are running at once.', null, ''));
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderWithApp(<TransactionsPage />, { user: PRO_USER });
    await screen.findByRole('list', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Excel' }));
    await user.click(screen.getByRole('menuitem', { name: 'All time' }));

    expect(download).toHaveBeenCalledWith(
      { format: 'xlsx', period: 'all', walletId: '' },
      expect.anything(),
    );
    const toast = await findToast('Export Failed');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(toast).toHaveTextContent('Too many exports are running at once.');
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Excel' })).toBeEnabled();
  });
});
