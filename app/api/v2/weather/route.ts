import { getCurrentWeather, WEATHER_TTL_MS } from '@/features/weather/server';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Readings change every 10 minutes at most: caches may keep an answer for 5 and serve it 5 more while refetching. */
const CACHE_SECONDS = WEATHER_TTL_MS / 2_000;

/** GET /api/v2/weather (SPEC §7): `{ temparature, temperature, weather{icon, main}, source, stale, updatedAt }`. */
export const GET = withApiErrors(async () => {
  const weather = await getCurrentWeather();
  return Response.json(weather, {
    headers: { 'Cache-Control': `public, max-age=${CACHE_SECONDS}, stale-while-revalidate=${CACHE_SECONDS}` },
  });
});
