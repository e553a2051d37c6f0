import { authenticate, storedPhoneOf, taxiRoute } from '@/features/taxi/server';
import type { MeResponse } from '@/features/taxi/schemas';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET me (bearer) → {user:{name}, phone, phone_country_code, phone_e164}. */
export const GET = taxiRoute(async (request, _context, { t }) => {
  const user = await authenticate(getDb(), request, t);
  const phone = storedPhoneOf(user);
  const body: MeResponse = {
    user: { name: user.name, email: user.email },
    phone: phone.phone,
    phone_country_code: phone.countryCode,
    phone_e164: phone.e164,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});
