import 'server-only';
import { config } from '@/lib/config';
import { contactMessages } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { contactSchema, type MessageResponse } from '../schemas';
import { composeMail } from './mail';
import type { FormEndpoint } from './pipeline';
import type { Translate } from './request';
import { enqueueReceipt, receiptMail, recordConsent } from './shared';
import { formatInternational } from '@/lib/phone/mobile';

/** The contact form of /contacto and, with `channel: 'sustainability'`, of /eldorado-sostenible/contacto. */
export const contactEndpoint: FormEndpoint<typeof contactSchema, MessageResponse> = {
  form: 'contact',
  schema: contactSchema,
  maxBytes: 32 * 1024,
  async submit({ tx, input, locale, t, tOperator }) {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        channel: input.channel,
        fullName: input.fullName,
        email: input.email,
        mobile: input.mobile,
        subject: input.subject,
        comment: input.comment,
        locale,
      })
      .returning({ id: contactMessages.id });
    const sustainability = input.channel === 'sustainability';
    await recordConsent(tx, sustainability ? 'sustainability-contact' : 'contact', `contact:${row!.id}`, input.email);
    const fields = (tr: Translate): Array<[string, string]> => [
      [tr('fields.fullName'), input.fullName],
      [tr('fields.email'), input.email],
      [tr('fields.mobile'), formatInternational(input.mobile)],
      [tr('fields.subject'), input.subject],
      [tr('fields.comment'), input.comment],
    ];
    const inbox = sustainability ? config().FORMS_SUSTAINABILITY_INBOX : config().FORMS_CONTACT_INBOX;
    await enqueueMessage(
      tx,
      composeMail({
        to: inbox,
        subject: tOperator(
          sustainability ? 'mail.contactOperator.subjectSustainability' : 'mail.contactOperator.subject',
          {
            subject: input.subject,
          },
        ),
        kind: sustainability ? 'contact.sustainability.operator' : 'contact.operator',
        replyTo: input.email,
        paragraphs: [tOperator('mail.contactOperator.body', { number: row!.id })],
        fields: fields(tOperator),
      }),
    );
    await enqueueReceipt(
      tx,
      receiptMail({
        to: input.email,
        subject: t('mail.contactReceipt.subject'),
        kind: 'contact.receipt',
        paragraphs: [t('mail.contactReceipt.body')],
        fields: [[t('mail.fields.filingNumber'), String(row!.id)]],
        t,
      }),
    );
    return { status: 201, body: { message: t('contact.success') } };
  },
};
