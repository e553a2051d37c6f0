import { authenticate, cancelOwnBooking, enforceBookingActionLimit, taxiRoute } from '@/features/taxi/server';
import { bookingIdParamsSchema, type CancelBookingResponse } from '@/features/taxi/schemas';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST bookings/{id}/cancel (bearer): cancels one of the caller's nueva/confirmada bookings. */
export const POST = taxiRoute<{ params: Promise<{ id: string }> }>(async (request, { params }, { t }) => {
  const { id } = bookingIdParamsSchema.parse(await params);
  const db = getDb();
  const user = await authenticate(db, request, t);
  await enforceBookingActionLimit(user.id, 'cancel', t);
  const body: CancelBookingResponse = { status: true, booking: await cancelOwnBooking(db, user.id, id, t) };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});
