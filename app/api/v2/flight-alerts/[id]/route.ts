import { alertsTranslator, cancelAlert, parseAlertParams } from '@/features/flight-alerts/server';
import { alertIdParamsSchema, alertTokenQuerySchema } from '@/features/flight-alerts/schemas';
import { notFound } from '@/lib/http/errors';
import { withApiErrors } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** DELETE /api/v2/flight-alerts/{id}?token= → 204: stops the alerts and deletes what the subscription stored. */
export const DELETE = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const t = await alertsTranslator(request);
  const { id } = parseAlertParams(new URLSearchParams({ id: (await params).id }), alertIdParamsSchema, t);
  const { token } = parseAlertParams(new URL(request.url).searchParams, alertTokenQuerySchema, t);
  if (!(await cancelAlert(getDb(), id, token))) throw notFound(t('errors.alertUnknown'));
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
