import { client } from '../generated/client.gen';
import { toApiError } from './api-error';
import { forgetSession } from './token';

export type ApiClientOptions = {
  // Where the API is ('' = this origin).
  baseUrl?: string;
  // How requests are sent (default: the page's fetch). The API's server renderer sends them to
  // itself with the visitor's cookie, per render (docs/frontend.md, server rendering).
  fetch?: typeof fetch;
};

// Every remote bundles its own copy of this client (it is not a shared singleton), so the shell's
// setup must reach copies it never imports: it is kept on the page under a global symbol that
// every copy reads.
const OPTIONS = Symbol.for('sikalens.api-client.options');
type Page = typeof globalThis & { [OPTIONS]?: ApiClientOptions };

// Until the shell (or a standalone remote's bootstrap) sets it up: this origin.
const DEFAULTS: ApiClientOptions = { baseUrl: '' };

function options(): ApiClientOptions {
  return (globalThis as Page)[OPTIONS] ?? DEFAULTS;
}

// Dispatched on the window when the API answers 401 to any request of any copy of this client: the
// session ended (revoked from another tab or device, expired, idle). The shell signs out and shows
// the sign-in page. The API has cleared the session cookie in that answer.
export const SESSION_ENDED_EVENT = 'sikalens:session-ended';

// Every failed request of this copy: a 401 means the session ended (ADR 0023), anything else is
// only this request's failure. Returns the normalised error.
export function onErrorResponse(error: unknown, response: Pick<Response, 'status'> | undefined) {
  if (response?.status === 401) {
    forgetSession();
    try {
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    } catch {
      // No window (a test without one).
    }
  }
  return toApiError(error, response as Response | undefined);
}

let configured = false;

// Sets up this copy's generated client once: base URL, the session cookie sent with every
// request, errors normalised (spec section 8). Each *-api.ts module calls it on import. The
// browser sends no Authorization header: the session is the HttpOnly cookie (ADR 0023).
export function configureApiClient(): void {
  if (configured) return;
  configured = true;
  client.setConfig({
    baseUrl: options().baseUrl ?? '',
    credentials: 'include',
    throwOnError: true,
    // Asked at each request, so the setup made after this copy loaded is the one used.
    fetch: (...args: Parameters<typeof fetch>) => (options().fetch ?? globalThis.fetch)(...args),
  });
  client.interceptors.error.use(onErrorResponse);
}

// Called once by the shell's bootstrap (and a standalone remote's), before any remote loads.
export function initApiClient(next: ApiClientOptions = {}): void {
  (globalThis as Page)[OPTIONS] = { baseUrl: '', ...next };
  client.setConfig({ baseUrl: next.baseUrl ?? '' });
  configureApiClient();
}
