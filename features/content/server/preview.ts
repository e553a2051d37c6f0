import 'server-only';
import type { Metadata } from 'next';
import { config } from '@/lib/config';
import { matchPage } from '@/lib/routes';
import { isPreviewSession, PREVIEW_COOKIE } from '@/lib/security/preview-session';
import { secretsEqual } from '@/lib/security/secrets';

/** True when the preview is configured and `given` is its secret (compared in constant time). */
export function isPreviewSecret(given: unknown): boolean {
  const secret = config().PREVIEW_SECRET;
  return Boolean(secret) && secretsEqual(secret!, given);
}

/** True when the request's preview session cookie (set by the proxy once the secret was given) is valid. */
export async function hasPreviewSession(): Promise<boolean> {
  const { cookies } = await import('next/headers');
  return isPreviewSession(config().PREVIEW_SECRET, (await cookies()).get(PREVIEW_COOKIE)?.value, Date.now());
}

/** Deepest content path a preview shows (`/eldorado-sostenible/servicios/<topic>` has three segments). */
const MAX_PREVIEW_SEGMENTS = 4;

/**
 * The site path a preview URL shows: every segment after the preview segment, kept whole (a longer
 * path is refused, never cut). null when a segment is not a slug or the path is no route of the site.
 */
export function previewPath(rest: string[] | undefined): string | null {
  const segments = rest ?? [];
  if (segments.length > MAX_PREVIEW_SEGMENTS) return null;
  if (segments.some((s) => !/^[a-z0-9-]{1,80}$/.test(s))) return null;
  const path = `/${segments.join('/')}`;
  const match = matchPage(path);
  if (!match || match.route.hidden || match.route.status404 || match.route.requiresSecret) return null;
  return path;
}

/** Preview pages are never indexed, cached or followed. */
export const previewMetadata: Metadata = { robots: { index: false, follow: false, nocache: true } };
