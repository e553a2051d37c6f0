import { authenticate, taxiRoute } from '@/features/taxi/server';
import type { MeResponse } from '@/features/taxi/schemas';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET me (bearer) → {user:{name}, phone, phone_country_code}. */
export const GET = taxiRoute(async (request, _context, { t }) => {
  const user = await authenticate(getDb(), request, t);
  const body: MeResponse = {
    user: { name: user.name, email: user.email },
    phone: user.phone,
    phone_country_code: user.countryCode,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});
