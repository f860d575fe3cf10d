import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Brand } from '../../layout/Brand';
import { ThemeToggle } from '../../layout/ThemeToggle';

export function LandingTopBar() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        // Nearly opaque rather than a backdrop blur, which a phone repaints on every scroll.
        bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.background.default, 0.95),
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 60 }}>
        <Brand />
        <Box sx={{ flex: 1 }} />
        <ThemeToggle />
        <Button component={RouterLink} to="/login" variant="outlined" size="small">
          Sign in
        </Button>
      </Container>
    </Box>
  );
}
