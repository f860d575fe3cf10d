import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@sikalens/router';
import { AuthContext, DEV_USER, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { AiBubble } from './AiBubble';

function renderAt(path: string, isPro: boolean) {
  const auth: AuthContextValue = {
    user: { ...DEV_USER, isPro },
    isAuthenticated: true,
    isLoading: false,
    login: () => undefined,
    logout: () => undefined,
    refreshUser: () => Promise.resolve(),
  };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <UiProviders>
        <AuthContext.Provider value={auth}>
          <Routes>
            <Route path="/ai-chat" element={<p>chat page</p>} />
            <Route path="*" element={<p>other page</p>} />
          </Routes>
          <AiBubble mobile={false} />
        </AuthContext.Provider>
      </UiProviders>
    </MemoryRouter>,
  );
}

describe('AiBubble', () => {
  it('takes Pro users to the chat', async () => {
    renderAt('/dashboard', true);
    await userEvent.click(screen.getByRole('button', { name: 'Ask AI about your spending' }));
    expect(screen.getByText('chat page')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Ask AI about your spending' }),
    ).not.toBeInTheDocument();
  });

  it('is absent for free users', () => {
    renderAt('/dashboard', false);
    expect(
      screen.queryByRole('button', { name: 'Ask AI about your spending' }),
    ).not.toBeInTheDocument();
  });
});
