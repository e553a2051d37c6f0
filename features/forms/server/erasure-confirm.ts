import 'server-only';
import { inBogota } from '@/lib/clock';
import { readTextCapped } from '@/lib/http/body';
import { AppError } from '@/lib/http/errors';
import { isLocale, localizePath, type Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { clientIp, enforceRateLimits } from '@/lib/server/rate-limit';
import { dataErasureConfirmSchema, type DataErasureResponse } from '../response-schemas';
import { confirmErasure, ERASURE_PAGE, erasureReport } from './erasure';
import { FORM_RATE_LIMIT } from './pipeline';
import { formsTranslator, parseWith, readFormBody, requestLocale, safeFields } from './request';
import { formatLongDate } from './shared';

/**
 * POST /api/v2/data-requests/confirm `{ request, token }`: the button of the confirmation page (a plain HTML
 * form, form-encoded, answered with a 303 back to the page, which then shows what was done) or an API client
 * (JSON: 200 with what was deleted, anonymised and kept; 404 for a link that matches nothing, 410 once expired).
 * A used link erases nothing more and answers what was done the first time.
 */
export async function confirmErasureRequest(request: Request): Promise<Response> {
  let locale = requestLocale(request);
  const t = await formsTranslator(locale);
  await enforceRateLimits([{ key: `form:data-erasure:ip:${clientIp(request)}`, ...FORM_RATE_LIMIT }], {
    message: (seconds) => t('errors.rateLimited', { seconds }),
  });
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const fromPage = type.startsWith('application/x-www-form-urlencoded');
  const raw = fromPage
    ? safeFields(Object.fromEntries(new URLSearchParams(await readTextCapped(request, 2048))), t)
    : (await readFormBody(request, { maxBytes: 2048, multipart: false, t })).fields;
  if (fromPage && isLocale(raw.locale)) locale = raw.locale;
  const translators = { t: (l: Locale) => formsTranslator(l), tOperator: await formsTranslator('es') };

  if (fromPage) {
    // Whatever happened, the page tells it (done, expired, invalid) in the page's language.
    const filing = typeof raw.request === 'string' ? raw.request.trim() : '';
    const token = typeof raw.token === 'string' ? raw.token.trim() : '';
    await confirmErasure(getDb(), filing, token, translators);
    void kickOutbox(getDb);
    const query = new URLSearchParams({ request: filing, token });
    return new Response(null, {
      status: 303,
      headers: { Location: `${localizePath(ERASURE_PAGE, locale)}?${query}`, 'Cache-Control': 'no-store' },
    });
  }

  const input = parseWith(dataErasureConfirmSchema, raw, t);
  const state = await confirmErasure(getDb(), input.request, input.token, translators);
  void kickOutbox(getDb);
  if (state.state === 'invalid') throw new AppError(404, 'not_found', t('erasure.invalid'));
  if (state.state === 'expired') {
    throw new AppError(410, 'link_expired', t('erasure.expired', { number: state.filingNumber }));
  }
  if (state.state !== 'completed') throw new Error('erasure: a confirmed request must be completed');
  const report = erasureReport(state.erasure, t);
  const body: DataErasureResponse = {
    filingNumber: state.filingNumber,
    status: 'completed',
    completedAt: state.completedAt.toISOString(),
    erasure: state.erasure,
    ...report,
    message: t('erasure.done', {
      number: state.filingNumber,
      date: formatLongDate(inBogota(state.completedAt).format('YYYY-MM-DD'), locale),
    }),
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
