import 'server-only';
import { config } from '@/lib/config';
import { forbidden, unauthorized } from '@/lib/http/errors';
import { purgePageCache } from '@/lib/page-cache';
import { secretsEqual } from '@/lib/security/secrets';
import { cacheKeysOf } from '../seed';

/** Checks `Authorization: Bearer <REVALIDATE_SECRET>`: 403 when the endpoint is off, 401 when wrong. */
export function assertRevalidateAuthorized(request: Request): void {
  const secret = config().REVALIDATE_SECRET;
  if (!secret) throw forbidden('Revalidation is not enabled on this server.', 'revalidation_disabled');
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  if (!secretsEqual(secret, given)) throw unauthorized('A valid bearer token is required.');
}

/** Drops the cached pages of these site paths in the four locales (`/` drops everything). */
export function revalidatePaths(paths: string[]): number {
  if (paths.includes('/')) return purgePageCache();
  return purgePageCache([...new Set(paths)].flatMap(cacheKeysOf));
}
