import { memo, useId } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AppNotification } from '@sikalens/api-client';
import type { SpendingAlert } from '../utils/alerts';

type SpendingAlertsProps = {
  alerts: SpendingAlert[];
  // Unread in-app notifications (the user's own budget alerts, Pro), newest first.
  notifications?: AppNotification[];
  onDismiss?: (notification: AppNotification) => void;
};

// Spec: spending alerts (a payment above ₵300; more than 20 uncategorised), plus budgets past
// 80% and 100%, after the budget alerts the user set up and has not dismissed yet. Nothing is
// shown when there is nothing to say.
export const SpendingAlerts = memo(function SpendingAlerts({
  alerts,
  notifications = [],
  onDismiss,
}: SpendingAlertsProps) {
  const titleId = useId();
  if (alerts.length === 0 && notifications.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={titleId} variant="h5" component="h2">
        Spending Alerts
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {notifications.map((notification) => (
          <li key={notification.id} aria-label={notification.title}>
            <Alert
              role="status"
              severity="warning"
              action={
                onDismiss ? (
                  <Button
                    color="inherit"
                    size="small"
                    aria-label={`Dismiss: ${notification.title}`}
                    onClick={() => onDismiss(notification)}
                  >
                    Dismiss
                  </Button>
                ) : undefined
              }
            >
              <AlertTitle>{notification.title}</AlertTitle>
              {notification.body}
            </Alert>
          </li>
        ))}
        {alerts.map((alert) => (
          <li key={alert.id}>
            <Alert
              // Read with the page, not announced as urgent on every load.
              role="status"
              severity={alert.severity}
              action={
                alert.link ? (
                  <Button component={RouterLink} to={alert.link.to} color="inherit" size="small">
                    {alert.link.label}
                  </Button>
                ) : undefined
              }
            >
              {alert.text}
            </Alert>
          </li>
        ))}
      </Box>
    </Box>
  );
});
