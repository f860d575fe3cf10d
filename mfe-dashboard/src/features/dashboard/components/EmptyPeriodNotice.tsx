import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CalendarX } from 'lucide-react';
import { EmptyState } from '@sikalens/shared-ui';

type EmptyPeriodNoticeProps = {
  // The period chosen ("November 2026").
  period: string;
  // The months of the statements the user may see ("February–September 2024"): on the free plan,
  // those in its window (the API's summary.coverage).
  covered: string;
  // On the free plan: the months are the plan's, which may be fewer than the statements'.
  freePlan: boolean;
  // The latest month with transactions ("September 2024"), the button's way out.
  latestMonth: string;
  onShowLatest: () => void;
};

// A calendar period the statements do not reach (issue 30): said in words, with the way to the
// latest month that has figures, instead of ₵0 cards.
export function EmptyPeriodNotice({
  period,
  covered,
  freePlan,
  latestMonth,
  onShowLatest,
}: EmptyPeriodNoticeProps) {
  return (
    <Box
      role="status"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, borderStyle: 'dashed' }}
    >
      <EmptyState
        icon={<CalendarX size={32} />}
        title={`No transactions in ${period}.`}
        hint={
          freePlan
            ? `You can see ${covered} on the free plan.`
            : `Your statements cover ${covered}.`
        }
        action={
          <Button variant="contained" onClick={onShowLatest} sx={{ minHeight: 44 }}>
            Show {latestMonth}
          </Button>
        }
      />
    </Box>
  );
}
