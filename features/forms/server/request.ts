import 'server-only';
import { apiTranslator, localeOfRequest, type Translate } from '@/lib/i18n/api';
import type { z } from 'zod';
import { readBodyCapped } from '@/lib/http/body';
import { AppError, badRequest } from '@/lib/http/errors';
import { assertSafeText } from '@/lib/http/text-input';
import { localeTags, type Locale } from '@/lib/i18n/locales';
import { parsePhoneIssue, phoneIssueValues } from '@/lib/phone/issue';
import { issueKeys, messageKeyOf } from '../schemas';

export type { Translate };

export function formsTranslator(locale: Locale): Promise<Translate> {
  return apiTranslator(locale, 'forms');
}

/** The language of an API request (`?locale=`, Accept-Language, else Spanish). */
export const requestLocale = localeOfRequest;

export interface FormBody {
  fields: Record<string, unknown>;
  /** The uploaded photo's bytes (multipart `photo`), when one was sent. */
  photo?: Uint8Array;
}

/** A JSON body, or (when `multipart`) a multipart/form-data body with an optional `photo` file. */
export async function readFormBody(
  request: Request,
  { maxBytes, multipart, t }: { maxBytes: number; multipart: boolean; t: Translate },
): Promise<FormBody> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const isJson = mediaType === 'application/json';
  const isMultipart = multipart && mediaType === 'multipart/form-data';
  if (!isJson && !isMultipart) {
    throw badRequest(
      t(multipart ? 'errors.contentTypeMultipart' : 'errors.contentTypeJson'),
      undefined,
      'invalid_content_type',
    );
  }
  const bytes = await readBodyCapped(request, maxBytes);
  if (isJson) return { fields: safeFields(parseJsonObject(bytes, t), t) };
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest(t('errors.invalidBody'), undefined, 'invalid_body');
  }
  const fields: Record<string, unknown> = {};
  let photo: Uint8Array | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'photo' && value.size > 0) photo = new Uint8Array(await value.arrayBuffer());
  }
  return { fields: safeFields(fields, t), photo };
}

/** The form's fields, or a localised 400 naming each one that holds a control or bidi character. */
export function safeFields<Fields>(fields: Fields, t: Translate): Fields {
  assertSafeText(fields, {
    field: t('errors.invalidCharacters'),
    summary: (names) => t('errors.invalidCharactersSummary', { fields: names }),
  });
  return fields;
}

function parseJsonObject(bytes: Uint8Array, t: Translate): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest(t('errors.invalidBody'), undefined, 'invalid_json');
}

/**
 * Validates with the shared schema; a failure is a 400 with one localised message per field. A phone's names
 * the country expected and its example mobile (lib/phone/issue.ts), the country in the reader's language.
 */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  t: Translate,
  locale: Locale = 'es',
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(issueKeys(result.error))) {
    const key = messageKeyOf(message);
    const phone = parsePhoneIssue(message);
    fields[path] = phone
      ? t('errors.phoneInvalid', phoneIssueValues(phone, localeTags[locale]))
      : key
        ? t(`errors.${key}`)
        : t('errors.invalidValue');
  }
  throw new AppError(400, 'validation_error', t('errors.summary'), { fields });
}
