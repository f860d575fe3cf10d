import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { ChevronDown, ChevronUp } from 'lucide-react';

const STEPS = [
  'Open the MoMo app on your phone.',
  'Go to My Account or Statement.',
  'Pick a date range.',
  'Download the statement as PDF.',
  'Upload the PDF here.',
];

export function MomoInstructions() {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Button
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        endIcon={open ? <ChevronUp size={18} /> : <ChevronDown size={18} />}
        sx={{ px: 0 }}
      >
        How to download from MoMo app
      </Button>
      <Collapse in={open}>
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {STEPS.map((step) => (
            <li key={step}>
              <Typography>{step}</Typography>
            </li>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Only statements downloaded directly from the MoMo mobile app are supported.
        </Typography>
      </Collapse>
    </Box>
  );
}
