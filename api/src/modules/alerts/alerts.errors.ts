import { AppError } from '../../common/errors/app-error';
import { validationFailed } from '../../common/errors/common.errors';

const AlertErrorCode = {
  BUDGET_ALERT_NOT_FOUND: 'BUDGET_ALERT_NOT_FOUND',
} as const;

export const ALERT_MESSAGES = {
  threshold: 'thresholdPercent must be a whole number from 1 to 100',
  channels: 'channels must be one or more of in_app, email and sms',
  channelsUnique: 'channels must name each channel once',
  enabled: 'enabled must be true or false',
} as const;

export const PRO_FEATURE = 'Custom budget alerts';

export const budgetRequired = () =>
  validationFailed('Set a monthly budget on this category first, then add an alert to it.');

export const emailRequired = () =>
  validationFailed(
    'E-mail alerts need an e-mail address on your account. Add one, or choose another channel.',
    'channels',
  );

export const phoneRequired = () =>
  validationFailed(
    'SMS alerts need a phone number on your account. Add one, or choose another channel.',
    'channels',
  );

export const channelUnavailable = (channel: 'email' | 'sms') =>
  validationFailed(
    `${channel === 'email' ? 'E-mail' : 'SMS'} alerts are not available on this server. Choose another channel.`,
    'channels',
  );

export const budgetAlertNotFound = () =>
  new AppError(404, AlertErrorCode.BUDGET_ALERT_NOT_FOUND, 'No alert is set on this category.');
