import type { AlertChannel, BudgetAlert, SaveBudgetAlertRequest } from '@sikalens/api-client';
import type { FieldMessages } from '@sikalens/shared-ui';

const DEFAULT_THRESHOLD = 80;
// 50% to 100% in steps of 5; a threshold set another way (the API takes 1–100) is offered too.
const STEPS = Array.from({ length: 11 }, (_, index) => 50 + index * 5);

export function thresholdOptions(current: number): number[] {
  return STEPS.includes(current) ? STEPS : [...STEPS, current].sort((a, b) => a - b);
}

export const CHANNELS: { value: AlertChannel; label: string }[] = [
  { value: 'in_app', label: 'In-app' },
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
];

export type AlertForm = {
  thresholdPercent: number;
  channels: AlertChannel[];
  enabled: boolean;
};

// A new alert: 80%, in the app, on.
export function alertForm(alert: BudgetAlert | undefined): AlertForm {
  return alert
    ? { thresholdPercent: alert.thresholdPercent, channels: alert.channels, enabled: alert.enabled }
    : { thresholdPercent: DEFAULT_THRESHOLD, channels: ['in_app'], enabled: true };
}

export function toggleChannel(form: AlertForm, channel: AlertChannel, on: boolean): AlertForm {
  const others = form.channels.filter((value) => value !== channel);
  const channels = on ? [...others, channel] : others;
  // Kept in the order the dialog shows them.
  return {
    ...form,
    channels: CHANNELS.map(({ value }) => value).filter((value) => channels.includes(value)),
  };
}

export const NO_CHANNEL = 'Choose at least one channel';

export function alertRequest(form: AlertForm): SaveBudgetAlertRequest | null {
  if (form.channels.length === 0) return null;
  return {
    thresholdPercent: form.thresholdPercent,
    channels: form.channels,
    enabled: form.enabled,
  };
}

// The dialog's messages: the one thing to get wrong is leaving no channel.
export function alertFormErrors(form: AlertForm): FieldMessages<AlertForm> {
  return alertRequest(form) ? {} : { channels: NO_CHANNEL };
}

// "at 80%, in-app and e-mail" for the saved toast and the row's label.
export function alertSummary(alert: Pick<BudgetAlert, 'thresholdPercent' | 'channels'>): string {
  const names = CHANNELS.filter(({ value }) => alert.channels.includes(value)).map(
    ({ value, label }) => (value === 'in_app' ? 'in the app' : `by ${label}`),
  );
  const list =
    names.length > 1
      ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
      : (names[0] ?? '');
  return `at ${alert.thresholdPercent}% of the budget, ${list}`;
}
