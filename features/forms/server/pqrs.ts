import 'server-only';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { config } from '@/lib/config';
import { bogotaToday } from '@/lib/clock';
import { AppError } from '@/lib/http/errors';
import { pqrsRequests } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import {
  processImageUpload,
  removeStoredImage,
  storeImage,
  UploadError,
  type ProcessedImage,
} from '@/lib/server/uploads';
import { optionKey, PHOTO_MAX_BYTES, pqrsSchema, type PqrsResponse } from '../schemas';
import { addBusinessDays, PQRS_ANSWER_BUSINESS_DAYS } from './deadlines';
import { composeMail } from './mail';
import type { FormEndpoint } from './pipeline';
import type { Translate } from './request';
import { enqueueReceipt, filingNumber, formatLongDate, receiptMail, recordConsent } from './shared';
import { formatInternational } from '@/lib/phone/mobile';

/** Fields and the photo; a body above this is a 413 before it is read. */
export const PQRS_MAX_BODY_BYTES = PHOTO_MAX_BYTES + 256 * 1024;

export function pqrsUploadDir(): string {
  return path.resolve(config().DATA_DIR, 'uploads', 'pqrs');
}

async function preparePhoto(photo: Uint8Array | undefined, t: Translate) {
  if (!photo) return { prepared: undefined };
  try {
    const image = await processImageUpload(photo, { maxBytes: PHOTO_MAX_BYTES });
    return { prepared: image, fingerprint: createHash('sha256').update(photo).digest('hex') };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const message = t(`errors.photo.${error.reason}`);
    throw new AppError(
      error.reason === 'tooLarge' ? 413 : 400,
      error.reason === 'tooLarge' ? 'payload_too_large' : 'invalid_upload',
      message,
      {
        fields: { photo: message },
      },
    );
  }
}

export const pqrsEndpoint: FormEndpoint<typeof pqrsSchema, PqrsResponse> = {
  form: 'pqrs',
  schema: pqrsSchema,
  maxBytes: PQRS_MAX_BODY_BYTES,
  multipart: true,
  prepare: (body, t) => preparePhoto(body.photo, t),
  async submit({ tx, input, locale, t, tOperator, prepared, onRollback }) {
    const dir = pqrsUploadDir();
    const photoFile = prepared ? await storeImage(dir, prepared as ProcessedImage) : null;
    if (photoFile) onRollback(() => removeStoredImage(dir, photoFile));
    const today = bogotaToday();
    const dueDate = addBusinessDays(today, PQRS_ANSWER_BUSINESS_DAYS);
    const [row] = await tx
      .insert(pqrsRequests)
      .values({
        filingNumber: `pending-${crypto.randomUUID()}`,
        requestType: input.requestType,
        topic: input.topic,
        airline: input.airline ?? null,
        flightNumber: input.flightNumber ?? null,
        establishmentType: input.establishmentType ?? null,
        airportService: input.airportService ?? null,
        infrastructureItem: input.infrastructureItem ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        eventDate: input.eventDate,
        eventTime: input.eventTime,
        comment: input.comment,
        photoFile,
        locale,
        dueDate,
      })
      .returning({ id: pqrsRequests.id });
    const number = filingNumber('PQRS', row!.id, today);
    await tx.update(pqrsRequests).set({ filingNumber: number }).where(eq(pqrsRequests.id, row!.id));
    await recordConsent(tx, 'pqrs', `pqrs:${row!.id}`, input.email);

    const fields = (tr: Translate) =>
      [
        [tr('mail.fields.filingNumber'), number],
        [tr('pqrs.requestType'), tr(`values.requestType.${optionKey(input.requestType)}`)],
        [tr('pqrs.topic'), tr(`values.topic.${optionKey(input.topic)}`)],
        [tr('pqrs.airline'), input.airline],
        [tr('pqrs.flightNumber'), input.flightNumber],
        [
          tr('pqrs.establishmentType'),
          input.establishmentType && tr(`values.establishmentType.${optionKey(input.establishmentType)}`),
        ],
        [
          tr('pqrs.airportService'),
          input.airportService && tr(`values.airportService.${optionKey(input.airportService)}`),
        ],
        [
          tr('pqrs.infrastructureItem'),
          input.infrastructureItem && tr(`values.infrastructureItem.${optionKey(input.infrastructureItem)}`),
        ],
        [tr('fields.name'), input.name],
        [tr('fields.email'), input.email],
        [tr('fields.phone'), formatInternational(input.phone)],
        [tr('pqrs.eventDate'), input.eventDate],
        [tr('pqrs.eventTime'), input.eventTime],
        [tr('fields.comment'), input.comment],
        [tr('pqrs.photo'), photoFile ? tr('mail.fields.photoAttached') : undefined],
      ] as Array<[string, string | undefined]>;
    const due = formatLongDate(dueDate, locale);
    await enqueueReceipt(
      tx,
      receiptMail({
        to: input.email,
        subject: t('mail.pqrsReceipt.subject', { number }),
        kind: 'pqrs.receipt',
        paragraphs: [t('mail.pqrsReceipt.body', { number, due })],
        fields: [
          [t('mail.fields.filingNumber'), number],
          [t('pqrs.requestType'), t(`values.requestType.${optionKey(input.requestType)}`)],
          [t('pqrs.topic'), t(`values.topic.${optionKey(input.topic)}`)],
        ],
        t,
      }),
    );
    await enqueueMessage(
      tx,
      composeMail({
        to: config().FORMS_PQRS_INBOX,
        subject: tOperator('mail.pqrsOperator.subject', { number, type: input.requestType, topic: input.topic }),
        kind: 'pqrs.operator',
        replyTo: input.email,
        paragraphs: [tOperator('mail.pqrsOperator.body', { due: formatLongDate(dueDate, 'es') })],
        fields: [...fields(tOperator), [tOperator('mail.fields.photoFile'), photoFile ?? undefined]],
      }),
    );
    // SPEC §8: a compliment is thanked for, not told its request was sent.
    const message = t(input.requestType === 'Felicitacion' ? 'pqrs.successCompliment' : 'pqrs.success');
    return { status: 201, body: { filingNumber: number, dueDate, message } };
  },
};
