import { Suspense, useContext, useEffect, useState } from 'react';
import { Outlet } from '@sikalens/router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTheme as useMuiTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PageSkeleton, lazyPart, useAuth } from '@sikalens/shared-ui';
import { initialSidebarWidth } from './sidebar-width';
import { MobileHeader } from './MobileHeader';
import { BOTTOM_BAR_PX } from '@sikalens/shared-ui';
import { BottomBar } from './BottomBar';
import { AiBubble, BUBBLE_GUTTER_PX, useAiBubbleShown } from './AiBubble';
import { OfflineNotice } from '../offline/OfflineNotice';
import { ViewportHint } from './viewport-hint';
import { PRERENDERED_FRAME, prerenderedPath, revealApp } from '../../prerendered';

// Desktop only: a phone's first load goes without it (and its tooltips' Popper). Until it is in, a
// panel of its width and colour stands in its place.
const Sidebar = lazyPart(
  () => import('./Sidebar').then((module) => module.Sidebar),
  () => (
    <Box
      aria-hidden
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width: initialSidebarWidth(),
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
      }}
    />
  ),
  'The menu could not be loaded.',
);

// The signed-in frame around every screen; signed-out visitors get the page alone
// (their guard decides between the login page and a redirect).
export function AppLayout() {
  const { isAuthenticated } = useAuth();
  const muiTheme = useMuiTheme();
  // On the server (no matchMedia) the request's hint decides; in the browser, the screen.
  const hint = useContext(ViewportHint);
  const desktop = useMediaQuery(muiTheme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: hint?.desktop ?? false,
  });
  const [sidebarWidth, setSidebarWidth] = useState(initialSidebarWidth);
  const bubble = useAiBubbleShown();
  // The prerendered frame (app.html) gives way to the live one, which draws the same skeleton.
  useEffect(() => {
    if (prerenderedPath() === PRERENDERED_FRAME) revealApp();
  }, []);

  if (!isAuthenticated) return <Outlet />;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {desktop ? <Sidebar onWidthChange={setSidebarWidth} /> : <MobileHeader />}
      <Box
        component="main"
        sx={{
          ml: desktop ? `${sidebarWidth}px` : 0,
          transition: 'margin-left 200ms ease',
          // On a desktop the AI bubble floats at the bottom right beside the page, which keeps
          // that column free (issue 30: it covered amounts). On phones it is in the top bar, and
          // the page ends above the bottom bar (and the phone's own inset below it).
          pr: desktop && bubble ? `${BUBBLE_GUTTER_PX}px` : 0,
          pb: desktop ? 4 : `calc(${BOTTOM_BAR_PX + 16}px + env(safe-area-inset-bottom))`,
        }}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 } }}>
          <OfflineNotice />
          {/* The frame stays while a shell page's code loads. */}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      {desktop ? null : <BottomBar />}
      {desktop ? <AiBubble placement="floating" /> : null}
    </Box>
  );
}
