import { QueryFailedError } from 'typeorm';

// The PostgreSQL error codes (SQLSTATE) the API answers or retries on.
const PgErrorCode = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  // A value longer than its column.
  STRING_DATA_RIGHT_TRUNCATION: '22001',
  // A NUL in a text value.
  CHARACTER_NOT_IN_REPERTOIRE: '22021',
  // A \u0000 in jsonb.
  UNTRANSLATABLE_CHARACTER: '22P05',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
} as const;

type DriverError = { code?: unknown; constraint?: unknown };

const driverErrorOf = (error: unknown): DriverError | null =>
  error instanceof QueryFailedError
    ? ((error.driverError as DriverError | undefined) ?? null)
    : null;

/** The SQLSTATE of a failed query ('23505'), or null when error is not one. */
export function pgErrorCode(error: unknown): string | null {
  const code = driverErrorOf(error)?.code;
  return typeof code === 'string' ? code : null;
}

function violates(error: unknown, code: string, constraint: string | undefined): boolean {
  const driver = driverErrorOf(error);
  if (driver?.code !== code) return false;
  return constraint === undefined || driver.constraint === constraint;
}

/** The name of the constraint a failed query broke, or null. */
export function violatedConstraint(error: unknown): string | null {
  const constraint = driverErrorOf(error)?.constraint;
  return typeof constraint === 'string' ? constraint : null;
}

/** A unique violation (23505), on that constraint when one is named. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  violates(error, PgErrorCode.UNIQUE_VIOLATION, constraint);

/** A foreign-key violation (23503), on that constraint when one is named. */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  violates(error, PgErrorCode.FOREIGN_KEY_VIOLATION, constraint);

/** Text PostgreSQL cannot store: a NUL in a text value (22021) or a \u0000 in jsonb (22P05). */
export const isUnstorableText = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return (
    code === PgErrorCode.CHARACTER_NOT_IN_REPERTOIRE ||
    code === PgErrorCode.UNTRANSLATABLE_CHARACTER
  );
};

/** A value longer than its column (22001). */
export const isValueTooLong = (error: unknown): boolean =>
  pgErrorCode(error) === PgErrorCode.STRING_DATA_RIGHT_TRUNCATION;

/**
 * A deadlock (40P01) or serialisation failure (40001): PostgreSQL cancelled this side of a
 * conflict, and running the transaction again can succeed.
 */
export const isTransientConflict = (error: unknown): boolean => {
  const code = pgErrorCode(error);
  return code === PgErrorCode.DEADLOCK_DETECTED || code === PgErrorCode.SERIALIZATION_FAILURE;
};

/**
 * How a log names a database error: its PostgreSQL error class only, since messages can quote
 * statement values (a failed import's log). Null when the error did not come from a query.
 */
export function databaseFailure(error: unknown): string | null {
  return error instanceof QueryFailedError
    ? `database error ${pgErrorCode(error) ?? 'unknown'}`
    : null;
}
