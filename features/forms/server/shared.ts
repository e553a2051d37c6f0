import 'server-only';
import { and, count, eq, gt, like, sql } from 'drizzle-orm';
import { config } from '@/lib/config';
import { bogotaToday, now } from '@/lib/clock';
import type { Database } from '@/lib/server/db';
import { formConsents, type ConsentForm } from './db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMessage } from '@/lib/server/outbox';
import { composeMail } from './mail';
import type { Translate } from './request';

/** `PQRS-2026-000042`: a prefix, the filing year and the row id. */
export function filingNumber(prefix: string, id: number, today = bogotaToday()): string {
  return `${prefix}-${today.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/** Stores the consent given with a submission: time, policy version and form (Ley 1581 de 2012). */
export async function recordConsent(tx: Database, form: ConsentForm, subject: string, email: string): Promise<void> {
  await tx.insert(formConsents).values({
    form,
    subject,
    email,
    policyVersion: config().PRIVACY_POLICY_VERSION,
    grantedAt: now(),
  });
}

export { siteUrl } from '@/lib/server/site-url';

/** A date (`YYYY-MM-DD`) written for people in a locale, e.g. "14 de diciembre de 2026". */
export function formatLongDate(date: string, locale: Locale): string {
  const tag = { es: 'es-CO', en: 'en-US', fr: 'fr-FR', pt: 'pt-BR' }[locale];
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * The receipt a form mails to the address typed in it (SPEC §8). Nobody verified that address, so the mail
 * must not be a relay: it carries only fixed, localised words and values the site chose (the reference
 * number, the request type, the deadline), never the name, subject or comment the sender typed, and says
 * what to do when the request was not theirs.
 */
export function receiptMail({
  to,
  subject,
  kind,
  paragraphs,
  fields,
  links,
  t,
}: {
  to: string;
  subject: string;
  kind: string;
  paragraphs: string[];
  fields: Array<[string, string | undefined]>;
  /** Links the site made (e.g. a deletion request's confirmation link), never one the sender typed. */
  links?: Array<[string, string]>;
  t: Translate;
}) {
  return composeMail({
    to,
    subject,
    kind,
    greeting: t('mail.greetingPlain'),
    paragraphs: [...paragraphs, t('mail.receiptNotice')],
    fields,
    links,
  });
}

/**
 * Queues a receipt unless this address already got FORMS_RECEIPTS_PER_ADDRESS_PER_DAY of them in 24 hours
 * (whatever the form): the submission is stored and answered all the same, the inbox of a stranger is not
 * flooded. Returns whether it was queued.
 */
export async function enqueueReceipt(tx: Database, mail: ReturnType<typeof receiptMail>): Promise<boolean> {
  const [row] = await tx
    .select({ sent: count() })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, mail.to),
        like(outboxMessages.kind, '%.receipt'),
        gt(outboxMessages.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  if ((row?.sent ?? 0) >= config().FORMS_RECEIPTS_PER_ADDRESS_PER_DAY) return false;
  await enqueueMessage(tx, mail);
  return true;
}
