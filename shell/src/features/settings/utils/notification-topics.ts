import type { ChannelPreferences } from '@sikalens/api-client';

export type Choice = Omit<ChannelPreferences, 'available'>;

// The messages a channel can carry besides sign-in codes; the Notifications tab lists them too.
export const TOPICS: { key: keyof Choice; label: string; help: string }[] = [
  {
    key: 'securityAlerts',
    label: 'Security alerts',
    help: 'A sign-in from a new browser, or a change of phone or e-mail.',
  },
  {
    key: 'statementProcessed',
    label: 'Statement processed',
    help: 'When a statement you uploaded has been read.',
  },
  {
    key: 'budgetAlerts',
    label: 'Budget alerts',
    help: 'The alerts you set on categories (Pro) may use this channel.',
  },
];
