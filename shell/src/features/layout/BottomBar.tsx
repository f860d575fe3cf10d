import { Link as RouterLink, useLocation } from '@sikalens/router';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { BOTTOM_BAR_PX } from '@sikalens/shared-ui';
import { activeNavPath, useNavigation } from './navItems';

export function BottomBar() {
  const { pathname } = useLocation();
  const { items, bottom } = useNavigation();
  const active = activeNavPath(items, pathname);
  const value = bottom.some((item) => item.path === active) ? active : false;
  return (
    <Paper
      component="nav"
      aria-label="Quick navigation"
      data-testid="bottom-bar"
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation value={value} showLabels sx={{ height: BOTTOM_BAR_PX }}>
        {bottom.map(({ label, path, icon: Icon }) => (
          <BottomNavigationAction
            key={path}
            label={label}
            value={path}
            icon={<Icon size={20} aria-hidden />}
            component={RouterLink}
            to={path}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
