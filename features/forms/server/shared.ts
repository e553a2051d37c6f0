import 'server-only';
import { config } from '@/lib/config';
import { bogotaToday, now } from '@/lib/clock';
import type { Database } from '@/lib/server/db';
import { formConsents, type ConsentForm } from '@/lib/server/db/schema';
import type { Locale } from '@/lib/i18n/locales';

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
