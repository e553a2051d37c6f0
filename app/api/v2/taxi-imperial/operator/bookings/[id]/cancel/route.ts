import { assertOperator, cancelBookingAsOperator } from '@/features/taxi/server';
import { bookingIdParamsSchema, operatorCancelRequestSchema } from '@/features/taxi/schemas';
import { parseJsonBody, withApiErrors } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST operator/bookings/{id}/cancel {reason?} (X-Api-Key): the company refuses or cancels a booking. */
export const POST = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertOperator(request);
  const { id } = bookingIdParamsSchema.parse(await params);
  const { reason } = await parseJsonBody(request, operatorCancelRequestSchema, { maxBytes: 2_000 });
  return Response.json(
    { booking: await cancelBookingAsOperator(getDb(), id, reason) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
