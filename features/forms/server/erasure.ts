import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import { deleteAlertsByEmail } from '@/features/flight-alerts/server';
import { config } from '@/lib/config';
import { bogotaToday, now } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { secretsEqual } from '@/lib/security/secrets';
import type { Database } from '@/lib/server/db';
import {
  contactMessages,
  dataRequests,
  formConsents,
  newsletterSubscribers,
  pqrsRequests,
  type DataErasureSummary,
} from './db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/log';
import { enqueueMessage } from '@/lib/server/outbox';
import { removeStoredImage } from '@/lib/server/uploads';
import { composeMail } from './mail';
import { pqrsUploadDir } from './pqrs';
import type { Translate } from './request';
import { formatLongDate, siteUrl } from './shared';
import { eraseTaxiEmailFields } from './taxi-erasure';

const log = logger('forms');

/*
 * Erasure of a person's data by their email address (Ley 1581 de 2012, art. 8 and 15), once they prove the
 * address: a deletion request mails a link whose secret travels only in that mail (stored as SHA-256, valid
 * ERASURE_LINK_TTL_DAYS days). Opening the link shows what will happen and a button; only the POST of that
 * button erases (a mail scanner that fetches the link erases nothing). In one transaction, for the address
 * (case-insensitive):
 *
 *   deleted     newsletter subscriber; flight alert subscriptions; outbox mails to the address or carrying it as
 *               reply-to (the operator copies of its forms), except this request's own operator copy; PQRS photos
 *               (the files, after the commit)
 *   anonymised  PQRS requests (name, email, phone, comment → ERASED, photo dropped; filing number, type, topic,
 *               airline/flight, event date and time, deadline kept: the airport must answer and archive PQRS,
 *               Ley 1755 de 2015); contact messages (name, email, mobile, subject, comment → ERASED; channel and
 *               dates kept); form consents (email → ERASED; form, submission, policy version and time kept: the
 *               proof the data was processed with authorisation, Decreto 1377 de 2013 art. 8); earlier data
 *               requests (name, email, phone, details → ERASED, their links revoked, pending ones closed);
 *               taxi accounts' and bookings' email fields
 *   kept        this request as it is (proof the right was exercised and how it was answered); a taxi account:
 *               keyed by its phone, which the address does not prove (deleted by the taxi sign-in's proof)
 *
 * The request is then completed with `outcome` (the counts, for the data-protection team) and `erasure` (the same
 * counts, for its page and the mail that confirms them to the person).
 */

export const ERASURE_LINK_TTL_DAYS = 7;
export const ERASURE_PAGE = '/eliminacion-datos/confirmar';
/** What replaces an erased value in the rows that are kept. */
export const ERASED = '[eliminado]';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const FILING_NUMBER = /^DATOS-\d{4}-\d{6,}$/;

export function erasureTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link secret (256 bits) and the hash the database keeps. */
export function newErasureToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: erasureTokenHash(token) };
}

/** The link of the confirmation mail: the page that shows what will be erased and a button. */
export function erasureLink(filingNumber: string, token: string, locale: Locale): string {
  return `${siteUrl(ERASURE_PAGE, locale)}?${new URLSearchParams({ request: filingNumber, token })}`;
}

export function emptyErasureSummary(): DataErasureSummary {
  return {
    deleted: { newsletterSubscribers: 0, flightAlertSubscriptions: 0, outboxMessages: 0, pqrsPhotos: 0 },
    anonymised: {
      pqrsRequests: 0,
      contactMessages: 0,
      formConsents: 0,
      dataRequests: 0,
      taxiBookings: 0,
      taxiUsers: 0,
    },
    taxiAccount: 'none',
  };
}

function addSummaries(a: DataErasureSummary, b: DataErasureSummary): DataErasureSummary {
  const sum = <T extends Record<string, number>>(x: T, y: T): T =>
    Object.fromEntries(Object.keys(x).map((key) => [key, (x[key] ?? 0) + (y[key] ?? 0)])) as T;
  return {
    deleted: sum(a.deleted, b.deleted),
    anonymised: sum(a.anonymised, b.anonymised),
    taxiAccount: a.taxiAccount === 'erased' || b.taxiAccount === 'erased' ? 'erased' : b.taxiAccount,
  };
}

