import { AppError } from '../../common/errors/app-error';

const NotificationErrorCode = {
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
} as const;

// Also for another user's notification: whose it is stays unsaid.
export const notificationNotFound = () =>
  new AppError(404, NotificationErrorCode.NOTIFICATION_NOT_FOUND, 'Notification not found.');
