import { createHmac, timingSafeEqual } from 'node:crypto';

// Issue 27: the previous phone or e-mail can undo a change for 7 days, by a one-time link in the
// alert it is sent. The link carries the undo's id and an HMAC of it under the code secret, so no
// token is stored anywhere (not in the database, nor in the alert's queued job): only the alert
// itself holds it. 16 bytes of id and 16 of HMAC, base64url: 43 characters.
export const UNDO_DAYS = 7;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const mac = (secret: string, id: string): Buffer =>
  createHmac('sha256', secret).update(`contact-undo:${id}`).digest().subarray(0, 16);

export function undoToken(secret: string, id: string): string {
  const idBytes = Buffer.from(id.replace(/-/g, ''), 'hex');
  return Buffer.concat([idBytes, mac(secret, id)]).toString('base64url');
}

/**
 * The undo's id a token names, or null when it is malformed or its HMAC matches none of the
 * secrets (CODE_SECRET's ring, newest first: a link sent before a rotation still works).
 */
export function undoIdOf(secrets: readonly string[], token: string): string | null {
  if (!TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Only the one spelling of these bytes: the last character carries two spare bits, and a token
  // differing there would otherwise name the same undo.
  if (bytes.length !== 32 || bytes.toString('base64url') !== token) return null;
  const hex = bytes.subarray(0, 16).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const given = bytes.subarray(16);
  return secrets.some((secret) => timingSafeEqual(mac(secret, id), given)) ? id : null;
}

/**
 * The page that undoes the change. The token goes after '#', so it never reaches a server's logs
 * or a Referer header; the page posts it to POST /api/auth/contact/undo when the user confirms (a
 * mail scanner that opens links undoes nothing).
 */
export const undoLink = (appUrl: string, secret: string, id: string): string =>
  `${appUrl.replace(/\/$/, '')}/undo-change#${undoToken(secret, id)}`;
