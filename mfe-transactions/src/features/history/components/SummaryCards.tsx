import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ArrowDownLeft, ArrowUpRight, ListOrdered } from 'lucide-react';
import type { TransactionTotals } from '@sikalens/api-client';
import { formatCedi } from '@sikalens/shared-ui';

const count = new Intl.NumberFormat('en-GH');

type SummaryCardProps = {
  label: string;
  icon: ReactNode;
  value: string | null;
  loading: boolean;
  color?: string;
};

function SummaryCard({ label, icon, value, loading, color }: SummaryCardProps) {
  const id = `summary-${label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 0.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
        <Box component="span" aria-hidden sx={{ display: 'inline-flex', color }}>
          {icon}
        </Box>
        <Typography id={id} variant="body2" component="h2" color="text.secondary">
          {label}
        </Typography>
      </Box>
      {value === null && loading ? (
        <Skeleton width="60%" height={36} />
      ) : (
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', color }}
        >
          {value ?? '—'}
        </Typography>
      )}
    </Paper>
  );
}

type SummaryCardsProps = { totals: TransactionTotals | undefined; loading: boolean };

// Totals of the whole filtered set (every page), computed by the server.
export function SummaryCards({ totals, loading }: SummaryCardsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <SummaryCard
        label="Total Transactions"
        icon={<ListOrdered size={18} />}
        value={totals ? count.format(totals.count) : null}
        loading={loading}
      />
      <SummaryCard
        label="Total Incoming"
        icon={<ArrowDownLeft size={18} />}
        value={totals ? formatCedi(totals.incoming) : null}
        loading={loading}
        color="success.main"
      />
      <SummaryCard
        label="Total Outgoing"
        icon={<ArrowUpRight size={18} />}
        value={totals ? formatCedi(totals.outgoing) : null}
        loading={loading}
      />
    </Box>
  );
}
