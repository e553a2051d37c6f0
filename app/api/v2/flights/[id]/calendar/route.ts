import { calendarQuerySchema } from '@/features/flights/schemas';
import { flightCalendar } from '@/features/flights/server';
import { echoableInput, notFound } from '@/lib/http/errors';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/flights/{id}/calendar?lang=es: the flight as an iCalendar event ("add to calendar"). */
export const GET = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const { lang } = parseSearchParams(request, calendarQuerySchema);
  const calendar = await flightCalendar(id, lang);
  if (!calendar) throw notFound(`No flight ${echoableInput(id) ?? 'with that id'} yesterday, today or tomorrow.`);
  return new Response(calendar.body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${calendar.filename}"`,
      'Cache-Control': 'public, max-age=60',
    },
  });
});
