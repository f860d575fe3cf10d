import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Banknote, Calculator, CalendarDays, Receipt } from 'lucide-react';
import type { RecipientDetail } from '@sikalens/api-client';
import { formatCedi, formatDate, formatPhone, PageHeader } from '@sikalens/shared-ui';
import { PaymentHistory } from './PaymentHistory';
import { SpendingTimeline } from './SpendingTimeline';
import { StatCard, StatCards } from '../../../components/StatCard';

const count = new Intl.NumberFormat('en-GH');

// One recipient's figures (whole cedis, spec section 9), timeline and payments.
export function RecipientDetails({ recipient }: { recipient: RecipientDetail }) {
  const name = recipient.latestAccountName.trim();
  const number = formatPhone(recipient.number);
  const facts = [
    { term: 'First payment', value: formatDate(recipient.firstDate) },
    { term: 'Latest payment', value: formatDate(recipient.latestDate) },
    ...(recipient.otherNames.length > 0
      ? [{ term: 'Also named', value: recipient.otherNames.join(' · ') }]
      : []),
  ];
  return (
    <>
      <PageHeader title={name || number} subtitle={name ? number : undefined} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <StatCards columns={4}>
          <StatCard
            label="Total Sent"
            icon={<Banknote size={18} />}
            loading={false}
            value={formatCedi(recipient.totalSpent, 0)}
          />
          <StatCard
            label="Payments"
            icon={<Receipt size={18} />}
            loading={false}
            value={count.format(recipient.transactionCount)}
          />
          <StatCard
            label="Average Payment"
            icon={<Calculator size={18} />}
            loading={false}
            value={formatCedi(recipient.average, 0)}
          />
          <StatCard
            label="Days Active"
            icon={<CalendarDays size={18} />}
            loading={false}
            value={count.format(recipient.daysActive)}
          />
        </StatCards>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(auto-fit, minmax(180px, 1fr))',
            },
            gap: 2,
          }}
        >
          {facts.map(({ term, value }) => (
            <Box key={term} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <SpendingTimeline timeline={recipient.timeline} />
        <PaymentHistory payments={recipient.transactions} recipientName={name} />
      </Box>
    </>
  );
}
