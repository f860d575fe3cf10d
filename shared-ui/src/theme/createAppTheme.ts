import { createTheme, type Theme } from '@mui/material/styles';

import type { ResolvedTheme } from '@sikalens/contract';

export type { ResolvedTheme };

// The theme is built with CSS variables: MUI's types then allow its variables-only options.
declare module '@mui/material/styles' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation needs an interface
  interface CssThemeVariables {
    enabled: true;
  }
}

// The attribute on <html> that names the scheme in use: MUI's styles key off it, and the inline
// script in shell/index.html sets it from the stored choice before the first paint.
export const COLOR_SCHEME_ATTRIBUTE = 'data-theme';

// SikaLens brand: a deep cedi green with a gold accent; mobile-first type scale.
function schemePalette(mode: ResolvedTheme) {
  const dark = mode === 'dark';
  return {
    mode,
    primary: { main: dark ? '#34C38F' : '#0B7A53', contrastText: '#FFFFFF' },
    secondary: { main: '#F2B705', contrastText: '#1A1A1A' },
    error: { main: dark ? '#F87171' : '#C62828' },
    // #167F43: 5.1:1 on white, 4.7:1 on the page background (the old #1B8A4B was 4.4:1).
    success: { main: dark ? '#4ADE80' : '#167F43' },
    // MUI's light info (#0288D1, 3.9:1) and warning (#ED6C02, 3.1:1) fail 4.5:1 as text on white
    // (an outlined "New" chip, warning text); these pass on white and on the page background.
    info: { main: dark ? '#29B6F6' : '#01579B' },
    warning: { main: dark ? '#FFA726' : '#B45309' },
    background: dark
      ? { default: '#0E1512', paper: '#16201C' }
      : { default: '#F6F8F7', paper: '#FFFFFF' },
    text: dark
      ? { primary: '#E8F0EC', secondary: '#A3B5AC' }
      : { primary: '#14201A', secondary: '#52635A' },
    divider: dark ? 'rgba(232,240,236,0.12)' : 'rgba(20,32,26,0.12)',
  };
}

// One theme with both colour schemes as CSS variables: the page's styles hold both, and the
// attribute on <html> picks one, so a prerendered page paints in the right scheme before any
// JavaScript runs. In JavaScript, `theme.palette` is the scheme in use (MUI's provider sets it);
// styles that must hold in both schemes read `theme.vars`.
export function createAppTheme(): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: { palette: schemePalette('light') },
      dark: { palette: schemePalette('dark') },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily:
        'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.375rem', fontWeight: 700 },
      h4: { fontSize: '1.25rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTooltip: { defaultProps: { enterDelay: 700, enterNextDelay: 300 } },
    },
  });
}
