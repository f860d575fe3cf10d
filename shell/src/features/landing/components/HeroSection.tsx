import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ArrowRight, Check, Star } from 'lucide-react';
import { TAGLINE } from '../content';
import { BareList } from './BareList';

const CLAIMS = [
  'Free to start',
  'No password needed',
  'Export to CSV or PDF',
  'Delete your data anytime',
];

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        pt: { xs: 6, md: 11 },
        pb: { xs: 7, md: 11 },
        backgroundImage: (theme) =>
          `radial-gradient(ellipse at 50% 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.18)}, transparent 65%)`,
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          component="p"
          variant="body2"
          sx={{
            display: 'inline-block',
            px: 1.5,
            py: 0.5,
            mb: 2.5,
            borderRadius: 99,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontWeight: 700,
          }}
        >
          {TAGLINE}
        </Typography>
        <Typography
          id="hero-heading"
          variant="h1"
          sx={{ fontSize: { xs: '2.1rem', sm: '2.75rem', md: '3.5rem' }, letterSpacing: '-0.02em' }}
        >
          See exactly where your{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            MoMo money
          </Box>{' '}
          goes
        </Typography>
        <Typography
          variant="body1"
          color="text.secondary"
          sx={{ mt: 2.5, mx: 'auto', maxWidth: 560, fontSize: { xs: '1rem', md: '1.15rem' } }}
        >
          Upload your MTN MoMo statement and SikaLens sorts every transaction into categories,
          charts your spending and shows who you pay most, in cedis, on your phone.
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 4, justifyContent: 'center', alignItems: 'stretch' }}
        >
          <Button
            component={RouterLink}
            to="/signup"
            variant="contained"
            size="large"
            endIcon={<ArrowRight size={18} />}
            sx={{ px: 3.5, py: 1.4 }}
          >
            Get Started Free
          </Button>
          <Button
            component={RouterLink}
            to="/login"
            variant="outlined"
            size="large"
            sx={{ px: 3.5, py: 1.4 }}
          >
            See Your Dashboard
          </Button>
        </Stack>
        <BareList
          sx={{
            mt: 4,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: { xs: 1.25, sm: 2.5 },
          }}
        >
          {CLAIMS.map((claim) => (
            <Box
              component="li"
              key={claim}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                color: 'text.secondary',
                fontSize: '0.9rem',
              }}
            >
              <Box component="span" sx={{ color: 'success.main', display: 'flex' }}>
                <Check size={16} aria-hidden />
              </Box>
              {claim}
            </Box>
          ))}
        </BareList>
        <Box
          sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1 }}
        >
          <Box sx={{ display: 'flex', color: 'secondary.main' }} aria-hidden>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} size={16} fill="currentColor" />
            ))}
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Rated 4.9/5 by 500+ users
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