/** The state of a confirmation link, as its page shows it. */
export type ErasureLinkState =
  | { state: 'invalid' }
  | { state: 'expired'; filingNumber: string }
  | { state: 'pending'; filingNumber: string; expiresAt: Date }
  | { state: 'completed'; filingNumber: string; completedAt: Date; erasure: DataErasureSummary };

type DataRequestRow = typeof dataRequests.$inferSelect;

async function requestOfLink(
  db: Database,
  filingNumber: unknown,
  token: unknown,
  { lock = false } = {},
): Promise<DataRequestRow | null> {
  if (typeof filingNumber !== 'string' || typeof token !== 'string') return null;
  if (!FILING_NUMBER.test(filingNumber) || !TOKEN.test(token)) return null;
  const query = db.select().from(dataRequests).where(eq(dataRequests.filingNumber, filingNumber));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.requestType !== 'delete' || !row.confirmTokenHash) return null;
  return secretsEqual(row.confirmTokenHash, erasureTokenHash(token)) ? row : null;
}

function stateOf(row: DataRequestRow | null, at: Date): ErasureLinkState {
  if (!row) return { state: 'invalid' };
  if (row.status === 'completed' && row.completedAt) {
    return {
      state: 'completed',
      filingNumber: row.filingNumber,
      completedAt: row.completedAt,
      erasure: row.erasure ?? emptyErasureSummary(),
    };
  }
  if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= at.getTime()) {
    return { state: 'expired', filingNumber: row.filingNumber };
  }
  return { state: 'pending', filingNumber: row.filingNumber, expiresAt: row.confirmExpiresAt };
}

/** What the link's page shows (GET): reads only, erases nothing. */
export async function erasureLinkState(db: Database, filingNumber: unknown, token: unknown): Promise<ErasureLinkState> {
  return stateOf(await requestOfLink(db, filingNumber, token), now());
}

