import { Link as RouterLink, useLocation } from '@sikalens/router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { activeNavPath, useNavigation } from './navItems';

type NavListProps = { collapsed?: boolean; onNavigate?: () => void };

export function NavList({ collapsed = false, onNavigate }: NavListProps) {
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
          <Tooltip key={path} title={label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </List>
  );
}
