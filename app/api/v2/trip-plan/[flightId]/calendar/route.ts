import { tripCalendarQuerySchema } from '@/features/trip-plan/schemas';
import { tripCalendar } from '@/features/trip-plan/server';
import { notFound } from '@/lib/http/errors';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * GET /api/v2/trip-plan/{flightId}/calendar?lat=&lng=&label=&mode=&lang=: the trip plan as an iCalendar
 * event with an alarm at "leave by". The place is used for this answer only: never stored, never cached.
 */
export const GET = withApiErrors(async (request: Request, { params }: { params: Promise<{ flightId: string }> }) => {
  const { flightId } = await params;
  const query = parseSearchParams(request, tripCalendarQuerySchema);
  const calendar = await tripCalendar(flightId, query);
  if (!calendar) throw notFound('No passenger flight with that id yesterday, today or tomorrow.');
  return new Response(calendar.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendar.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
