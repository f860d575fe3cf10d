import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { PageHeader } from '@sikalens/shared-ui';
import { ProfileTab } from './components/ProfileTab';
import { SecurityTab } from './components/SecurityTab';
import { AppearanceTab } from './components/AppearanceTab';
import { NotificationsTab } from './components/NotificationsTab';

const TABS = [
  { id: 'profile', label: 'Profile', Panel: ProfileTab },
  { id: 'security', label: 'Security', Panel: SecurityTab },
  { id: 'appearance', label: 'Appearance', Panel: AppearanceTab },
  { id: 'notifications', label: 'Notifications', Panel: NotificationsTab },
] as const;

export function SettingsPage() {
  const [tab, setTab] = useState(0);
  const Panel = (TABS[tab] ?? TABS[0]).Panel;
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Your profile, security, appearance and notifications."
      />
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
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
      <Box role="tabpanel" id={`settings-panel-${TABS[tab]?.id ?? 'profile'}`}>
        <Panel />
      </Box>
    </>
  );
}
