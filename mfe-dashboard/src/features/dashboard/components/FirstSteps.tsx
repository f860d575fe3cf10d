import { useState } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CircleCheck, FileText, WalletIcon } from 'lucide-react';
import { lazyDialog } from '@sikalens/shared-ui';

// The wallets feature's dialog, loaded when first opened.
const AddWalletDialog = lazyDialog(
  async () => (await import('../../wallets/components/AddWalletDialog')).AddWalletDialog,
);

// What a new user does first: add the wallet their statements are for, then upload one.
export type FirstStep = 'wallet' | 'statement';

const STEPS: readonly { step: FirstStep; title: string; hint: string }[] = [
  {
    step: 'wallet',
    title: 'Add your MoMo wallet',
    hint: 'The MTN MoMo number your statements are for.',
  },
  {
    step: 'statement',
    title: 'Upload a statement',
    hint: 'The PDF from the MoMo app: your spending, fees and E-Levy show here.',
  },
];

// A new user's dashboard leads with what to do (issue 30), not four ₵0 cards: the step they are
// at, its button, and the step after it. Rendered on the server too (it only needs the wallets
// and whether there are transactions).
export function FirstSteps({ step }: { step: FirstStep }) {
  const [adding, setAdding] = useState(false);
  const at = STEPS.findIndex((item) => item.step === step);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="first-steps-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id="first-steps-heading" variant="h3" component="h2">
          Get started
        </Typography>
        <Typography color="text.secondary">
          No transactions yet. Two steps to see where your money goes.
        </Typography>
      </Box>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {STEPS.map((item, index) => {
          const done = index < at;
          const current = index === at;
          return (
            <Box
              component="li"
              key={item.step}
              aria-current={current ? 'step' : undefined}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                columnGap: 1.5,
                alignItems: 'start',
                color: current || done ? 'text.primary' : 'text.secondary',
              }}
            >
              <Box
                aria-hidden
                sx={{ display: 'inline-flex', color: done ? 'success.main' : 'inherit', pt: 0.25 }}
              >
                {done ? (
                  <CircleCheck size={22} />
                ) : item.step === 'wallet' ? (
                  <WalletIcon size={22} />
                ) : (
                  <FileText size={22} />
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: current ? 700 : 500 }}>
                  {index + 1}. {item.title}
                  {done ? (
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {' '}
                      · Done
                    </Box>
                  ) : null}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.hint}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box>
        {step === 'wallet' ? (
          <Button variant="contained" sx={{ minHeight: 44 }} onClick={() => setAdding(true)}>
            Add your MoMo wallet
          </Button>
        ) : (
          <Button component={RouterLink} to="/upload" variant="contained" sx={{ minHeight: 44 }}>
            Upload a statement
          </Button>
        )}
      </Box>
      <AddWalletDialog open={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
