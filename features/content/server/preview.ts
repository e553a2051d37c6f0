import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Metadata } from 'next';
import { config } from '@/lib/config';

/** True when the preview is configured and `given` is its secret (compared in constant time). */
export function isPreviewSecret(given: unknown): boolean {
  const secret = config().PREVIEW_SECRET;
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The site path a preview URL shows: /<pageType>/<slug> (both optional). */
export function previewPath(rest: string[] | undefined): string | null {
  const segments = (rest ?? []).slice(0, 2);
  if (segments.some((s) => !/^[a-z0-9-]{1,80}$/.test(s))) return null;
  return `/${segments.join('/')}`;
}

/** Preview pages are never indexed, cached or followed. */
export const previewMetadata: Metadata = { robots: { index: false, follow: false, nocache: true } };
