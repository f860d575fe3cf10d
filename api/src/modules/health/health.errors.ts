import { AppError } from '../../common/errors/app-error';

const HealthErrorCode = { DATABASE_DOWN: 'DATABASE_DOWN' } as const;

export const databaseDown = () =>
  new AppError(
    503,
    HealthErrorCode.DATABASE_DOWN,
    'The database is not reachable. Please try again shortly.',
  );
