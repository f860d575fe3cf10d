import { AppError } from '../../common/errors/app-error';

const SupportErrorCode = {
  TICKET_NOT_FOUND: 'TICKET_NOT_FOUND',
  TOO_MANY_TICKETS: 'TOO_MANY_TICKETS',
} as const;

export const MAX_TICKETS_PER_HOUR = 5;
export const MAX_TICKETS_PER_DAY = 20;

export const ticketNotFound = () =>
  new AppError(404, SupportErrorCode.TICKET_NOT_FOUND, 'Support request not found.');

export const tooManyTickets = (perDay: boolean, retryAfterSeconds: number) =>
  new AppError(
    429,
    SupportErrorCode.TOO_MANY_TICKETS,
    perDay
      ? `You've sent ${MAX_TICKETS_PER_DAY} messages to support today. We'll answer those first; try again tomorrow.`
      : `You've sent ${MAX_TICKETS_PER_HOUR} messages to support in the last hour. We'll answer those first; try again later.`,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
