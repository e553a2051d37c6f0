import { authenticate, dispatchIfEnabled, listBookings, taxiRoute } from '@/features/taxi/server';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET bookings (bearer) → {nueva, confirmada, cumplida, cancelada}. */
export const GET = taxiRoute(async (request, _context, { t }) => {
  const db = getDb();
  const user = await authenticate(db, request, t);
  await dispatchIfEnabled(db);
  return Response.json(await listBookings(db, user.id), { headers: { 'Cache-Control': 'no-store' } });
});
