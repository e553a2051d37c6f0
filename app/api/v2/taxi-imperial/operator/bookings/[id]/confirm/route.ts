import { assertOperator, confirmBooking } from '@/features/taxi/server';
import { bookingIdParamsSchema, operatorConfirmRequestSchema } from '@/features/taxi/schemas';
import { parseJsonBody, withApiErrors } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST operator/bookings/{id}/confirm {driverName, plate, price?} (X-Api-Key): nueva → confirmada. */
export const POST = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertOperator(request);
  const { id } = bookingIdParamsSchema.parse(await params);
  const input = await parseJsonBody(request, operatorConfirmRequestSchema, { maxBytes: 2_000 });
  return Response.json(
    { booking: await confirmBooking(getDb(), id, input) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
