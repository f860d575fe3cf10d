import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@sikalens/router';
import { AuthContext, DEV_USER, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { loadRepositoryRegistry } from '../../test/registry';
import { Sidebar } from './Sidebar';
import { SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX } from './sidebar-width';

const auth: AuthContextValue = {
  user: { ...DEV_USER, email: null, phone: '0241234567' },
  isAuthenticated: true,
  isLoading: false,
  login: () => undefined,
  logout: jest.fn(),
  refreshUser: () => Promise.resolve(),
};

function renderSidebar(onWidthChange = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/vendors']}>
      <UiProviders>
        <AuthContext.Provider value={auth}>
          <Sidebar onWidthChange={onWidthChange} />
        </AuthContext.Provider>
      </UiProviders>
    </MemoryRouter>,
  );
  return onWidthChange;
}

describe('Sidebar', () => {
  beforeEach(() => {
    window.localStorage.clear();
    loadRepositoryRegistry();
  });

  it('shows the phone when there is no e-mail, and highlights Dashboard outside the list', () => {
    renderSidebar();
    expect(screen.getByTestId('logged-in-as')).toHaveTextContent('0241234567');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses to icons, remembers it, and expands again', async () => {
    const onWidthChange = renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.queryByText('Flagged Expenses')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // Icons only, each still named (by its tooltip).
    expect(screen.getByRole('link', { name: 'Flagged Expenses' })).toBeInTheDocument();
    expect(onWidthChange).toHaveBeenLastCalledWith(SIDEBAR_COLLAPSED_PX);
    expect(window.localStorage.getItem('sikalens-sidebar-collapsed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByText('Flagged Expenses')).toBeInTheDocument();
    expect(onWidthChange).toHaveBeenLastCalledWith(SIDEBAR_EXPANDED_PX);
  });
});
