import { useSearchParams } from '@sikalens/router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Button from '@mui/material/Button';
import { LifeBuoy } from 'lucide-react';
import { Link as RouterLink } from '@sikalens/router';
import { HELP_PATH, PageHeader } from '@sikalens/shared-ui';
import { ProfileTab } from './components/ProfileTab';
import { SecurityTab } from './components/SecurityTab';
import { DataTab } from './components/DataTab';
import { AppearanceTab } from './components/AppearanceTab';
import { NotificationsTab } from './components/NotificationsTab';

// Spec section 2: five tabs, in this order. ?tab=security opens one directly (the security alert
// e-mail points there).
const TABS = [
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
  { id: 'security', label: 'Security', Panel: SecurityTab },
  { id: 'data', label: 'Data', Panel: DataTab },
  { id: 'appearance', label: 'Appearance', Panel: AppearanceTab },
  { id: 'notifications', label: 'Notifications', Panel: NotificationsTab },
] as const;

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const index = Math.max(
    0,
    TABS.findIndex(({ id }) => id === params.get('tab')),
  );
  const { id: current, Panel } = TABS[index] ?? TABS[0];
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Your profile, security, data, appearance and notifications."
        actions={
          <Button
            component={RouterLink}
            to={HELP_PATH}
            variant="outlined"
            startIcon={<LifeBuoy size={18} />}
            sx={{ minHeight: 44 }}
          >
            Help & Support
          </Button>
        }
      />
      <Tabs
        value={index}
        onChange={(_event, next: number) =>
          setParams(next === 0 ? {} : { tab: TABS[next]?.id ?? 'profile' }, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ id, label }) => (
          <Tab
            key={id}
            label={label}
            id={`settings-tab-${id}`}
            aria-controls={`settings-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`settings-panel-${current}`}
        aria-labelledby={`settings-tab-${current}`}
      >
        <Panel />
      </Box>
    </>
  );
}
