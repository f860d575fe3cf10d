import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

type LandingSectionProps = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  // Laid out and painted only when near the screen (content-visibility). For sections without
  // controls: a tap target in skipped content cannot be hit-tested, so accessibility checks
  // (Lighthouse's target size) take it for covered.
  layoutWhenNear?: boolean;
  children: ReactNode;
};

// Every landing section is a labelled landmark, so screen readers and tests can find it by name.
export function LandingSection({
  id,
  eyebrow,
  title,
  subtitle,
  tinted = false,
  layoutWhenNear = false,
  children,
}: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        py: { xs: 7, md: 10 },
        bgcolor: tinted ? 'action.hover' : 'transparent',
        scrollMarginTop: 64,
        // Laid out and painted when near the screen, not all at the first paint (a phone's first
        // layout of the whole page was its longest task). `auto` keeps the size the section last
        // had, so nothing jumps once it has been seen.
        ...(layoutWhenNear
          ? { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' }
          : {}),
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          {eyebrow ? (
            <Typography
              variant="overline"
              component="p"
              color="primary"
              sx={{ fontWeight: 700, letterSpacing: '0.1em' }}
            >
              {eyebrow}
            </Typography>
          ) : null}
          <Typography
            id={headingId}
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 1.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
