import 'server-only';
import { z } from 'zod';
import { AppError, isAppError, validationError } from '@/lib/http/errors';
import { withApiErrors } from '@/lib/http/handler';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import { parseCallingCodeIssue, parsePhoneIssue, phoneIssueValues } from '@/lib/phone/issue';
import { hasTaxiMessage, localeOfRequest, taxiTranslator, type TaxiTranslate } from './i18n';

/*
 * Route-handler wrapper of the taxi API: the shared error shape (withApiErrors) with the
 * validation messages in the caller's language.
 */

export interface TaxiRequestContext {
  locale: Locale;
  t: TaxiTranslate;
}

type TaxiHandler<Context> = (request: Request, context: Context, taxi: TaxiRequestContext) => Promise<Response>;

export function taxiRoute<Context = unknown>(handler: TaxiHandler<Context>) {
  return withApiErrors<Context>(async (request, context) => {
    const locale = localeOfRequest(request);
    const t = await taxiTranslator(locale);
    try {
      return await handler(request, context, { locale, t });
    } catch (error) {
      throw await localiseValidation(error, locale, t);
    }
  });
}

const LOCALISED = new WeakSet<AppError>();

/** A 400 validation_error whose messages are already in the caller's language. */
export function localisedValidationError(message: string, fields: Record<string, string>): AppError {
  const error = new AppError(400, 'validation_error', message, { fields });
  LOCALISED.add(error);
  return error;
}

/** A validation error with its field messages in the caller's language (other errors pass through). */
async function localiseValidation(error: unknown, locale: Locale, t: TaxiTranslate): Promise<unknown> {
  const appError = error instanceof z.core.$ZodError ? validationError(error) : error;
  if (!isAppError(appError) || appError.code !== 'validation_error' || !appError.fields) return error;
  if (LOCALISED.has(appError)) return appError;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(appError.fields)) {
    const field = path.split('.')[0] ?? path;
    // A phone that is no mobile of its country: the country and an example mobile, in the caller's language.
    const phone = parsePhoneIssue(message);
    const callingCode = parseCallingCodeIssue(message);
    fields[path] = phone
      ? t('phoneInvalid', phoneIssueValues(phone, localeTags[locale]))
      : callingCode !== undefined
        ? t('invalidCountryCode', { code: callingCode })
        : (await hasTaxiMessage(locale, `fields.${field}`))
          ? t(`fields.${field}`)
          : message;
  }
  return new AppError(400, 'validation_error', t('validation', { fields: Object.keys(fields).join(', ') }), {
    fields,
  });
}
