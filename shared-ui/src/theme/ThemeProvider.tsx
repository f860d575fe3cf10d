import { useCallback, useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider, useColorScheme } from '@mui/material/styles';
import {
  THEME_STORAGE_KEY,
  ThemeContext,
  type ResolvedTheme,
  type ThemeChoice,
} from '@sikalens/contract';
import { createAppTheme } from './createAppTheme';

// One theme holding both schemes; switching changes the attribute on <html> (and theme.palette).
const appTheme = createAppTheme();

type ThemeProviderProps = { children: ReactNode };

export function ThemeProvider({ children }: ThemeProviderProps) {
  return (
    <MuiThemeProvider
      theme={appTheme}
      // MUI stores the choice ('light', 'dark' or 'system') under the product's key, as before.
      modeStorageKey={THEME_STORAGE_KEY}
      colorSchemeStorageKey={`${THEME_STORAGE_KEY}-scheme`}
      defaultMode="system"
      // Client-rendered: read the stored choice on the first render, not after it.
      noSsr
      // theme.palette in JavaScript is the scheme in use (charts and a few sx callbacks read it);
      // without this MUI keeps the light values there and only the CSS variables switch.
      forceThemeRerender
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <ThemeChoiceProvider>{children}</ThemeChoiceProvider>
    </MuiThemeProvider>
  );
}

// The contract's theme context (what remotes read), kept on top of MUI's colour scheme.
function ThemeChoiceProvider({ children }: ThemeProviderProps) {
  const { mode, systemMode, setMode } = useColorScheme();
  const theme: ThemeChoice = mode ?? 'system';
  const resolvedTheme: ResolvedTheme =
    theme === 'system' ? (systemMode === 'dark' ? 'dark' : 'light') : theme;

  const setTheme = useCallback((next: ThemeChoice) => setMode(next), [setMode]);
  // Spec: the toggle switches between dark and light.
  const toggleTheme = useCallback(
    () => setMode(resolvedTheme === 'dark' ? 'light' : 'dark'),
    [resolvedTheme, setMode],
  );

  const value = useMemo(
    () => ({ theme, resolvedTheme, setTheme, toggleTheme }),
    [theme, resolvedTheme, setTheme, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
