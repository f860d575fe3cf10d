import type { ChannelPreferences } from '@sikalens/api-client';

// Security alerts are not a choice (issue 27): they protect the account and are always sent.
export type Choice = Omit<ChannelPreferences, 'available' | 'securityAlerts'>;

// The messages a channel can carry besides sign-in codes and security alerts, which the user
// switches; the Notifications tab lists them too.
export const TOPICS: { key: keyof Choice; label: string; help: string }[] = [
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
