import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Brand } from './Brand';
import { NavList } from './NavList';
import { AccountBox } from './AccountBox';
import { ThemeToggle } from './ThemeToggle';

// Spec: 72 units expanded, 16 collapsed to icons (units of 4 px).
export const SIDEBAR_EXPANDED_PX = 288;
export const SIDEBAR_COLLAPSED_PX = 64;
const COLLAPSED_KEY = 'sikalens-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

type SidebarProps = { onWidthChange: (width: number) => void };

export function Sidebar({ onWidthChange }: SidebarProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const width = collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    onWidthChange(next ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, String(next));
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
  };

  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={collapsed}
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width,
        transition: 'width 200ms ease',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        overflowX: 'hidden',
        zIndex: (theme) => theme.zIndex.drawer,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'space-between',
          flexDirection: collapsed ? 'column' : 'row',
          gap: 1,
          p: 2,
        }}
      >
        <Brand compact={collapsed} />
        <Tooltip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
          <IconButton
            onClick={toggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            size="small"
          >
            {collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <NavList collapsed={collapsed} />
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-start' }}>
          <ThemeToggle />
        </Box>
        <AccountBox collapsed={collapsed} />
      </Box>
    </Box>
  );
}

export function initialSidebarWidth(): number {
  return readCollapsed() ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;
}
