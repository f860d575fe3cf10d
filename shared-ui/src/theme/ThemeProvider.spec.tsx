import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, useTheme } from '@sikalens/contract';
import { ThemeProvider } from './ThemeProvider';

function Probe() {
  const { theme, resolvedTheme, toggleTheme } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}/{resolvedTheme}
    </button>
  );
}

describe('ThemeProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it('defaults to system and follows the OS preference', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('system/light');
  });

  it('toggles between dark and light and stores the choice under sikalens-theme', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('restores a stored choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
  });

  it('throws the spec error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});
