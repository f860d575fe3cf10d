import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, useTheme } from '@sikalens/contract';
import { useTheme as useMuiTheme } from '@mui/material/styles';
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

  it("follows a system that prefers dark under 'system', and the MUI theme with it", () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      function Palette() {
        return <span data-testid="paper">{useMuiTheme().palette.background.paper}</span>;
      }
      render(
        <ThemeProvider>
          <Probe />
          <Palette />
        </ThemeProvider>,
      );
      expect(screen.getByRole('button')).toHaveTextContent('system/dark');
      expect(document.documentElement.dataset.theme).toBe('dark');
      // JavaScript that reads the palette (the charts) gets the scheme in use.
      expect(screen.getByTestId('paper')).toHaveTextContent('#16201C');
      act(() => screen.getByRole('button').click());
      expect(screen.getByTestId('paper')).toHaveTextContent('#FFFFFF');
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    } finally {
      window.matchMedia = original;
    }
  });

  it('throws the spec error outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useTheme must be used within a ThemeProvider');
  });
});
