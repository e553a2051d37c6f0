import { assertOperator, fulfilBooking } from '@/features/taxi/server';
import { bookingIdParamsSchema } from '@/features/taxi/schemas';
import { withApiErrors } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST operator/bookings/{id}/fulfil (X-Api-Key): confirmada → cumplida. */
export const POST = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  assertOperator(request);
  const { id } = bookingIdParamsSchema.parse(await params);
  return Response.json({ booking: await fulfilBooking(getDb(), id) }, { headers: { 'Cache-Control': 'no-store' } });
});
