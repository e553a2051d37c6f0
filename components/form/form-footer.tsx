import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CaptchaSlot } from '@/components/captcha/captcha-slot.client';
import type { CaptchaLabels } from '@/components/captcha/labels';
import type { PublicCaptcha } from '@/lib/security/captcha';
import { CheckboxField } from './checkbox-field';
import styles from './form.module.scss';

export interface FormConsent {
  id: string;
  /** "Acepto el tratamiento de mis datos…", in the caller's language. */
  label: string;
  /** The terms the consent refers to, opened in a new tab. */
  termsLabel: string;
  termsHref: string;
  error?: string;
  /** The checkbox's react-hook-form registration. */
  field: UseFormRegisterReturn;
}

export interface FormCaptcha {
  captcha: PublicCaptcha | null | undefined;
  locale: string;
  labels: CaptchaLabels;
  error?: string;
  onToken: (token: string | undefined) => void;
  /** Changes after a spent answer: a fresh widget is mounted. */
  round?: number;
}

/**
 * The end of a form: the consent (Ley 1581 de 2012) with its terms link, the captcha, the notice of a
 * failed submission (an alert) and the actions (`children`: the submit button, Back…). The captcha slot
 * stays mounted while the visitor types, so its late-loading widget never costs a keystroke.
 */
export interface FormFooterProps {
  consent?: FormConsent;
  captcha?: FormCaptcha;
  notice?: string;
  children: ReactNode;
}

export function FormFooter({ consent, captcha, notice, children }: FormFooterProps) {
  return (
    <>
      {consent ? (
        <CheckboxField
          id={consent.id}
          label={consent.label}
          error={consent.error}
          link={
            <a href={consent.termsHref} target="_blank" rel="noopener">
              {consent.termsLabel}
            </a>
          }
          {...consent.field}
        />
      ) : null}
      {captcha ? (
        <CaptchaSlot
          key={captcha.round}
          captcha={captcha.captcha}
          locale={captcha.locale}
          labels={captcha.labels}
          error={captcha.error}
          onToken={captcha.onToken}
        />
      ) : null}
      {notice ? (
        <p className={styles.alert} role="alert">
          {notice}
        </p>
      ) : null}
      <div className={styles.actions}>{children}</div>
    </>
  );
}
