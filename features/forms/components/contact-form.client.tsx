'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormFooter } from '@/components/form/form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { CONTACT_COMMENT_MAX, contactSchema, type ContactInput, type MessageResponse } from '../schemas';
import { CommentCounter } from './comment-counter';
import { FormSuccess } from './form-success.client';
import { errorText, type FormLabels } from './labels';
import { useFormSubmission } from './use-simple-form';
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
  const form = useForm<ContactInput>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      fullName: '',
      email: '',
      mobile: '',
      subject: defaultSubject,
      comment: '',
      consent: false,
      channel,
    },
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, control } = form;
  const { submit, result, again, footer } = useFormSubmission<ContactInput, MessageResponse>(
    form as unknown as UseFormReturn<ContactInput, unknown, FieldValues>,
    {
      path: '/v2/contact',
      apiBase,
      locale,
      labels: L,
      captcha,
    },
  );
  const id = (name: string) => `${channel}-contact-${name}`;
  const err = (name: keyof ContactInput) => errorText(L, formState.errors[name]?.message);
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
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) => submit(values as Record<string, unknown>))}
    >
      <input type="hidden" {...register('channel')} />
      <div className={styles.grid}>
        <TextField
          id={id('fullName')}
          label={L.fields.fullName}
          error={err('fullName')}
          required
          autoComplete="name"
          {...register('fullName')}
        />
        <TextField
          id={id('email')}
          type="email"
          label={L.fields.email}
          error={err('email')}
          required
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          id={id('mobile')}
          type="tel"
          inputMode="numeric"
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
        <div className={styles.full}>
          <TextAreaField
            id={id('comment')}
            label={L.fields.comment}
            error={err('comment')}
            required
            maxLength={CONTACT_COMMENT_MAX}
            describedBy={[id('comment-counter')]}
            after={
              <CommentCounter id={id('comment-counter')} length={comment.length} max={CONTACT_COMMENT_MAX} labels={L} />
            }
            {...register('comment')}
          />
        </div>
      </div>
      <FormFooter {...footer({ consentId: id('consent'), termsHref })}>
        <SubmitButton busy={formState.isSubmitting} busyLabel={L.common.sending}>
          {L.common.send}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
