import { memo } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { UserRound } from 'lucide-react';
import { useRecipients, type InsightsScope } from '@sikalens/api-client';
import { formatCedi, formatDate, formatPhone } from '@sikalens/shared-ui';
import { RecipientRow } from '../../recipients/components/RecipientRow';
import { paymentsText, recipientPath } from '../../recipients/utils/recipient-display';
import { QueryCardBody } from '../../../components/QueryCardBody';
import { DashboardCard } from './DashboardCard';

// Spec section 9: top vendors 10, by payment count.
const FREQUENT_RECIPIENTS = 10;

// The recipient who received the most in the period.
export const TopRecipientCard = memo(function TopRecipientCard({
  scope,
}: {
  scope: InsightsScope;
}) {
  const top = useRecipients({ ...scope, sort: 'spent', pageSize: 1 });
  return (
    <DashboardCard title="Top Recipients" period={top.data?.period.label ?? null}>
      <QueryCardBody
        query={top}
        what="your top recipient"
        skeleton={{ label: 'Loading your top recipient', rows: 1, rowHeight: 72 }}
      >
        {({ items: [recipient] }) =>
          !recipient ? (
            <Typography color="text.secondary">
              No payments to a phone number in this period.
            </Typography>
          ) : (
            <CardActionArea
              component={RouterLink}
              to={recipientPath(recipient.number)}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  flexShrink: 0,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                <UserRound size={22} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {recipient.latestAccountName.trim() || formatPhone(recipient.number)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {paymentsText(recipient.transactionCount)} · last{' '}
                  {formatDate(recipient.latestDate)}
                </Typography>
              </Box>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatCedi(recipient.totalSpent, 0)}
              </Typography>
            </CardActionArea>
          )
        }
      </QueryCardBody>
      {top.data && top.data.totalRecipients > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {formatCedi(top.data.totalSpent, 0)} to {top.data.totalRecipients}{' '}
          {top.data.totalRecipients === 1 ? 'recipient' : 'recipients'}, about{' '}
          {formatCedi(top.data.averagePerRecipient, 0)} each.
        </Typography>
      ) : null}
    </DashboardCard>
  );
});

// Spec: the ten recipients paid most often, each row to their page.
export const FrequentRecipientsCard = memo(function FrequentRecipientsCard({
  scope,
}: {
  scope: InsightsScope;
}) {
  const frequent = useRecipients({ ...scope, sort: 'count', pageSize: FREQUENT_RECIPIENTS });
  const data = frequent.data;
  return (
    <DashboardCard
      title="Frequent Recipients"
      period={data?.period.label ?? null}
      action={
        <Button component={RouterLink} to="/vendors" size="small">
          View All Recipients
        </Button>
      }
    >
      <QueryCardBody
        query={frequent}
        what="your frequent recipients"
        skeleton={{ label: 'Loading frequent recipients', rows: 3, rowHeight: 64 }}
      >
        {(data) =>
          data.items.length === 0 ? (
            <Typography color="text.secondary">No frequent recipients detected yet</Typography>
          ) : (
            <Box
              component="ul"
              aria-label="Frequent recipients"
              sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
            >
              {data.items.map((recipient) => (
                <RecipientRow key={recipient.number} recipient={recipient} />
              ))}
            </Box>
          )
        }
      </QueryCardBody>
    </DashboardCard>
  );
});
