import 'server-only';
import { apiTranslator, localeOfRequest, type Translate } from '@/lib/i18n/api';
import type { z } from 'zod';
import { AppError, badRequest, payloadTooLarge } from '@/lib/http/errors';
import type { Locale } from '@/lib/i18n/locales';
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

/** Reads at most `maxBytes` of the body; a larger body is a 413 without reading the rest. */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw payloadTooLarge(maxBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
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
  const bytes = await readCapped(request, maxBytes);
  if (isJson) return { fields: parseJsonObject(bytes, t) };
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
  return { fields, photo };
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

/** Validates with the shared schema; a failure is a 400 with one localised message per field. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown, t: Translate): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(issueKeys(result.error))) {
    const key = messageKeyOf(message);
    fields[path] = key ? t(`errors.${key}`) : t('errors.invalidValue');
  }
  throw new AppError(400, 'validation_error', t('errors.summary'), { fields });
}
