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
import type { Hint } from './hint';
import {
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_EXPANDED_PX,
  readCollapsed,
  storeCollapsed,
} from './sidebar-width';

// Desktop only, and loaded apart from the layout (AppLayout): its tooltips bring Popper.
const SideHint: Hint = ({ title, children }) => (
  <Tooltip title={title} placement="right">
    {children}
  </Tooltip>
);

type SidebarProps = { onWidthChange: (width: number) => void };

export function Sidebar({ onWidthChange }: SidebarProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const width = collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    onWidthChange(next ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX);
    storeCollapsed(next);
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
        <SideHint title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
          <IconButton
            onClick={toggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            size="small"
          >
            {collapsed ? <PanelLeftOpen size={18} /> : <PanelLeftClose size={18} />}
          </IconButton>
        </SideHint>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <NavList collapsed={collapsed} Hint={SideHint} />
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-start' }}>
          <ThemeToggle />
        </Box>
        <AccountBox collapsed={collapsed} Hint={SideHint} />
      </Box>
    </Box>
  );
}
