import 'server-only';
import { eq } from 'drizzle-orm';
import { config } from '@/lib/config';
import { bogotaToday, inBogota, now } from '@/lib/clock';
import { dataRequests, type DataErasureSummary } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { dataRequestSchema, type DataRequestResponse } from '../schemas';
import { addBusinessDays, DATA_REQUEST_BUSINESS_DAYS } from './deadlines';
import { emptyErasureSummary, ERASURE_LINK_TTL_DAYS, erasureLink, newErasureToken } from './erasure';
import { composeMail } from './mail';
import type { FormEndpoint } from './pipeline';
import type { Translate } from './request';
import { enqueueReceipt, filingNumber, formatLongDate, receiptMail, recordConsent } from './shared';
import { taxiAccountEraser, type TaxiAccountEraser } from './taxi-erasure';
import { formatInternational } from '@/lib/phone/mobile';

/**
 * /eliminacion-datos: a personal-data request (Ley 1581 de 2012) with its legal deadline and a receipt. A
 * deletion request's receipt carries the link that confirms it (features/forms/server/erasure.ts): nothing is
 * erased by a typed address until its owner opens that link and confirms. A taxi account whose phone the
 * request proves (the taxi sign-in's bearer token) is erased at once.
 */
export function dataRequestEndpoint(
  eraser: () => TaxiAccountEraser = taxiAccountEraser,
): FormEndpoint<typeof dataRequestSchema, DataRequestResponse> {
  return {
    form: 'data-requests',
    schema: dataRequestSchema,
    maxBytes: 32 * 1024,
    async submit({ tx, input, locale, t, tOperator, request }) {
      const today = bogotaToday();
      const dueDate = addBusinessDays(today, DATA_REQUEST_BUSINESS_DAYS[input.requestType]);
      // A deletion is carried out by the address only once the person proves it: a link mailed to it.
      const erasure = input.requestType === 'delete' ? newErasureToken() : null;
      const confirmExpiresAt = erasure ? new Date(now().getTime() + ERASURE_LINK_TTL_DAYS * 86_400_000) : null;
      const [row] = await tx
        .insert(dataRequests)
        .values({
          filingNumber: `pending-${crypto.randomUUID()}`,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone ?? null,
          phoneCountryCode: input.phoneCountryCode ?? null,
          requestType: input.requestType,
          details: input.details,
          locale,
          dueDate,
          confirmTokenHash: erasure?.hash ?? null,
          confirmExpiresAt,
        })
        .returning({ id: dataRequests.id });
      const number = filingNumber('DATOS', row!.id, today);
      await recordConsent(tx, 'data-request', `data-request:${row!.id}`, input.email);

      // A taxi user whose phone is proven by their taxi sign-in has their taxi account erased at once; the
      // rest (what is kept by their address) waits for the confirmation link.
      let taxiOutcome: string | null = null;
      let taxiSummary: DataErasureSummary | null = null;
      if (input.requestType === 'delete' && input.phone) {
        const taxi = eraser();
        const verified = await taxi.verifiedPhone(request, tx);
        // Both E.164: however each was typed, one phone is one string.
        if (verified && verified.e164 === input.phone) {
          const result = await taxi.eraseByPhone(tx, verified);
          if (result.accountDeleted) {
            taxiOutcome =
              `taxi account deleted; ${result.bookingsAnonymised} bookings anonymised; ` +
              `${result.outboxMessagesDeleted ?? 0} outbox messages deleted`;
            taxiSummary = emptyErasureSummary();
            taxiSummary.taxiAccount = 'erased';
            taxiSummary.anonymised.taxiBookings = result.bookingsAnonymised;
            taxiSummary.deleted.outboxMessages = result.outboxMessagesDeleted ?? 0;
          }
        }
      }
      await tx
        .update(dataRequests)
        .set({ filingNumber: number, outcome: taxiOutcome, erasure: taxiSummary })
        .where(eq(dataRequests.id, row!.id));

      const taxiErased = Boolean(taxiOutcome);
      const expires = confirmExpiresAt ? formatLongDate(inBogota(confirmExpiresAt).format('YYYY-MM-DD'), locale) : '';
      const fields = (tr: Translate): Array<[string, string | undefined]> => [
        [tr('mail.fields.filingNumber'), number],
        [tr('dataRequest.requestType'), tr(`values.dataRequestType.${input.requestType}`)],
        [tr('fields.fullName'), input.fullName],
        [tr('fields.email'), input.email],
        [tr('fields.phone'), input.phone ? formatInternational(input.phone) : undefined],
        [tr('dataRequest.details'), input.details],
      ];
      const linkSent = await enqueueReceipt(
        tx,
        receiptMail({
          to: input.email,
          subject: t('mail.dataReceipt.subject', { number }),
          kind: 'data-request.receipt',
          paragraphs: erasure
            ? [
                ...(taxiErased ? [t('mail.dataReceipt.taxiErased')] : []),
                t('mail.dataReceipt.confirmErasure', { number, date: expires }),
              ]
            : [t('mail.dataReceipt.body', { number, due: formatLongDate(dueDate, locale) })],
          fields: [
            [t('mail.fields.filingNumber'), number],
            [t('dataRequest.requestType'), t(`values.dataRequestType.${input.requestType}`)],
          ],
          links: erasure
            ? [[t('mail.dataReceipt.confirmLink'), erasureLink(number, erasure.token, locale)]]
            : undefined,
          t,
        }),
      );
      const due = formatLongDate(dueDate, 'es');
      await enqueueMessage(
        tx,
        composeMail({
          to: config().FORMS_DATA_PROTECTION_INBOX,
          subject: tOperator('mail.dataOperator.subject', { number, type: input.requestType }),
          kind: 'data-request.operator',
          replyTo: input.email,
          paragraphs: [
            ...(taxiOutcome ? [tOperator('mail.dataOperator.completed', { outcome: taxiOutcome })] : []),
            !erasure
              ? tOperator('mail.dataOperator.body', { due })
              : linkSent
                ? tOperator('mail.dataOperator.awaitingConfirmation', {
                    expires: formatLongDate(inBogota(confirmExpiresAt!).format('YYYY-MM-DD'), 'es'),
                    due,
                  })
                : tOperator('mail.dataOperator.linkNotSent', { due }),
          ],
          fields: fields(tOperator),
        }),
      );
      return {
        status: 201,
        body: {
          filingNumber: number,
          dueDate,
          status: erasure ? 'awaiting_confirmation' : 'received',
          message: !erasure
            ? t('dataRequest.success')
            : t(taxiErased ? 'dataRequest.successTaxiConfirm' : 'dataRequest.successConfirm', { date: expires }),
        },
      };
    },
  };
}
