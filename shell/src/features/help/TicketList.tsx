import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  useCloseSupportTicket,
  useSupportTickets,
  type SupportTicket,
} from '@sikalens/api-client';
import { formatDateTime, ListSkeleton, LoadError, useToast } from '@sikalens/shared-ui';

// The user's support requests, newest first, each with its status.
export function TicketList() {
  const tickets = useSupportTickets();
  if (tickets.isPending) {
    return <ListSkeleton label="Loading your requests" rows={2} rowHeight={96} />;
  }
  if (tickets.isError && !tickets.data) {
    return (
      <LoadError onRetry={() => void tickets.refetch()}>
        Your support requests could not be loaded. {errorMessage(tickets.error)}
      </LoadError>
    );
  }
  const list = tickets.data ?? [];
  if (list.length === 0) {
    return (
      <Typography color="text.secondary">
        No requests yet. Messages you send with the form above show here with their status.
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label="Your support requests"
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
    >
      {list.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} />
      ))}
    </Box>
  );
}

function TicketRow({ ticket }: { ticket: SupportTicket }) {
  const close = useCloseSupportTicket();
  const { toast } = useToast();
  const open = ticket.status === 'open';
  return (
    <Box
      component="li"
      aria-label={`Request #${ticket.number}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          #{ticket.number} · {ticket.topicLabel}
        </Typography>
        <Chip size="small" color={open ? 'info' : 'default'} label={open ? 'Open' : 'Closed'} />
        {ticket.priority ? <Chip size="small" color="warning" label="Priority" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Sent {formatDateTime(ticket.createdAt)}
        {ticket.closedAt ? ` · closed ${formatDateTime(ticket.closedAt)}` : ''}
        {ticket.statementName ? ` · statement shared: ${ticket.statementName}` : ''}
        {ticket.errorCode ? ` · error ${ticket.errorCode}` : ''}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {ticket.message}
      </Typography>
      {open ? (
        <Box>
          <Button
            size="small"
            loading={close.isPending}
            onClick={() =>
              close.mutate(ticket.id, {
                onError: (error) =>
                  toast({
                    title: 'Failed to close the request',
                    description: errorMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
            sx={{ minHeight: 44 }}
          >
            Close request
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
