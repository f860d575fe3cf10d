import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { TESTIMONIALS, type Testimonial } from '../content';
import { LandingSection } from './LandingSection';

// Loops both ways: next from the last goes to the first, previous from the first to the last.
function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

type TestimonialCardProps = {
  testimonial: Testimonial;
  position: number;
  count: number;
  active: boolean;
};

function TestimonialCard({ testimonial, position, count, active }: TestimonialCardProps) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!active}
      // Off-screen slides must not take keyboard focus.
      inert={!active}
      sx={{ flex: '0 0 100%', px: { xs: 0.5, sm: 2 } }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 4, height: '100%' }}
      >
        <Box sx={{ color: 'primary.main', display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Quote size={32} aria-hidden />
        </Box>
        <Typography
          component="blockquote"
          sx={{ m: 0, fontSize: { xs: '1.05rem', md: '1.25rem' }, lineHeight: 1.6 }}
        >
          “{testimonial.quote}”
        </Typography>
        <Box
          sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}
        >
          <Avatar
            sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}
            aria-hidden
          >
            {testimonial.name.charAt(0)}
          </Avatar>
          <Box sx={{ textAlign: 'left' }}>
            <Typography sx={{ fontWeight: 700 }}>{testimonial.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {testimonial.town}
            </Typography>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

export function TestimonialsSection() {
  const [active, setActive] = useState(0);
  const count = TESTIMONIALS.length;
  const go = (index: number) => setActive(wrapIndex(index, count));

  return (
    <LandingSection
      id="testimonials"
      eyebrow="Testimonials"
      title="Loved by MoMo users across Ghana"
    >
      <Box
        role="region"
        aria-roledescription="carousel"
        aria-label="What our users say"
        sx={{ maxWidth: 760, mx: 'auto' }}
      >
        <Box sx={{ overflow: 'hidden' }} aria-live="polite">
          <Box
            sx={{
              display: 'flex',
              transform: `translateX(-${active * 100}%)`,
              transition: 'transform 400ms ease',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            {TESTIMONIALS.map((testimonial, position) => (
              <TestimonialCard
                key={testimonial.name}
                testimonial={testimonial}
                position={position}
                count={count}
                active={position === active}
              />
            ))}
          </Box>
        </Box>
        <Box
          sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
        >
          <IconButton
            aria-label="Previous testimonial"
            onClick={() => go(active - 1)}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <ChevronLeft size={20} />
          </IconButton>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {TESTIMONIALS.map((testimonial, position) => (
              <Box
                component="button"
                type="button"
                key={testimonial.name}
                aria-label={`Show testimonial ${position + 1}`}
                aria-current={position === active ? 'true' : undefined}
                onClick={() => go(position)}
                sx={{
                  // A 24 px hit area around a small dot.
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: position === active ? 22 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: position === active ? 'primary.main' : 'divider',
                    transition: 'width 200ms ease',
                  },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', borderRadius: 1 },
                }}
              />
            ))}
          </Box>
          <IconButton
            aria-label="Next testimonial"
            onClick={() => go(active + 1)}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            <ChevronRight size={20} />
          </IconButton>
        </Box>
      </Box>
    </LandingSection>
  );
}
