import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Moon, Sun } from 'lucide-react';
import { useTheme, visuallyHidden } from '@sikalens/shared-ui';

// Icon and name for each scheme, one pair shown by the scheme's CSS: a prerendered page shows the
// right icon and says the right thing ("Switch to light theme" on a dark page) before the app has
// started, whichever scheme the visitor's page painted in. The name is the button's text (a
// hidden element is not part of it), not an aria-label fixed when the page was built. No tooltip:
// MUI's would bring Popper into every page's first load, and a title set from the app's state
// would contradict the name on a dark page before the app has started.
const ICON_SIZE = 20;

export function ThemeToggle() {
  const { toggleTheme } = useTheme();
  return (
    <IconButton onClick={toggleTheme} color="inherit">
      <Box
        component="span"
        sx={(theme) => ({
          display: 'inline-flex',
          ...theme.applyStyles('dark', { display: 'none' }),
        })}
      >
        <Moon size={ICON_SIZE} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Switch to dark theme
        </Box>
      </Box>
      <Box
        component="span"
        sx={(theme) => ({
          display: 'none',
          ...theme.applyStyles('dark', { display: 'inline-flex' }),
        })}
      >
        <Sun size={ICON_SIZE} aria-hidden />
        <Box component="span" sx={visuallyHidden}>
          Switch to light theme
        </Box>
      </Box>
    </IconButton>
  );
}
