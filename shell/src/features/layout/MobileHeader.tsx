import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Menu, X } from 'lucide-react';
import { Brand } from './Brand';
import { NavList } from './NavList';
import { AccountBox } from './AccountBox';
import { ThemeToggle } from './ThemeToggle';
import { AiBubble } from './AiBubble';

export function MobileHeader() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="Open menu" onClick={() => setOpen(true)}>
            <Menu size={22} />
          </IconButton>
          <Box sx={{ flex: 1 }}>
            <Brand />
          </Box>
          {/* Pro: the chat, here rather than floating over the page (issue 30). */}
          <AiBubble placement="header" />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Drawer
        open={open}
        onClose={close}
        slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } } }}
      >
        <Box
          role="dialog"
          aria-label="Menu"
          sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
        >
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}
          >
            <Brand />
            <IconButton aria-label="Close menu" onClick={close}>
              <X size={20} />
            </IconButton>
          </Box>
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            <NavList onNavigate={close} />
          </Box>
          <Divider />
          <Box sx={{ p: 2 }}>
            <AccountBox onNavigate={close} />
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
