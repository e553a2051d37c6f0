import { taxiRoute, verifyOtp } from '@/features/taxi/server';
import { verifyOtpRequestSchema } from '@/features/taxi/schemas';
import { parseJsonBody } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST verify-otp-phone {phone, countryCode, code, name?, email?} → {access_token}. */
export const POST = taxiRoute(async (request, _context, { t }) => {
  const body = await parseJsonBody(request, verifyOtpRequestSchema, { maxBytes: 4_000 });
  const token = await verifyOtp(
    getDb(),
    {
      e164: body.e164,
      countryCode: body.callingCode,
      phone: body.phone,
      code: body.code,
      name: body.name,
      email: body.email,
    },
    t,
  );
  return Response.json(token, { headers: { 'Cache-Control': 'no-store' } });
});
