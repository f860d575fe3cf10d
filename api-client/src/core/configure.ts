import { client } from '../generated/client.gen';
import { toApiError } from './api-error';
import { readToken } from './token';

let configured = false;

// One place sets up the generated client: same-origin base URL, the bearer token from
// local storage on every call, cookies always sent, and errors normalised (spec section 8).
export function configureApiClient(baseUrl = ''): void {
  if (configured) return;
  configured = true;
  client.setConfig({ baseUrl, credentials: 'include', throwOnError: true });
  client.interceptors.request.use((request) => {
    const token = readToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.error.use((error, response) => toApiError(error, response));
}
