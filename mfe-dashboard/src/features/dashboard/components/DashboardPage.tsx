import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button } from '@mui/material';
import { Upload } from 'lucide-react';
import {
  PageHeader,
  greetingName,
  timeOfDayGreeting,
  useAuth,
  useShell,
} from '@sikalens/shared-ui';
import { WalletsSection } from '../../wallets/components/WalletsSection';

export function DashboardPage() {
  const { user } = useAuth();
  const { openUpgradeDialog } = useShell();
  const name = greetingName(user);

  return (
    <>
      <PageHeader
        title={`${timeOfDayGreeting(new Date())}${name ? `, ${name}` : ''}`}
        subtitle="Here is where your money went."
        actions={
          <Button
            component={RouterLink}
            to="/upload"
            variant="contained"
            startIcon={<Upload size={18} />}
          >
            Upload Statement
          </Button>
        }
      />
      {user && !user.isPro ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={openUpgradeDialog}>
              Upgrade
            </Button>
          }
        >
          Upgrade to Pro for the AI assistant, insights and premium exports.
        </Alert>
      ) : null}
      <Box sx={{ mt: 3 }}>
        <WalletsSection />
      </Box>
    </>
  );
}
