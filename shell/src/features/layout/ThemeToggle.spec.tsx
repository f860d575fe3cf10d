import { act, render, screen } from '@testing-library/react';
import { UiProviders } from '@sikalens/shared-ui';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('is named for the scheme it switches to, and switches', () => {
    render(
      <UiProviders>
        <ThemeToggle />
      </UiProviders>,
    );
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    act(() => screen.getByRole('button').click());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });
});
