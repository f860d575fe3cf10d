import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@sikalens/router';
import { AuthContext, DEV_USER, UiProviders, type AuthContextValue } from '@sikalens/shared-ui';
import { AiBubble, BUBBLE_EDGE_PX, BUBBLE_GUTTER_PX, BUBBLE_SIZE_PX } from './AiBubble';

function renderAt(path: string, isPro: boolean, placement: 'floating' | 'header' = 'floating') {
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
          <AiBubble placement={placement} />
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

  it('is a button in the phone’s top bar, not floating over the page', async () => {
    renderAt('/dashboard', true, 'header');
    const button = screen.getByRole('button', { name: 'Ask AI about your spending' });
    expect(button).not.toHaveClass('MuiFab-root');
    expect(getComputedStyle(button).position).not.toBe('fixed');
    await userEvent.click(button);
    expect(screen.getByText('chat page')).toBeInTheDocument();
  });

  it('floats on a desktop beside the column the page keeps free for it', () => {
    renderAt('/dashboard', true);
    expect(screen.getByRole('button', { name: 'Ask AI about your spending' })).toHaveClass(
      'MuiFab-root',
    );
    // From the window's right edge: the button spans 24 to 80 px; the page's text ends at the
    // gutter plus the container's 24 px padding, at least 16 px further left.
    const textEnds = BUBBLE_GUTTER_PX + 24;
    expect(textEnds - (BUBBLE_EDGE_PX + BUBBLE_SIZE_PX)).toBeGreaterThanOrEqual(16);
  });

  it('is absent for free users', () => {
    renderAt('/dashboard', false);
    expect(
      screen.queryByRole('button', { name: 'Ask AI about your spending' }),
    ).not.toBeInTheDocument();
  });
});
