import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { Database } from '@/lib/server/db';
import { newsletterSubscribers } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import type { Locale } from '@/lib/i18n/locales';
import { readTextCapped } from '@/lib/http/body';
import { AppError } from '@/lib/http/errors';
import { getDb } from '@/lib/server/db';
import { clientIp, enforceRateLimits } from '@/lib/server/rate-limit';
import { unsubscribeSchema } from '../response-schemas';
import { newsletterSchema, type MessageResponse } from '../schemas';
import { composeMail } from './mail';
import { FORM_RATE_LIMIT, type FormEndpoint } from './pipeline';
import { formsTranslator, parseWith, readFormBody, requestLocale, safeFields, type Translate } from './request';
import { recordConsent, siteUrl } from './shared';

/*
 * Newsletter with double opt-in: signing up stores a pending subscriber (one row per address) and
 * mails a confirmation link to /auth/accountValidation/{token}; the link confirms once and expires
 * after 48 h. Every mail carries an unsubscribe link. The answer never tells whether an address
 * was already subscribed.
 */

export const CONFIRMATION_TTL_HOURS = 48;
export const VALIDATION_PATH = '/auth/accountValidation';

const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function confirmationLink(token: string, locale: Locale): string {
  return siteUrl(`${VALIDATION_PATH}/${token}`, locale);
}

export function unsubscribeLink(token: string, locale: Locale): string {
  return `${siteUrl(`${VALIDATION_PATH}/${token}`, locale)}?action=unsubscribe`;
}

async function mailConfirmation(
  tx: Database,
  t: Translate,
  to: string,
  name: string,
  token: string,
  unsubscribe: string,
  locale: Locale,
) {
  await enqueueMessage(
    tx,
    composeMail({
      to,
      subject: t('mail.newsletterConfirm.subject'),
      kind: 'newsletter.confirm',
      greeting: t('mail.greeting', { name }),
      paragraphs: [t('mail.newsletterConfirm.body', { hours: CONFIRMATION_TTL_HOURS })],
      links: [
        [t('mail.newsletterConfirm.link'), confirmationLink(token, locale)],
        [t('mail.unsubscribe'), unsubscribeLink(unsubscribe, locale)],
      ],
    }),
  );
}

export const newsletterEndpoint: FormEndpoint<typeof newsletterSchema, MessageResponse> = {
  form: 'newsletter',
  schema: newsletterSchema,
  maxBytes: 8 * 1024,
  async submit({ tx, input, locale, t }) {
    const email = input.email.toLowerCase();
    const at = now();
    const token = newToken();
    const expiresAt = new Date(at.getTime() + CONFIRMATION_TTL_HOURS * 3_600_000);
    const lockRow = async () =>
      (await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update'))[0];

    let existing = await lockRow();
    if (!existing) {
      // A new address. `FOR UPDATE` locks no row that does not exist yet, so two simultaneous sign-ups
      // of it both get here: the insert does nothing on the unique email (it waits for the other's
      // commit instead of failing with a 500), and the loser carries on with the winner's row below.
      const unsubscribe = newToken();
      const [created] = await tx
        .insert(newsletterSubscribers)
        .values({
          email,
          fullName: input.fullName,
          status: 'pending',
          locale,
          confirmTokenHash: hashToken(token),
          confirmTokenExpiresAt: expiresAt,
          unsubscribeToken: unsubscribe,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (created) {
        await recordConsent(tx, 'newsletter', `newsletter:${created.id}`, email);
        await mailConfirmation(tx, t, email, input.fullName, token, unsubscribe, locale);
        return { status: 202, body: { message: t('newsletter.success') } };
      }
      existing = await lockRow();
      if (!existing) throw new Error('newsletter: the concurrent sign-up row is not visible');
    }

    if (existing.status === 'confirmed') {
      await enqueueMessage(
        tx,
        composeMail({
          to: email,
          subject: t('mail.newsletterAlready.subject'),
          kind: 'newsletter.already',
          greeting: t('mail.greeting', { name: input.fullName }),
          paragraphs: [t('mail.newsletterAlready.body')],
          links: [[t('mail.unsubscribe'), unsubscribeLink(existing.unsubscribeToken, locale)]],
        }),
      );
      return { status: 202, body: { message: t('newsletter.success') } };
    }
    await tx
      .update(newsletterSubscribers)
      .set({
        fullName: input.fullName,
        status: 'pending',
        locale,
        confirmTokenHash: hashToken(token),
        confirmTokenExpiresAt: expiresAt,
        unsubscribedAt: null,
        updatedAt: at,
      })
      .where(eq(newsletterSubscribers.id, existing.id));
    await recordConsent(tx, 'newsletter', `newsletter:${existing.id}`, email);
    await mailConfirmation(tx, t, email, input.fullName, token, existing.unsubscribeToken, locale);
    return { status: 202, body: { message: t('newsletter.success') } };
  },
};

export type ConfirmationOutcome = 'confirmed' | 'alreadyUsed' | 'expired' | 'invalid';

/** Confirms the subscription a link belongs to. Each link confirms once. */
export async function confirmSubscription(db: Database, token: string, t: Translate): Promise<ConfirmationOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
      .for('update');
    if (!row || row.status === 'unsubscribed') return 'invalid';
    if (row.status === 'confirmed') return 'alreadyUsed';
    const at = now();
    if (!row.confirmTokenExpiresAt || row.confirmTokenExpiresAt.getTime() <= at.getTime()) return 'expired';
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: at, updatedAt: at })
      .where(eq(newsletterSubscribers.id, row.id));
    const locale = row.locale as Locale;
    await enqueueMessage(
      tx,
      composeMail({
        to: row.email,
        subject: t('mail.newsletterWelcome.subject'),
        kind: 'newsletter.welcome',
        greeting: t('mail.greeting', { name: row.fullName }),
        paragraphs: [t('mail.newsletterWelcome.body')],
        links: [[t('mail.unsubscribe'), unsubscribeLink(row.unsubscribeToken, locale)]],
      }),
    );
    return 'confirmed';
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/** Ends a subscription (idempotent: a second click answers the same). */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'invalid';
  const at = now();
  const rows = await db
    .update(newsletterSubscribers)
    .set({
      status: 'unsubscribed',
      unsubscribedAt: at,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: at,
    })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length ? 'unsubscribed' : 'invalid';
}

/** The handler of POST /api/v2/newsletter/unsubscribe: `{ token }` as JSON or form-encoded. */
export async function unsubscribeNewsletter(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const t = await formsTranslator(locale);
  await enforceRateLimits([{ key: `form:unsubscribe:ip:${clientIp(request)}`, ...FORM_RATE_LIMIT }], {
    message: (seconds) => t('errors.rateLimited', { seconds }),
  });
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  const raw = type.startsWith('application/x-www-form-urlencoded')
    ? safeFields(Object.fromEntries(new URLSearchParams(await readTextCapped(request, 2048))), t)
    : (await readFormBody(request, { maxBytes: 2048, multipart: false, t })).fields;
  const { token } = parseWith(unsubscribeSchema, raw, t);
  const outcome = await unsubscribe(getDb(), token);
  if (outcome === 'invalid') throw new AppError(404, 'not_found', t('validation.unsubscribeInvalid'));
  return Response.json({ message: t('validation.unsubscribed') }, { headers: { 'Cache-Control': 'no-store' } });
}
