import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@sikalens/router';
import { CircleCheckBig } from 'lucide-react';
import { EmptyState } from '@sikalens/shared-ui';

type AllCategorisedProps = { categorised: number };

export function AllCategorised({ categorised }: AllCategorisedProps) {
  const hint =
    categorised > 0
      ? `You categorized ${categorised} ${categorised === 1 ? 'transaction' : 'transactions'} this time. Your spending breakdown is up to date.`
      : 'Every transaction has a category. New ones from your next statement will show up here.';
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <EmptyState
        icon={
          <Box sx={{ color: 'success.main' }}>
            <CircleCheckBig size={40} />
          </Box>
        }
        title="All transactions categorized!"
        hint={hint}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
            <Button
              component={RouterLink}
              to="/dashboard"
              variant="contained"
              sx={{ minHeight: 44 }}
            >
              Back to Dashboard
            </Button>
            <Button
              component={RouterLink}
              to="/transactions"
              variant="outlined"
              sx={{ minHeight: 44 }}
            >
              View Transactions
            </Button>
          </Box>
        }
      />
    </Box>
  );
}
