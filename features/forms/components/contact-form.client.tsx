'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/form/form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { CONTACT_COMMENT_MAX } from '../constants';
import type { ContactInput, MessageResponse } from '../schemas';
import { contactResolver } from './form-resolvers';
import { CountedTextArea } from './counted-text-area';
import { FormSuccess } from './form-success.client';
import type { FormLabels } from './labels';
import { NameEmailFields } from './name-email-fields';
import { useSimpleForm } from './use-simple-form';
import styles from './forms.module.scss';

export interface ContactFormProps {
  labels: FormLabels;
  locale: string;
  apiBase: string;
  channel: 'general' | 'sustainability';
  termsHref: string;
  /** Preset subject (the sustainability form). */
  defaultSubject?: string;
  /** reCAPTCHA v2 site key; null when the captcha is off (no widget, no token). */
  captcha?: PublicCaptcha | null;
}

/** The contact form (SPEC §3, §5): full name, email, mobile, subject, comment and consent. */
export function ContactForm({
  labels: L,
  locale,
  apiBase,
  channel,
  termsHref,
  defaultSubject = '',
  captcha = null,
}: ContactFormProps) {
  const { form, onSubmit, preload, err, result, again, footer } = useSimpleForm<ContactInput, MessageResponse>({
    resolver: contactResolver,
    defaultValues: {
      fullName: '',
      email: '',
      mobile: '',
      subject: defaultSubject,
      comment: '',
      consent: false,
      channel,
    },
    path: '/v2/contact',
    apiBase,
    locale,
    labels: L,
    captcha,
  });
  const { register, formState, control } = form;
  const id = (name: string) => `${channel}-contact-${name}`;
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  if (result) {
    return (
      <FormSuccess title={result.message}>
        <p>{L.contact.successDetail}</p>
        <button type="button" className={styles.secondary} onClick={again}>
          {L.contact.another}
        </button>
      </FormSuccess>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onFocus={preload} onPointerDown={preload}>
      <input type="hidden" {...register('channel')} />
      <div className={styles.grid}>
        <NameEmailFields
          labels={L}
          idPrefix={`${channel}-contact`}
          fields={{ fullName: register('fullName'), email: register('email') }}
          err={err}
        />
        <TextField
          id={id('mobile')}
          type="tel"
          inputMode="tel"
          label={L.fields.mobile}
          hint={L.fields.phoneHint}
          error={err('mobile')}
          required
          autoComplete="tel"
          {...register('mobile')}
        />
        <TextField
          id={id('subject')}
          label={L.fields.subject}
          error={err('subject')}
          required
          {...register('subject')}
        />
        <CountedTextArea
          id={id('comment')}
          label={L.fields.comment}
          error={err('comment')}
          required
          limit={CONTACT_COMMENT_MAX}
          length={comment.length}
          labels={L}
          {...register('comment')}
        />
      </div>
      <FormFooter {...footer({ consentId: id('consent'), termsHref })}>
        <SubmitButton busy={formState.isSubmitting} busyLabel={L.common.sending}>
          {L.common.send}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
