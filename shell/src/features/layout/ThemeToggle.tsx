import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Moon, Sun } from 'lucide-react';
import { useTheme } from '@sikalens/shared-ui';

export function ThemeToggle() {
  const { resolvedTheme, toggleTheme } = useTheme();
  const label = resolvedTheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={toggleTheme} color="inherit">
        {resolvedTheme === 'dark' ? <Sun size={20} /> : <Moon size={20} />}
      </IconButton>
    </Tooltip>
  );
}
