import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Brand } from '../../layout/Brand';
import { TAGLINE } from '../content';

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 4 }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          textAlign: { xs: 'center', sm: 'left' },
        }}
      >
        <Brand />
        <Typography variant="body2" color="text.secondary">
          {TAGLINE} Made for MoMo users in Ghana. © {new Date().getFullYear()} SikaLens
        </Typography>
      </Container>
    </Box>
  );
}
