import 'server-only';
import { eq } from 'drizzle-orm';
import { config } from '@/lib/config';
import { bogotaToday, now } from '@/lib/clock';
import { dataRequests } from '@/lib/server/db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { dataRequestSchema, type DataRequestResponse } from '../schemas';
import { addBusinessDays, DATA_REQUEST_BUSINESS_DAYS } from './deadlines';
import { composeMail } from './mail';
import type { FormEndpoint } from './pipeline';
import type { Translate } from './request';
import { enqueueReceipt, filingNumber, formatLongDate, receiptMail, recordConsent } from './shared';
import { taxiAccountEraser, type TaxiAccountEraser } from './taxi-erasure';

/** /eliminacion-datos: a personal-data request (Ley 1581 de 2012) with its legal deadline and a receipt. */
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
        })
        .returning({ id: dataRequests.id });
      const number = filingNumber('DATOS', row!.id, today);
      await recordConsent(tx, 'data-request', `data-request:${row!.id}`, input.email);

      // A taxi user whose phone is proven by their taxi sign-in is erased at once.
      let outcome: string | null = null;
      if (input.requestType === 'delete' && input.phone) {
        const taxi = eraser();
        const verified = await taxi.verifiedPhone(request, tx);
        if (verified && verified.phone === input.phone && verified.phoneCountryCode === input.phoneCountryCode) {
          const result = await taxi.eraseByPhone(tx, verified);
          if (result.accountDeleted) {
            outcome =
              `taxi account deleted; ${result.bookingsAnonymised} bookings anonymised; ` +
              `${result.outboxMessagesDeleted ?? 0} outbox messages deleted`;
          }
        }
      }
      await tx
        .update(dataRequests)
        .set({ filingNumber: number, ...(outcome ? { status: 'completed', outcome, completedAt: now() } : {}) })
        .where(eq(dataRequests.id, row!.id));

      const completed = Boolean(outcome);
      const fields = (tr: Translate): Array<[string, string | undefined]> => [
        [tr('mail.fields.filingNumber'), number],
        [tr('dataRequest.requestType'), tr(`values.dataRequestType.${input.requestType}`)],
        [tr('fields.fullName'), input.fullName],
        [tr('fields.email'), input.email],
        [tr('fields.phone'), input.phone ? `+${input.phoneCountryCode} ${input.phone}` : undefined],
        [tr('dataRequest.details'), input.details],
      ];
      await enqueueReceipt(
        tx,
        receiptMail({
          to: input.email,
          subject: t('mail.dataReceipt.subject', { number }),
          kind: 'data-request.receipt',
          paragraphs: [
            completed
              ? t('mail.dataReceipt.completed')
              : t('mail.dataReceipt.body', { number, due: formatLongDate(dueDate, locale) }),
          ],
          fields: [
            [t('mail.fields.filingNumber'), number],
            [t('dataRequest.requestType'), t(`values.dataRequestType.${input.requestType}`)],
          ],
          t,
        }),
      );
      await enqueueMessage(
        tx,
        composeMail({
          to: config().FORMS_DATA_PROTECTION_INBOX,
          subject: tOperator('mail.dataOperator.subject', { number, type: input.requestType }),
          kind: 'data-request.operator',
          replyTo: input.email,
          paragraphs: [
            completed
              ? tOperator('mail.dataOperator.completed', { outcome: outcome ?? '' })
              : tOperator('mail.dataOperator.body', { due: formatLongDate(dueDate, 'es') }),
          ],
          fields: fields(tOperator),
        }),
      );
      return {
        status: 201,
        body: {
          filingNumber: number,
          dueDate,
          status: completed ? 'completed' : 'received',
          message: completed ? t('dataRequest.successCompleted') : t('dataRequest.success'),
        },
      };
    },
  };
}
