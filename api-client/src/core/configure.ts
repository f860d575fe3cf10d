import { client } from '../generated/client.gen';
import { toApiError } from './api-error';
import { readToken } from './token';

export type ApiClientOptions = {
  // The session token for each request (the shell's sign-in state); null: no Authorization.
  getToken: () => string | null;
  // Where the API is ('' = this origin).
  baseUrl?: string;
};

// Every remote bundles its own copy of this client (it is not a shared singleton), so the shell's
// setup must reach copies it never imports: it is kept on the page under a global symbol that
// every copy reads at each request.
const OPTIONS = Symbol.for('sikalens.api-client.options');
type Page = typeof globalThis & { [OPTIONS]?: ApiClientOptions };

// Until the shell (or a standalone remote's bootstrap) sets it up: this origin, the stored token.
const DEFAULTS: ApiClientOptions = { getToken: readToken, baseUrl: '' };

function options(): ApiClientOptions {
  return (globalThis as Page)[OPTIONS] ?? DEFAULTS;
}

// The Authorization header for the next request, from the shell's session.
export function authorizationHeader(): string | null {
  const token = options().getToken();
  return token ? `Bearer ${token}` : null;
}

let configured = false;

// Sets up this copy's generated client once: base URL, bearer token, cookies, errors normalised
// (spec section 8). Each *-api.ts module calls it on import.
export function configureApiClient(): void {
  if (configured) return;
  configured = true;
  client.setConfig({
    baseUrl: options().baseUrl ?? '',
    credentials: 'include',
    throwOnError: true,
  });
  client.interceptors.request.use((request) => {
    const authorization = authorizationHeader();
    if (authorization) request.headers.set('Authorization', authorization);
    return request;
  });
  client.interceptors.error.use((error, response) => toApiError(error, response));
}

// Called once by the shell's bootstrap (and a standalone remote's), before any remote loads.
export function initApiClient(next: ApiClientOptions): void {
  (globalThis as Page)[OPTIONS] = { baseUrl: '', ...next };
  client.setConfig({ baseUrl: next.baseUrl ?? '' });
  configureApiClient();
}
