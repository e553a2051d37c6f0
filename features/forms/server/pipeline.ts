import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { withApiErrors } from '@/lib/http/handler';
import type { Locale } from '@/lib/i18n/locales';
import { getDb, type Database } from '@/lib/server/db';
import { idempotencyKeys } from '@/lib/server/db/schema';
import { fingerprintOf, idempotencyKeyOf, idempotentResponse, runIdempotent } from '@/lib/server/idempotency';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { clientIp, enforceRateLimits } from '@/lib/server/rate-limit';
import { requireCaptcha } from '@/lib/server/captcha';
import { formsTranslator, parseWith, readFormBody, requestLocale, type Translate } from './request';

/*
 * The one pipeline of every form endpoint (ARCHITECTURE §5):
 *   per-IP rate limit (rejected attempts count) → body within its size limit (413) → the shared zod
 *   schema (400, messages in the request's language) → captcha → the work and its mails in one
 *   transaction, guarded by the Idempotency-Key → outbox kicked after the commit.
 * Nothing is written for a rejected request.
 */

export const FORM_RATE_LIMIT = { limit: 10, windowSeconds: 600 } as const;

export interface SubmissionContext<Input> {
  tx: Database;
  input: Input;
  locale: Locale;
  /** Translator in the visitor's language (their receipt, the response message). */
  t: Translate;
  /** Translator in Spanish (the operator's copy). */
  tOperator: Translate;
  request: Request;
  /** Extra data prepared before the transaction (e.g. a processed photo). */
  prepared: unknown;
  /** Registers an undo step run if the transaction does not commit (e.g. delete a stored file). */
  onRollback(undo: () => Promise<void>): void;
}

export interface FormEndpoint<Schema extends z.ZodType, Body> {
  /** `pqrs`, `contact`, `newsletter`, `data-requests`: rate-limit key and idempotency scope. */
  form: string;
  schema: Schema;
  maxBytes: number;
  multipart?: boolean;
  /** Checks done after validation and before the transaction (upload processing); may throw AppError. */
  prepare?(body: { photo?: Uint8Array }, t: Translate): Promise<{ prepared: unknown; fingerprint?: string }>;
  /** The work: store the submission and enqueue its mails. */
  submit(context: SubmissionContext<z.output<Schema>>): Promise<{ status: number; body: Body }>;
}

async function alreadyAnswered(scope: string, key: string | undefined): Promise<boolean> {
  if (!key) return false;
  const [row] = await getDb()
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return Boolean(row);
}

function checkCaptcha(token: unknown, request: Request, t: Translate): Promise<void> {
  return requireCaptcha(token, request, {
    required: t('errors.captchaRequired'),
    rejected: t('errors.captchaRejected'),
    unavailable: t('errors.captchaUnavailable'),
  });
}

/** The POST handler of a form endpoint. */
export function formHandler<Schema extends z.ZodType, Body>(endpoint: FormEndpoint<Schema, Body>) {
  return withApiErrors(async (request: Request) => {
    const locale = requestLocale(request);
    const [t, tOperator] = await Promise.all([formsTranslator(locale), formsTranslator('es')]);
    const ip = clientIp(request);
    await enforceRateLimits([{ key: `form:${endpoint.form}:ip:${ip}`, ...FORM_RATE_LIMIT }], {
      message: (seconds) => t('errors.rateLimited', { seconds }),
    });
    const key = idempotencyKeyOf(request);
    const body = await readFormBody(request, {
      maxBytes: endpoint.maxBytes,
      multipart: Boolean(endpoint.multipart),
      t,
    });
    const input = parseWith(endpoint.schema, body.fields, t, locale);
    const { prepared, fingerprint: extra } = endpoint.prepare
      ? await endpoint.prepare(body, t)
      : { prepared: undefined };
    const scope = `form.${endpoint.form}`;
    // A retry of an answered request replays the answer; its captcha token was already spent.
    if (!(await alreadyAnswered(scope, key))) await checkCaptcha(body.fields.captchaToken, request, t);

    const { captchaToken: _captcha, ...content } = input as Record<string, unknown>;
    const undo: Array<() => Promise<void>> = [];
    try {
      const result = await runIdempotent(
        getDb(),
        { scope, key, fingerprint: fingerprintOf({ content, extra, locale }) },
        (tx) =>
          endpoint.submit({
            tx,
            input,
            locale,
            t,
            tOperator,
            request,
            prepared,
            onRollback: (step) => undo.push(step),
          }),
      );
      if (result.replayed) await Promise.all(undo.map((step) => step().catch(() => undefined)));
      void kickOutbox(getDb);
      return idempotentResponse(result);
    } catch (error) {
      await Promise.all(undo.map((step) => step().catch(() => undefined)));
      throw error;
    }
  });
}
