import { QueryFailedError } from 'typeorm';
import {
  isForeignKeyViolation,
  isTransientConflict,
  isUniqueViolation,
  isUnstorableText,
  isValueTooLong,
  pgErrorCode,
  violatedConstraint,
} from './pg-errors';

const failed = (code: string, constraint?: string) =>
  new QueryFailedError('INSERT …', [], Object.assign(new Error('failed'), { code, constraint }));

describe('pg-errors', () => {
  it('reads the SQLSTATE and constraint of a failed query only', () => {
    expect(pgErrorCode(failed('23505', 'users_phone_key'))).toBe('23505');
    expect(violatedConstraint(failed('23505', 'users_phone_key'))).toBe('users_phone_key');
    expect(violatedConstraint(failed('23505'))).toBeNull();
    // A driver error outside a QueryFailedError (or anything else) is not a failed query.
    expect(pgErrorCode(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(pgErrorCode(null)).toBeNull();
    expect(pgErrorCode(new QueryFailedError('SELECT 1', [], new Error('no code')))).toBeNull();
  });

  it('tells a unique violation, on a named constraint when asked', () => {
    const error = failed('23505', 'wallets_user_momo_number_key');
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'wallets_user_momo_number_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_phone_key')).toBe(false);
    expect(isUniqueViolation(failed('23503', 'wallets_user_momo_number_key'))).toBe(false);
  });

  it('tells a foreign-key violation', () => {
    expect(isForeignKeyViolation(failed('23503', 'transactions_upload_id_fkey'))).toBe(true);
    expect(isForeignKeyViolation(failed('23503'), 'transactions_upload_id_fkey')).toBe(false);
    expect(isForeignKeyViolation(failed('23505'))).toBe(false);
  });

  it.each([
    ['22021', isUnstorableText],
    ['22P05', isUnstorableText],
    ['22001', isValueTooLong],
    ['40001', isTransientConflict],
    ['40P01', isTransientConflict],
  ])('reads %s', (code, check) => {
    expect(check(failed(code))).toBe(true);
    expect(check(failed('23505'))).toBe(false);
    expect(check(new Error(code))).toBe(false);
  });
});
