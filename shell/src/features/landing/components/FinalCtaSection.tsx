import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ArrowRight } from 'lucide-react';

export function FinalCtaSection() {
  return (
    <Box
      component="section"
      aria-labelledby="final-cta-heading"
      sx={{
        py: { xs: 7, md: 10 },
      }}
    >
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            borderRadius: 5,
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 7 },
            color: 'primary.contrastText',
            background: (theme) =>
              `linear-gradient(135deg, ${(theme.vars ?? theme).palette.primary.main}, ${(theme.vars ?? theme).palette.primary.dark})`,
          }}
        >
          <Typography
            id="final-cta-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}
          >
            Ready to see where your money goes?
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.9 }}>
            Upload your first MoMo statement in minutes. Free to start, no password needed.
          </Typography>
          <Button
            component={RouterLink}
            to="/signup"
            variant="contained"
            color="secondary"
            size="large"
            endIcon={<ArrowRight size={18} />}
            sx={{ mt: 3.5, px: 4, py: 1.4 }}
          >
            Start Tracking Free
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
