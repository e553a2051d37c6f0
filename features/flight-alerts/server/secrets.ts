import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@/lib/server/db';
import { secretsEqual } from '@/lib/security/secrets';
import { rememberedAppSecret } from '@/lib/server/app-secret';

/*
 * The two secrets of a subscription, neither stored as such:
 *   - the manage token, returned once to the browser that created the subscription (its "stop" button,
 *     DELETE /api/v2/flight-alerts/{id}?token=); only its SHA-256 is stored;
 *   - the link token of the confirm and unsubscribe links, which travels only in the mails and pushes:
 *     an HMAC of the subscription's id under a key the site generates once (kept in app_secrets, shared by
 *     every instance), so every later alert can carry the link and nothing in the database reveals it.
 * The API never returns either for a subscription that already existed.
 */

const KEY_NAME = 'flight-alert-links';

async function linkKey(db: Database): Promise<Buffer> {
  const { key } = await rememberedAppSecret(db, KEY_NAME, () => ({ key: randomBytes(32).toString('base64') }));
  return Buffer.from(key, 'base64');
}

/** The token of a subscription's confirm and unsubscribe links. */
export async function linkTokenOf(db: Database, id: string): Promise<string> {
  return createHmac('sha256', await linkKey(db))
    .update(`flight-alert-link:${id}`)
    .digest('base64url');
}

export async function isLinkToken(db: Database, id: string, token: string): Promise<boolean> {
  return secretsEqual(await linkTokenOf(db, id), token);
}

/** A new manage token for the browser, and the hash the database keeps. */
export function newManageToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: manageTokenHash(token) };
}

export function manageTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
