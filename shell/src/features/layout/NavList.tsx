import { Link as RouterLink, useLocation } from '@sikalens/router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { activeNavPath, useNavigation } from './navItems';
import { NoHint, type Hint } from './hint';

// Collapsed, each entry is its icon, named by `Hint`.
type NavListProps = { collapsed?: boolean; Hint?: Hint; onNavigate?: () => void };

export function NavList({ collapsed = false, Hint = NoHint, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  const { items } = useNavigation();
  const active = activeNavPath(items, pathname);
  return (
    <List component="nav" aria-label="Main navigation" sx={{ px: 1 }}>
      {items.map(({ label, path, icon: Icon }) => {
        const selected = path === active;
        const button = (
          <ListItemButton
            key={path}
            component={RouterLink}
            to={path}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            // Collapsed to its icon, the entry is named here, whatever hint wraps it.
            aria-label={collapsed ? label : undefined}
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              justifyContent: collapsed ? 'center' : 'flex-start',
              '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              '&.Mui-selected:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
              <Icon size={20} aria-hidden />
            </ListItemIcon>
            {collapsed ? null : <ListItemText primary={label} />}
          </ListItemButton>
        );
        return collapsed ? (
          <Hint key={path} title={label}>
            {button}
          </Hint>
        ) : (
          button
        );
      })}
    </List>
  );
}
