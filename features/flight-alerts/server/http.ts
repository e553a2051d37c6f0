import 'server-only';
import type { z } from 'zod';
import { AppError, isAppError } from '@/lib/http/errors';
import { parseJsonBody, parseSearchParams } from '@/lib/http/handler';
import { apiTranslator, localeOfRequest, type Translate } from '@/lib/i18n/api';

/*
 * Route-handler helpers of the flight-alerts API: the schemas name the field that failed
 * (`flightAlerts.errors.fields.<key>`), and the answer says it in the request's language.
 */

export async function alertsTranslator(request: Request): Promise<Translate> {
  return apiTranslator(localeOfRequest(request), 'flightAlerts');
}

function localised(error: unknown, t: Translate): unknown {
  if (!isAppError(error) || error.code !== 'validation_error' || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, key]) => [
      path,
      /^[a-zA-Z]+$/.test(key) ? t(`errors.fields.${key}`) : t('errors.fields.invalid'),
    ]),
  );
  return new AppError(400, 'validation_error', t('errors.invalid', { fields: Object.keys(fields).join(', ') }), {
    fields,
  });
}

export async function parseAlertBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  t: Translate,
): Promise<z.output<S>> {
  try {
    return await parseJsonBody(request, schema, { maxBytes: 8_000 });
  } catch (error) {
    throw localised(error, t);
  }
}

export function parseAlertParams<S extends z.ZodType>(input: URLSearchParams, schema: S, t: Translate): z.output<S> {
  try {
    return parseSearchParams(input, schema);
  } catch (error) {
    throw localised(error, t);
  }
}
