'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { FormFooter } from '@/components/form/form-footer';
import { SubmitButton } from '@/components/form/submit-button';
import type { PqrsInput } from '../schemas';
import { FormSuccess } from './form-success.client';
import { consentOf, errorText, fill, type FormLabels } from './labels';
import { PqrsConfirmStep } from './pqrs-confirm-step';
import { PqrsDetailsStep } from './pqrs-details-step';
import { STEP_COUNT } from './pqrs-draft';
import { PqrsRequestStep } from './pqrs-request-step';
import { usePqrsForm } from './use-pqrs-form';
import styles from './forms.module.scss';

export interface PqrsFormProps {
  labels: FormLabels;
  locale: string;
  apiBase: string;
  captcha: PublicCaptcha | null;
  /** Today in Bogota (YYYY-MM-DD): the event date cannot be later. */
  today: string;
  termsHref: string;
}

/**
 * The PQRS form (SPEC §3, §4): three steps with Next and Back, one zod schema with the server,
 * a draft in sessionStorage (the photo excepted), focus on the first invalid field, a summary,
 * 'Enviando...' while sending, and the filing number and legal deadline on success.
 */
export function PqrsForm({ labels: L, locale, apiBase, captcha, today, termsHref }: PqrsFormProps) {
  const {
    form,
    formRef,
    onInvalid,
    watched,
    step,
    restored,
    photo,
    notice,
    result,
    stepHeading,
    goTo,
    next,
    onSubmit,
    startOver,
    preload,
  } = usePqrsForm({ L, locale, apiBase });
  const { register, handleSubmit, setValue, formState, getValues } = form;

  if (result) {
    const due = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${result.dueDate}T12:00:00Z`),
    );
    return (
      <FormSuccess title={result.message} as="h3">
        <p className={styles.filing}>{fill(L.pqrs.successNumber, { number: result.filingNumber })}</p>
        <p>{fill(L.pqrs.successDeadline, { date: due })}</p>
        <button type="button" className={styles.primary} onClick={startOver}>
          {L.pqrs.newRequest}
        </button>
      </FormSuccess>
    );
  }

  const err = (name: keyof PqrsInput) => errorText(L, formState.errors[name]?.message, locale);
  const stepTitles = [L.pqrs.steps.request, L.pqrs.steps.details, L.pqrs.steps.confirm];
  const last = step === STEP_COUNT - 1;
  const stepProps = { L, register, err };

  return (
    <form
      className={styles.form}
      ref={formRef}
      onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}
      onFocus={preload}
      onPointerDown={preload}
      noValidate
      aria-label={L.pqrs.formLabel}
    >
      <ol className={styles.progress} aria-hidden="true">
        {stepTitles.map((title, i) => (
          <li key={title} data-state={i < step ? 'done' : i === step ? 'current' : 'todo'}>
            <span className={styles.progressNumber}>{i + 1}</span>
            <span>{title}</span>
          </li>
        ))}
      </ol>
      <h3 ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
        {fill(L.pqrs.progress, { step: step + 1, total: STEP_COUNT, title: stepTitles[step] ?? '' })}
      </h3>
      {restored ? (
        <p className={styles.info} role="status">
          {L.pqrs.draftRestored}
        </p>
      ) : null}

      {step === 0 ? <PqrsRequestStep topic={watched.topic} {...stepProps} /> : null}
      {step === 1 ? <PqrsDetailsStep today={today} comment={watched.comment ?? ''} {...stepProps} /> : null}
      {last ? <PqrsConfirmStep L={L} values={getValues()} restored={restored} {...photo} /> : null}

      <FormFooter
        consent={
          last
            ? consentOf(L, { id: 'pqrs-consent', termsHref, error: err('consent'), field: register('consent') })
            : undefined
        }
        captcha={
          last
            ? {
                captcha,
                locale,
                labels: L,
                error: err('captchaToken'),
                onToken: (token) => setValue('captchaToken', token, { shouldValidate: false }),
              }
            : undefined
        }
        notice={notice}
      >
        {step > 0 ? (
          <button
            type="button"
            className={styles.secondary}
            onClick={() => goTo(step - 1)}
            disabled={formState.isSubmitting}
          >
            {L.common.back}
          </button>
        ) : null}
        {last ? (
          <SubmitButton key="submit" busy={formState.isSubmitting} busyLabel={L.common.sending}>
            {L.common.send}
          </SubmitButton>
        ) : (
          // Distinct keys: React must not turn this very button into the submit button under the click.
          <button key="next" type="button" className={styles.primary} onClick={next}>
            {L.common.next}
          </button>
        )}
      </FormFooter>
    </form>
  );
}
