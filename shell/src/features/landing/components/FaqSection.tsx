import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChevronDown } from 'lucide-react';
import { FAQS } from '../content';
import { LandingSection } from './LandingSection';

export function FaqSection() {
  return (
    <LandingSection id="faq" eyebrow="FAQ" title="Questions, answered" tinted>
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        {FAQS.map((faq, index) => (
          <Accordion
            key={faq.question}
            disableGutters
            variant="outlined"
            sx={{ borderRadius: 2, mb: 1.5, '&::before': { display: 'none' }, overflow: 'hidden' }}
          >
            <AccordionSummary
              expandIcon={<ChevronDown size={20} />}
              id={`faq-${index}-summary`}
              aria-controls={`faq-${index}-answer`}
              sx={{ px: 2.5, py: 0.5 }}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {faq.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-answer`} sx={{ px: 2.5, pb: 2.5, pt: 0 }}>
              <Typography color="text.secondary">{faq.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </LandingSection>
  );
}
