import { memo, useId } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Bot } from 'lucide-react';
import { useShell } from '@sikalens/shared-ui';

// Spec: a Pro user's 'Open Chat' goes to /ai-chat; a free user's 'Upgrade' opens the upgrade
// dialog through the shell.
export const AiPromoCard = memo(function AiPromoCard({ isPro }: { isPro: boolean }) {
  const { openUpgradeDialog } = useShell();
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        bgcolor: 'action.hover',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', display: 'inline-flex' }}>
        <Bot size={32} />
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id={titleId} variant="h5" component="h2">
          Ask about your money
        </Typography>
        <Typography color="text.secondary">
          {isPro
            ? 'How much went on food this month? Who do you send to most? Ask the assistant.'
            : 'Pro members ask the assistant about their spending, fees and budgets in plain words.'}
        </Typography>
      </Box>
      {isPro ? (
        <Button component={RouterLink} to="/ai-chat" variant="contained">
          Open Chat
        </Button>
      ) : (
        <Button variant="contained" onClick={openUpgradeDialog}>
          Upgrade
        </Button>
      )}
    </Paper>
  );
});
