'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { CaptchaLabels } from '@/components/captcha/labels';
import type { FormFooterProps } from '@/components/form/form-footer';
import type { PublicCaptcha } from '@/lib/security/captcha';
import { newIdempotencyKey, submitForm } from '../api/submit-form';
import { consentOf, errorText } from './labels';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/**
 * A one-step form (contact, newsletter, data request) and its submission: one Idempotency-Key per
 * submission (kept across retries), server field errors put back on their fields (the first one
 * focused once its error is rendered, so a screen reader reads it with the error), and a notice for
 * anything else. The visitor's text is never cleared on failure.
 *
 * With the captcha on, the server asks for the token ('captchaRequired' under the widget, like any
 * field error), and after a failed submission the token (spent by siteverify) is cleared and a fresh
 * widget is mounted. `footer()` gives the form's FormFooter its consent, captcha and notice; `err()` is a
 * field's translated error.
 */
export function useSimpleForm<Values extends FieldValues, Body>({
  resolver,
  defaultValues,
  path,
  apiBase,
  locale,
  labels,
  bearer,
  captcha = null,
}: {
  /**
   * The zod schema shared with the server, through zodResolver: on the form pages a lazy one
   * (./lazy-resolver.ts), whose `preload` the form calls on its first focus or pointer down.
   */
  resolver: Resolver<Values> & { preload?: () => void };
  defaultValues: DefaultValues<Values>;
  path: string;
  apiBase: string;
  locale: string;
  labels: CaptchaLabels & {
    errors: { generic: string; network: string };
    common: { consent: string; consentLink: string };
  };
  /** Reads a bearer token to send with the submission, if any. */
  bearer?: () => string | undefined;
  /** The captcha the form shows (its token is spent by each submission); null when it is off. */
  captcha?: PublicCaptcha | null;
}) {
  const form = useForm<Values>({ resolver, defaultValues, shouldFocusError: false });
  const { focusFirstInvalid } = useFocusFirstInvalid();
  const formElement = useRef<HTMLFormElement | null>(null);
  const key = useRef<string | null>(null);
  const [notice, setNotice] = useState<string>();
  const [result, setResult] = useState<Body | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const tokenField = 'captchaToken' as Path<Values>;

  const freshCaptcha = () => {
    if (!captcha) return;
    form.setValue(tokenField, undefined as never);
    setCaptchaRound((n) => n + 1);
  };

  /** The widget's callback: keeps the token in the form (not validated) and clears its error once ticked. */
  const onCaptchaToken = (token: string | undefined) => {
    form.setValue(tokenField, token as never, { shouldValidate: false });
    if (token) form.clearErrors(tokenField);
  };

  const submit = async (values: Record<string, unknown>) => {
    setNotice(undefined);
    key.current ??= newIdempotencyKey();
    const token = bearer?.();
    let outcome = await submitForm<Body>(path, values, { apiBase, locale, idempotencyKey: key.current, bearer: token });
    if (outcome.kind === 'error' && outcome.status === 422) {
      key.current = newIdempotencyKey();
      outcome = await submitForm<Body>(path, values, { apiBase, locale, idempotencyKey: key.current, bearer: token });
    }
    if (outcome.kind === 'ok') {
      key.current = null;
      setResult(outcome.body);
      return;
    }
    freshCaptcha();
    if (outcome.kind === 'invalid') {
      setNotice(outcome.message);
      for (const [name, message] of Object.entries(outcome.fields)) {
        form.setError(name as Path<Values>, { type: 'server', message });
      }
      focusFirstInvalid(formElement.current);
      return;
    }
    setNotice(outcome.message ?? (outcome.status ? labels.errors.generic : labels.errors.network));
  };

  const again = () => {
    setResult(null);
    setNotice(undefined);
    form.reset();
    if (captcha) setCaptchaRound((n) => n + 1);
  };

  const err = (name: Path<Values>) =>
    errorText(labels, (form.formState.errors[name] as { message?: string } | undefined)?.message, locale);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The form element, kept while the event is current: the focus comes after the validation.
    formElement.current = event.currentTarget;
    void form.handleSubmit(
      (values) => submit(values as Record<string, unknown>),
      () => focusFirstInvalid(formElement.current),
    )(event);
  };

  /** The FormFooter's consent (field `consent`, checkbox `consentId`), captcha and notice. */
  const footer = ({
    consentId,
    termsHref,
  }: {
    consentId: string;
    termsHref: string;
  }): Omit<FormFooterProps, 'children'> => ({
    consent: consentOf(labels, {
      id: consentId,
      termsHref,
      error: err('consent' as Path<Values>),
      field: form.register('consent' as Path<Values>),
    }),
    captcha: {
      captcha,
      locale,
      labels,
      error: err(tokenField),
      onToken: onCaptchaToken,
      round: captchaRound,
    },
    notice,
  });

  /** Fetches the lazy resolver's validation code ahead of the submission (a no-op for a plain resolver). */
  const preload = () => resolver.preload?.();

  return { form, onSubmit, preload, err, result, again, footer };
}