/** The rows of one address, erased or anonymised; the PQRS photo files to remove once committed. */
async function eraseByEmail(
  tx: Database,
  email: string,
  request: DataRequestRow,
): Promise<{ summary: DataErasureSummary; photos: string[] }> {
  const address = email.trim().toLowerCase();
  const matches = (column: AnyColumn) => sql`lower(${column}) = ${address}`;
  const summary = emptyErasureSummary();

  summary.deleted.newsletterSubscribers = (
    await tx
      .delete(newsletterSubscribers)
      .where(matches(newsletterSubscribers.email))
      .returning({ id: newsletterSubscribers.id })
  ).length;
  summary.deleted.flightAlertSubscriptions = await deleteAlertsByEmail(tx, address);

  // Mails to the address, and the operators' copies of its forms (reply-to the address): they hold what was
  // typed. This request's own operator copy stays: it is how the data-protection team learns of the request.
  summary.deleted.outboxMessages = (
    await tx
      .delete(outboxMessages)
      .where(
        and(
          eq(outboxMessages.channel, 'mail'),
          sql`(lower(${outboxMessages.recipient}) = ${address} or lower(coalesce(${outboxMessages.replyTo}, '')) = ${address})`,
          sql`not (${outboxMessages.kind} = 'data-request.operator' and coalesce(${outboxMessages.subject}, '') like ${`%${request.filingNumber}%`})`,
        ),
      )
      .returning({ id: outboxMessages.id })
  ).length;

  const pqrs = await tx
    .select({ id: pqrsRequests.id, photoFile: pqrsRequests.photoFile })
    .from(pqrsRequests)
    .where(matches(pqrsRequests.email));
  if (pqrs.length) {
    await tx
      .update(pqrsRequests)
      .set({ name: ERASED, email: ERASED, phone: ERASED, comment: ERASED, photoFile: null })
      .where(
        inArray(
          pqrsRequests.id,
          pqrs.map((row) => row.id),
        ),
      );
  }
  const photos = pqrs.map((row) => row.photoFile).filter((file): file is string => Boolean(file));
  summary.anonymised.pqrsRequests = pqrs.length;
  summary.deleted.pqrsPhotos = photos.length;

  summary.anonymised.contactMessages = (
    await tx
      .update(contactMessages)
      .set({ fullName: ERASED, email: ERASED, mobile: ERASED, subject: ERASED, comment: ERASED })
      .where(matches(contactMessages.email))
      .returning({ id: contactMessages.id })
  ).length;

  summary.anonymised.formConsents = (
    await tx
      .update(formConsents)
      .set({ email: ERASED })
      .where(and(matches(formConsents.email), ne(formConsents.subject, `data-request:${request.id}`)))
      .returning({ id: formConsents.id })
  ).length;

  // Earlier requests about the same data: still open ones are closed by this erasure, then all are anonymised
  // (and their confirmation links revoked).
  const earlier = and(matches(dataRequests.email), ne(dataRequests.id, request.id));
  await tx
    .update(dataRequests)
    .set({
      status: 'completed',
      outcome: `superseded by the erasure ${request.filingNumber}`,
      completedAt: now(),
    })
    .where(and(earlier, eq(dataRequests.status, 'received')));
  summary.anonymised.dataRequests = (
    await tx
      .update(dataRequests)
      .set({
        fullName: ERASED,
        email: ERASED,
        phone: null,
        phoneCountryCode: null,
        details: ERASED,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(earlier)
      .returning({ id: dataRequests.id })
  ).length;

  const taxi = await eraseTaxiEmailFields(tx, address);
  summary.anonymised.taxiUsers = taxi.usersAnonymised;
  summary.anonymised.taxiBookings = taxi.bookingsAnonymised;
  summary.taxiAccount = taxi.usersAnonymised > 0 ? 'kept' : 'none';
  return { summary, photos };
}

/** The outcome for the data-protection team (stored on the request, in their mail): counts per table. */
export function describeErasure(summary: DataErasureSummary): string {
  const { deleted: d, anonymised: a } = summary;
  const taxi =
    summary.taxiAccount === 'erased'
      ? 'taxi account deleted (phone proven by the taxi sign-in)'
      : summary.taxiAccount === 'kept'
        ? 'taxi account kept: keyed by its phone, deleted only with the phone proven by the taxi sign-in'
        : 'no taxi account carried this address';
  return [
    'erasure confirmed from the link mailed to the requester',
    `deleted: newsletter subscriptions ${d.newsletterSubscribers}, flight alert subscriptions ${d.flightAlertSubscriptions}, ` +
      `outbox mails ${d.outboxMessages}, PQRS photos ${d.pqrsPhotos}`,
    `anonymised: PQRS requests ${a.pqrsRequests} (kept: filing number, type, topic, flight, event date, deadline), ` +
      `contact messages ${a.contactMessages} (kept: channel, date), ` +
      `form consents ${a.formConsents} (kept: form, submission, policy version, time), ` +
      `earlier data requests ${a.dataRequests}, taxi bookings ${a.taxiBookings}, taxi accounts' email ${a.taxiUsers}`,
    taxi,
    'kept: this request (proof the right was exercised and answered)',
  ].join('; ');
}

/** The localised report of an erasure: what was deleted, what was anonymised, what was kept and why. */
export function erasureReport(
  summary: DataErasureSummary,
  t: Translate,
): { deleted: string[]; anonymised: string[]; kept: string[] } {
  const counted = (group: Record<string, number>, keys: string[], prefix: string) =>
    keys.filter((key) => (group[key] ?? 0) > 0).map((key) => t(`erasure.${prefix}.${key}`, { count: group[key]! }));
  const taxiErased = summary.taxiAccount === 'erased';
  const deleted = [
    ...(taxiErased ? [t('erasure.deleted.taxiAccount')] : []),
    ...counted(
      summary.deleted,
      ['newsletterSubscribers', 'flightAlertSubscriptions', 'outboxMessages', 'pqrsPhotos'],
      'deleted',
    ),
  ];
  const anonymised = counted(
    {
      ...summary.anonymised,
      ...(taxiErased ? { taxiBookingsErased: summary.anonymised.taxiBookings, taxiBookings: 0 } : {}),
    },
    [
      'pqrsRequests',
      'contactMessages',
      'formConsents',
      'dataRequests',
      'taxiBookingsErased',
      'taxiBookings',
      'taxiUsers',
    ],
    'anonymised',
  );
  const kept = [
    ...(summary.anonymised.pqrsRequests ? [t('erasure.kept.pqrs')] : []),
    ...(summary.anonymised.contactMessages ? [t('erasure.kept.contact')] : []),
    ...(summary.anonymised.formConsents ? [t('erasure.kept.consents')] : []),
    t('erasure.kept.request'),
    ...(summary.taxiAccount === 'kept' ? [t('erasure.kept.taxiAccount')] : []),
    t('erasure.kept.mailboxes'),
  ];
  return { deleted, anonymised, kept };
}

/**
 * Confirms a deletion request from its link (the button's POST): erases by the request's address in one
 * transaction, completes the request and mails the person what was done (and the data-protection team).
 * An invalid, expired or used link erases nothing; a used one answers what was done the first time.
 */
export async function confirmErasure(
  db: Database,
  filingNumber: unknown,
  token: unknown,
  translators: { t: (locale: Locale) => Promise<Translate>; tOperator: Translate },
): Promise<ErasureLinkState> {
  const photos: string[] = [];
  const state = await db.transaction(async (tx) => {
    const row = await requestOfLink(tx, filingNumber, token, { lock: true });
    const at = now();
    const current = stateOf(row, at);
    if (current.state !== 'pending' || !row) return current;

    const erased = await eraseByEmail(tx, row.email, row);
    photos.push(...erased.photos);
    // A taxi account erased when the request was filed (phone proven then) is part of the same request.
    const erasure = row.erasure ? addSummaries(row.erasure, erased.summary) : erased.summary;
    const outcome = [row.outcome, describeErasure(erasure)].filter(Boolean).join('; ');
    await tx
      .update(dataRequests)
      .set({ status: 'completed', completedAt: at, outcome, erasure })
      .where(eq(dataRequests.id, row.id));

    const locale = row.locale as Locale;
    const t = await translators.t(locale);
    const report = erasureReport(erasure, t);
    const list = (heading: string, lines: string[]) =>
      `${heading}\n${(lines.length ? lines : [t('erasure.nothing')]).map((line) => `- ${line}`).join('\n')}`;
    await enqueueMessage(
      tx,
      composeMail({
        to: row.email,
        subject: t('mail.dataErased.subject', { number: row.filingNumber }),
        kind: 'data-request.erased',
        greeting: t('mail.greetingPlain'),
        paragraphs: [
          t('mail.dataErased.body', { number: row.filingNumber, date: formatLongDate(bogotaToday(), locale) }),
          list(t('erasure.deletedHeading'), report.deleted),
          list(t('erasure.anonymisedHeading'), report.anonymised),
          list(t('erasure.keptHeading'), report.kept),
        ],
      }),
    );
    await enqueueMessage(
      tx,
      composeMail({
        to: config().FORMS_DATA_PROTECTION_INBOX,
        subject: translators.tOperator('mail.dataOperator.confirmedSubject', { number: row.filingNumber }),
        kind: 'data-request.operator',
        paragraphs: [translators.tOperator('mail.dataOperator.confirmed', { outcome })],
        fields: [[translators.tOperator('mail.fields.filingNumber'), row.filingNumber]],
      }),
    );
    return stateOf({ ...row, status: 'completed', completedAt: at, erasure }, at);
  });
  // The files go once the rows no longer name them (a rollback keeps both).
  const dir = pqrsUploadDir();
  await Promise.all(
    photos.map((file) =>
      removeStoredImage(dir, file).catch((error: unknown) => {
        log.error({ err: error }, 'a PQRS photo of an erasure could not be removed');
      }),
    ),
  );
  return state;
}
