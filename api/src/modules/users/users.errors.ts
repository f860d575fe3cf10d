import { AppError } from '../../common/errors/app-error';

// The account a request names does not exist (any more): the users module's own refusal, which
// sign-in, contact changes and account deletion give too.
export const accountNotFound = () =>
  new AppError(
    404,
    'ACCOUNT_NOT_FOUND',
    'No account found for this phone number or e-mail. Create an account first.',
  );
