import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuthContext,
  DEV_USER,
  DevProviders,
  ShellContext,
  type AuthContextValue,
} from '@sikalens/shared-ui';
import { AiChatPage } from './AiChatPage';

function renderAs(isPro: boolean, openUpgradeDialog: () => void) {
  const auth: AuthContextValue = {
    user: { ...DEV_USER, isPro },
    isAuthenticated: true,
    isLoading: false,
    login: () => undefined,
    logout: () => undefined,
    refreshUser: () => Promise.resolve(),
  };
  return render(
    <DevProviders>
      <AuthContext.Provider value={auth}>
        <ShellContext.Provider value={{ openUpgradeDialog }}>
          <AiChatPage />
        </ShellContext.Provider>
      </AuthContext.Provider>
    </DevProviders>,
  );
}

describe('AiChatPage', () => {
  it('opens the upgrade dialog automatically for free users and offers Upgrade to Pro', async () => {
    const openUpgradeDialog = jest.fn();
    renderAs(false, openUpgradeDialog);
    expect(openUpgradeDialog).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    expect(openUpgradeDialog).toHaveBeenCalledTimes(2);
  });

  it('does not push Pro users to upgrade', () => {
    const openUpgradeDialog = jest.fn();
    renderAs(true, openUpgradeDialog);
    expect(openUpgradeDialog).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });
});
