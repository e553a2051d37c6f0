import { vapidPublicKey } from '@/features/flight-alerts/server';
import { withApiErrors } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/flight-alerts/push-key → {publicKey}: the VAPID key browsers subscribe to pushes with. */
export const GET = withApiErrors(async () =>
  Response.json({ publicKey: await vapidPublicKey(getDb()) }, { headers: { 'Cache-Control': 'public, max-age=3600' } }),
);
