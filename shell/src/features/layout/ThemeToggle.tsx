import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@sikalens/shared-ui';

// Both icons, one shown by the scheme's CSS: a prerendered page shows the right one before the app
// has started, whichever scheme the visitor's page painted in.
export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const label = resolvedTheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggleTheme} color="inherit">
        <Box
          component="span"
          sx={(theme) => ({
            display: 'inline-flex',
            ...theme.applyStyles('dark', { display: 'none' }),
          })}
        >
          <Moon size={20} aria-hidden />
        </Box>
        <Box
          component="span"
          sx={(theme) => ({
            display: 'none',
            ...theme.applyStyles('dark', { display: 'inline-flex' }),
          })}
        >
          <Sun size={20} aria-hidden />
        </Box>
      </IconButton>
    </Tooltip>
  );
}
