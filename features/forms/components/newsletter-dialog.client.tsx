'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { Dialog } from '@/components/dialog/dialog.client';
import { FormFooter } from '@/components/form/form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import { newsletterSchema, type MessageResponse, type NewsletterInput } from '../schemas';
import { FormSuccess } from './form-success.client';
import type { NewsletterLabels } from './labels';
import { NameEmailFields } from './name-email-fields';
import { useSimpleForm } from './use-simple-form';
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
  const { form, onSubmit, err, result, again, footer } = useSimpleForm<NewsletterInput, MessageResponse>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { fullName: '', email: '', consent: false },
    path: '/v2/newsletter',
    apiBase,
    locale,
    labels: L,
    captcha,
  });
  const { register, formState } = form;
  const first = useRef<HTMLInputElement | null>(null);
  const close = () => {
    if (result) again();
    onClose();
  };

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
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <p>{L.newsletter.intro}</p>
          <NameEmailFields
            labels={L}
            idPrefix="newsletter"
            fields={{ fullName: register('fullName'), email: register('email') }}
            err={err}
            nameRef={first}
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
