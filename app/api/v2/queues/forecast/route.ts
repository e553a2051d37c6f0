import { forecastQuerySchema } from '@/features/realtime/schemas';
import { forecastDates, getQueueForecast } from '@/features/realtime/server';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A forecast moves with the schedule and the live readings; cached like the other real-time answers. */
const REALTIME_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

/** GET /api/v2/queues/forecast?checkpoint=…[&date=YYYY-MM-DD]: expected wait per 15-minute slot. */
export const GET = withApiErrors(async (request: Request) => {
  const { checkpoint, date } = parseSearchParams(request, forecastQuerySchema);
  const forecast = await getQueueForecast({ checkpoint, date: date ?? forecastDates()[0]! });
  return Response.json(forecast, { headers: { 'Cache-Control': REALTIME_CACHE_CONTROL } });
});
