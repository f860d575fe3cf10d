// The query cache a page rendered on the server was drawn from (api/src/common/web/server-render.ts
// puts it in the HTML as JSON, not as a script): the app starts from it, so the live page shows the
// same figures without asking the API again, and the signed-in user is known without `me`.
import type { DehydratedState } from '@tanstack/react-query';

const SERVER_STATE_ID = 'sikalens-server-state';

let taken = false;

// Once per page: the state, parsed, or null when the page was not rendered on the server.
export function takeServerState(): DehydratedState | null {
  if (taken) return null;
  taken = true;
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

// Whether this page came rendered on the server (its user is in the state).
export function serverRendered(): boolean {
  return document.getElementById(SERVER_STATE_ID) !== null;
}
