import { createHmac } from 'node:crypto';
import { secretsEqual } from './secrets';

/*
 * The content preview's secret travels in a URL once (the editor's link, `?secret=`). The proxy then
 * answers with a redirect to the same page without it and a short-lived, HttpOnly cookie holding a session
 * token derived from the secret, so the secret does not stay in the address bar, the history, shared links
 * or a Referer header. The token expires (`PREVIEW_SESSION_SECONDS`) and dies with the secret when it is
 * rotated.
 */

export const PREVIEW_COOKIE = 'eldorado-preview';
export const PREVIEW_SESSION_SECONDS = 60 * 60;

const signature = (secret: string, expiresAtMs: number) =>
  createHmac('sha256', secret).update(`preview-session:${expiresAtMs}`).digest('base64url');

/** `<expiry ms>.<HMAC of it under the secret>`. */
export function previewSessionToken(secret: string, nowMs: number): string {
  const expiresAtMs = nowMs + PREVIEW_SESSION_SECONDS * 1000;
  return `${expiresAtMs}.${signature(secret, expiresAtMs)}`;
}

export function isPreviewSession(secret: string | undefined, token: string | undefined, nowMs: number): boolean {
  if (!secret || !token) return false;
  const [expiry = '', given = ''] = token.split('.');
  const expiresAtMs = Number(expiry);
  if (!/^\d{13}$/.test(expiry) || expiresAtMs <= nowMs) return false;
  return secretsEqual(signature(secret, expiresAtMs), given);
}
