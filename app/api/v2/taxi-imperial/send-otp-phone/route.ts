import { sendOtp, taxiRoute } from '@/features/taxi/server';
import { sendOtpRequestSchema } from '@/features/taxi/schemas';
import { parseJsonBody } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';
import { requireCaptcha } from '@/lib/server/captcha';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { clientIp } from '@/lib/server/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST send-otp-phone {phone, phoneCountryCode, captchaToken} → {needsName}: sends a sign-in code by SMS. */
export const POST = taxiRoute(async (request, _context, { t }) => {
  const body = await parseJsonBody(request, sendOtpRequestSchema, { maxBytes: 6_000 });
  await requireCaptcha(body.captchaToken, request, {
    required: t('captchaRequired'),
    rejected: t('captchaRejected'),
    unavailable: t('captchaUnavailable'),
  });
  const result = await sendOtp(
    getDb(),
    // The schema's canonical phone: E.164 is what is stored, texted and rate-limited.
    { e164: body.e164, countryCode: body.callingCode, phone: body.phone },
    { ip: clientIp(request), t },
  );
  await kickOutbox(getDb);
  return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
});
