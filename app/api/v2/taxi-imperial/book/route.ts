import {
  authenticate,
  createBooking,
  enforceBookingActionLimit,
  ensureDispatcherTimer,
  taxiRoute,
} from '@/features/taxi/server';
import { bookRequestSchema } from '@/features/taxi/schemas';
import { parseJsonBody } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';
import { fingerprintOf, idempotencyKeyOf, idempotentResponse, runIdempotent } from '@/lib/server/idempotency';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST book (bearer) → {status, userMessage, bookingId, bookingNumber}. An Idempotency-Key header
 * makes retries return the first answer without a second booking.
 */
export const POST = taxiRoute(async (request, _context, { t }) => {
  const db = getDb();
  const user = await authenticate(db, request, t);
  await enforceBookingActionLimit(user.id, 'book', t);
  const key = idempotencyKeyOf(request);
  const input = await parseJsonBody(request, bookRequestSchema, { maxBytes: 4_000 });
  const result = await runIdempotent(
    db,
    { scope: `taxi.book:user:${user.id}`, key, fingerprint: fingerprintOf(input) },
    async (tx) => {
      const body = await createBooking(tx, user, input, t);
      return { status: body.status ? 201 : 200, body };
    },
  );
  ensureDispatcherTimer(getDb);
  return idempotentResponse(result);
});
