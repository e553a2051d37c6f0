'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Dialog } from '@/components/dialog/dialog.client';
import { FormFooter } from '@/components/form/form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { newsletterSchema, type MessageResponse, type NewsletterInput } from '../schemas';
import { FormSuccess } from './form-success.client';
import { errorText, type NewsletterLabels } from './labels';
import { useFormSubmission } from './use-simple-form';
import styles from './forms.module.scss';

export interface NewsletterDialogProps {
  open: boolean;
  onClose: () => void;
  labels: NewsletterLabels;
  locale: string;
  apiBase: string;
  termsHref: string;
  returnFocus: React.RefObject<HTMLElement | null>;
  /** reCAPTCHA v2 site key; null when the captcha is off (no widget, no token). */
  captcha?: PublicCaptcha | null;
}

/** The newsletter modal (SPEC §2, §3): full name, email, consent; double opt-in by mail. */
export default function NewsletterDialog({
  open,
  onClose,
  labels: L,
  locale,
  apiBase,
  termsHref,
  returnFocus,
  captcha = null,
}: NewsletterDialogProps) {
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { fullName: '', email: '', consent: false },
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState } = form;
  const { submit, result, again, footer } = useFormSubmission<NewsletterInput, MessageResponse>(
    form as unknown as UseFormReturn<NewsletterInput, unknown, FieldValues>,
    {
      path: '/v2/newsletter',
      apiBase,
      locale,
      labels: L,
      captcha,
    },
  );
  const first = useRef<HTMLInputElement | null>(null);
  const close = () => {
    if (result) again();
    onClose();
  };
  const err = (name: keyof NewsletterInput) => errorText(L, formState.errors[name]?.message);
  const nameField = register('fullName');

  return (
    <Dialog
      open={open}
      onClose={close}
      labelledBy="newsletter-title"
      initialFocus={first}
      returnFocus={returnFocus}
      className={styles.dialog}
    >
      <div className={styles.dialogHeader}>
        <h2 id="newsletter-title">{L.newsletter.title}</h2>
        <button type="button" className={styles.close} onClick={close} aria-label={L.common.close}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {result ? (
        <FormSuccess title={result.message} />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit((values) => submit(values as Record<string, unknown>))}
        >
          <p>{L.newsletter.intro}</p>
          <TextField
            id="newsletter-fullName"
            label={L.fields.fullName}
            error={err('fullName')}
            required
            autoComplete="name"
            {...nameField}
            ref={(element) => {
              nameField.ref(element);
              first.current = element;
            }}
          />
          <TextField
            id="newsletter-email"
            type="email"
            label={L.fields.email}
            error={err('email')}
            required
            autoComplete="email"
            {...register('email')}
          />
          <FormFooter {...footer({ consentId: 'newsletter-consent', termsHref })}>
            <SubmitButton busy={formState.isSubmitting} busyLabel={L.common.sending}>
              {L.newsletter.submit}
            </SubmitButton>
          </FormFooter>
        </form>
      )}
    </Dialog>
  );
}
