import { authApi, type User } from '../auth/auth-api';
import { ApiError } from '../core/api-error';
import { send } from '../core/api-query';
import { initApiClient } from '../core/configure';
import { hasSession, moveStoredToken } from '../core/token';
import { sendOtpMutation, verifyOtpMutation } from '../generated/@tanstack/react-query.gen';

// The dev user a remote run alone (`npm run dev -w mfe-x`) signs in as: a real account in the
// local API, signed in through the real code flow, reading the code from the dev outbox (which the
// API only serves outside production, to this machine).
export const DEV_ACCOUNT = {
  phone: '0241234567',
  email: 'ama.dev@example.com',
  firstName: 'Ama',
  lastName: 'Mensah',
};

type OutboxEntry = { to: string; code: string; sentAt: string };

const OUTBOX_ATTEMPTS = 10;

async function codeFromOutbox(email: string, after: string): Promise<string | null> {
  for (let attempt = 0; attempt < OUTBOX_ATTEMPTS; attempt += 1) {
    const response = await fetch(`/api/dev/outbox?kind=code&to=${encodeURIComponent(email)}`);
    if (response.ok) {
      const entries = (await response.json()) as OutboxEntry[];
      const entry = entries.find((candidate) => candidate.sentAt > after);
      if (entry) return entry.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return null;
}

const NO_CODE = 'No code in the dev outbox: is the API running in development?';

// An existing dev account signs in; the first run (404 ACCOUNT_NOT_FOUND) registers it. The API
// sets the session cookie on the dev server's origin (its proxy passes Set-Cookie through).
export async function signInWithCode(): Promise<User> {
  const { phone, email } = DEV_ACCOUNT;
  const after = new Date(Date.now() - 1000).toISOString();
  try {
    await send(sendOtpMutation(), { body: { identifier: email } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    await send(sendOtpMutation(), { body: DEV_ACCOUNT });
    const code = await codeFromOutbox(email, after);
    if (!code) throw new Error(NO_CODE, { cause: error });
    return (await send(verifyOtpMutation(), { body: { phone, email, code } })).user;
  }
  const code = await codeFromOutbox(email, after);
  if (!code) throw new Error(NO_CODE);
  return (await send(verifyOtpMutation(), { body: { identifier: email, code } })).user;
}

// Sets up the API client for a standalone remote and signs the dev user in (or reuses the
// session cookie this dev server's origin already has). Returns the user, or null when the API is not
// reachable, so the page still renders and its requests show their error states. The bootstrap
// hands it to mountStandaloneRemote, whose DevProviders seeds the session query with it (DEV_USER
// for null): the data hooks follow that, as they follow the shell's AuthProvider.
export async function startDevSession(): Promise<User | null> {
  initApiClient();
  await moveStoredToken();
  try {
    if (hasSession()) return await authApi.me();
  } catch {
    // Refused or out of reach: sign in again below.
  }
  try {
    return await signInWithCode();
  } catch (error) {
    // eslint-disable-next-line no-console -- the developer running the remote needs to see why
    console.warn('[dev] could not sign the dev user in; start the API with `npm start`', error);
    return null;
  }
}
