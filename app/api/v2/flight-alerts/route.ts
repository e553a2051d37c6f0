import { alertsTranslator, createAlert, enforceAlertRateLimit, parseAlertBody } from '@/features/flight-alerts/server';
import { createAlertRequestSchema } from '@/features/flight-alerts/schemas';
import { withApiErrors } from '@/lib/http/handler';
import { requireCaptcha } from '@/lib/server/captcha';
import { getDb } from '@/lib/server/db';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { clientIp } from '@/lib/server/rate-limit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/flight-alerts {flightId, channel: push|email, subscription|email(+captchaToken), locale} → 201 {id, token, status}. */
export const POST = withApiErrors(async (request: Request) => {
  const t = await alertsTranslator(request);
  await enforceAlertRateLimit(clientIp(request), t);
  const input = await parseAlertBody(request, createAlertRequestSchema, t);
  // An email sign-up sends a mail to the address typed: it asks for the captcha (a push one sends none).
  if (input.channel === 'email') {
    await requireCaptcha(input.captchaToken, request, {
      required: t('errors.captchaRequired'),
      rejected: t('errors.captchaRejected'),
      unavailable: t('errors.captchaUnavailable'),
    });
  }
  const created = await createAlert(getDb(), input, { t });
  if (created.status === 'pending') await kickOutbox(getDb);
  return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
