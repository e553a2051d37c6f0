'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { AnswerCaptchaSlot } from '@/components/captcha/captcha-slot.client';
import { useCaptchaAnswer } from '@/components/captcha/use-captcha-answer';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { errorMessageOf, TaxiApiError } from '../api/http';
import { fetchMe, userFromMe } from '../api/me';
import { sendOtpPhone } from '../api/send-otp-phone';
import { verifyOtpPhone } from '../api/verify-otp-phone';
import { clearToken, storeToken, useTaxiSession } from '../store';
import { Notice, type NoticeContent } from './notice';
import {
  codeStepErrors,
  countryCodeError,
  DEFAULT_COUNTRY_CODE,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  digitsOnly,
  initialSignIn,
  PHONE_INPUT_MAX_LENGTH,
  phoneError,
  phoneTyping,
  resendSecondsLeft,
  signInReducer,
  type CodeFields,
  type FieldError,
} from './sign-in-state';
import { useTaxiApi } from './taxi-api-context.client';
import styles from './taxi-forms.module.scss';
import { useFocusAfterRender } from './use-focus-after-render';
import { checkTaxiPhone, preloadPhoneRule } from './phone-rule';
import { messageKey } from '@/lib/i18n/keys';
import { localeTags, isLocale } from '@/lib/i18n/locales';
import { phoneIssueValues, type PhoneExpectation } from '@/lib/phone/issue';

type Busy = 'idle' | 'requesting' | 'verifying' | 'accessing';

/** The server's refusals of the code itself (wrong, expired, too many tries, none sent): said on the code field. */
const CODE_REFUSALS = new Set(['otp_invalid', 'otp_expired', 'otp_locked', 'otp_missing']);

function firstInvalid(form: HTMLFormElement | null): HTMLElement | null | undefined {
  return form?.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/**
 * SPEC §4 sign-in: phone (country code, default 57) → 'Solicitando...' → code field (paste
 * accepted; name and email only when the server says `needsName`) → 'Verificando...' →
 * 'Accediendo...' while the profile loads → signed in. Resend waits through a visible 30 s countdown.
 */
export function SignInForm({ intro }: { intro?: string }) {
  const t = useTranslations('client.taxi');
  const { apiBase, locale, captcha, captchaLabels } = useTaxiApi();
  const signIn = useTaxiSession((s) => s.signIn);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const codeRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(signInReducer, initialSignIn);
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [fields, setFields] = useState<CodeFields>({ code: '', name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<'countryCode' | 'phone' | keyof CodeFields, FieldError>>>({});
  // What the phone rule expects when the number is no mobile of its country (its example mobile), and the
  // server's word on the phone when it refused it; the number as the SMS went to it ("6 12 34 56 78").
  const [phoneExpected, setPhoneExpected] = useState<PhoneExpectation | null>(null);
  const [serverPhoneError, setServerPhoneError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  // What goes to the server: the national number the rule read ("06 12 34 56 78" → "612345678"), or the text as
  // typed when the rule could not load (the server runs the same rule).
  const [submittedPhone, setSubmittedPhone] = useState('');
  const [busy, setBusy] = useState<Busy>('idle');
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // The server's reason for refusing the code, shown and read on the code field (aria-invalid + describedby).
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  // A captcha answer is good for one code: each request mounts a fresh widget.
  const answer = useCaptchaAnswer();
  const secondsLeft = resendSecondsLeft(state.sentAt, now);

  // The visible resend countdown: one tick a second until it reaches zero.
  useEffect(() => {
    if (state.sentAt === null) return;
    const id = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (resendSecondsLeft(state.sentAt, current) === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [state.sentAt]);

  const fieldError = (key: keyof typeof errors, messages: 'phone' | 'countryCode' | 'code' | 'name' | 'email') =>
    errors[key] ? t(`fieldErrors.${messageKey('client.taxi.fieldErrors', `${messages}.${errors[key]}`)}`) : null;
  const phoneFieldError = () => {
    if (errors.phone === 'invalid' && phoneExpected) {
      const tag = isLocale(locale) ? localeTags[locale] : locale;
      return t('fieldErrors.phone.invalid', phoneIssueValues(phoneExpected, tag));
    }
    return fieldError('phone', 'phone') ?? serverPhoneError;
  };

  async function requestCode(phoneToSend = submittedPhone): Promise<boolean> {
    setBusy('requesting');
    setNotice(null);
    try {
      const { needsName } = await sendOtpPhone(
        apiBase,
        { phone: phoneToSend, phoneCountryCode: countryCode, captchaToken: answer.token },
        locale,
      );
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'code-sent', needsName, at });
      setCodeRefusal(null);
      return true;
    } catch (error) {
      if (error instanceof TaxiApiError && error.fields.phone && state.step === 'phone') {
        // The server's phone rule refused the number (the form's could not load): said on the phone field.
        setServerPhoneError(error.fields.phone);
        focusAfterRender(() => firstInvalid(formRef.current));
        return false;
      }
      setNotice({ title: t('errors.title'), message: errorMessageOf(error, t('errors.unknown')) });
      return false;
    } finally {
      setBusy('idle');
      if (captcha) answer.spend();
    }
  }

  async function onSubmitPhone(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = { countryCode: countryCodeError(countryCode) ?? undefined, phone: phoneError(phone) ?? undefined };
    setServerPhoneError(null);
    let shown = phone.trim();
    let toSend = phone.trim();
    if (!next.countryCode && !next.phone) {
      // The site's phone rule (lib/phone): a valid mobile of the calling code's country, at its real length.
      const check = await checkTaxiPhone(phone, countryCode);
      if (check?.ok) {
        shown = check.number.international.slice(`+${check.number.callingCode} `.length);
        toSend = check.number.nationalNumber;
      } else if (check?.problem === 'callingCode') {
        next.countryCode = 'unknown';
      } else if (check) {
        next.phone = check.problem === 'empty' ? 'required' : 'invalid';
        setPhoneExpected(check.expected);
      }
    }
    setErrors(next);
    if (next.countryCode || next.phone) {
      focusAfterRender(() => firstInvalid(formRef.current));
      return;
    }
    setSentTo(shown);
    setSubmittedPhone(toSend);
    if (await requestCode(toSend)) focusAfterRender(() => codeRef.current);
  }

  async function onSubmitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = codeStepErrors(fields, state.needsName);
    setErrors(next);
    setCodeRefusal(null);
    if (Object.keys(next).length) {
      focusAfterRender(() => firstInvalid(formRef.current));
      return;
    }
    setNotice(null);
    setBusy('verifying');
    let tokenStored = false;
    try {
      const extra = state.needsName ? { name: fields.name.trim(), email: fields.email.trim() } : {};
      const { access_token } = await verifyOtpPhone(
        apiBase,
        { phone: submittedPhone, countryCode, code: fields.code, ...extra },
        locale,
      );
      storeToken(access_token);
      tokenStored = true;
      setBusy('accessing');
      const me = await fetchMe(apiBase, access_token);
      signIn({ ...userFromMe(me), ...(state.needsName ? { email: fields.email.trim() } : {}) });
    } catch (error) {
      if (tokenStored) clearToken();
      setBusy('idle');
      if (!tokenStored && error instanceof TaxiApiError && error.code && CODE_REFUSALS.has(error.code)) {
        // Where it happened: the code field takes focus and is read as invalid, with the server's reason.
        setCodeRefusal(errorMessageOf(error, t('errors.unknown')));
        focusAfterRender(() => codeRef.current);
        return;
      }
      setNotice({ title: t('errors.title'), message: errorMessageOf(error, t('errors.unknown')) });
    }
  }

  const onCodeStep = state.step === 'code';
  const busyLabel =
    busy === 'requesting'
      ? t('busy.requesting')
      : busy === 'verifying'
        ? t('busy.verifying')
        : busy === 'accessing'
          ? t('busy.accessing')
          : null;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('signIn.heading')}
      </h2>
      <p className={styles.lead}>{intro ?? t('signIn.intro')}</p>
      {notice ? (
        <Notice tone="error" title={notice.title}>
          <p>{notice.message}</p>
        </Notice>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={onCodeStep ? onSubmitCode : onSubmitPhone}
        onFocus={preloadPhoneRule}
        onPointerDown={preloadPhoneRule}
        className={styles.form}
      >
        <div className={styles.phoneRow}>
          <TextField
            id={`${headingId}-country`}
            label={t('signIn.countryCode')}
            prefix="+"
            className={styles.countryField}
            value={countryCode}
            onChange={(e) => setCountryCode(digitsOnly(e.target.value).slice(0, 4))}
            inputMode="numeric"
            autoComplete="tel-country-code"
            readOnly={onCodeStep}
            required
            error={fieldError('countryCode', 'countryCode')}
          />
          <TextField
            id={`${headingId}-phone`}
            label={t('signIn.phone')}
            hint={t('signIn.phoneHint')}
            type="tel"
            value={phone}
            onChange={(e) => {
              setPhone(phoneTyping(e.target.value));
              setServerPhoneError(null);
            }}
            inputMode="tel"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            autoComplete="tel-national"
            readOnly={onCodeStep}
            required
            error={phoneFieldError()}
          />
        </div>
        {onCodeStep ? (
          <>
            <p className={styles.hint} role="status">
              {t('signIn.codeSent', { countryCode, phone: sentTo || phone })}
            </p>
            <TextField
              ref={codeRef}
              id={`${headingId}-code`}
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              value={fields.code}
              onChange={(e) => setFields((f) => ({ ...f, code: digitsOnly(e.target.value).slice(0, 8) }))}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={fieldError('code', 'code') ?? codeRefusal}
            />
            {state.needsName ? (
              <fieldset className={styles.fieldset}>
                <legend>{t('signIn.newUser')}</legend>
                <TextField
                  id={`${headingId}-name`}
                  label={t('signIn.name')}
                  value={fields.name}
                  onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))}
                  autoComplete="name"
                  maxLength={NAME_MAX_LENGTH}
                  required
                  error={fieldError('name', 'name')}
                />
                <TextField
                  id={`${headingId}-email`}
                  label={t('signIn.email')}
                  type="email"
                  value={fields.email}
                  onChange={(e) => setFields((f) => ({ ...f, email: e.target.value }))}
                  autoComplete="email"
                  maxLength={EMAIL_MAX_LENGTH}
                  required
                  error={fieldError('email', 'email')}
                />
              </fieldset>
            ) : null}
          </>
        ) : null}
        <AnswerCaptchaSlot answer={answer} captcha={captcha} locale={locale} labels={captchaLabels} />
        <div className={styles.actions}>
          {onCodeStep ? (
            <>
              <button
                key="change"
                type="button"
                className={styles.link}
                onClick={() => dispatch({ type: 'change-phone' })}
                disabled={busy !== 'idle'}
              >
                {t('signIn.changePhone')}
              </button>
              <button
                key="resend"
                type="button"
                className={styles.secondary}
                onClick={() => void requestCode()}
                disabled={secondsLeft > 0 || busy !== 'idle'}
              >
                {secondsLeft > 0
                  ? t('signIn.resendIn', { seconds: secondsLeft })
                  : busy === 'requesting'
                    ? t('busy.requesting')
                    : t('signIn.resend')}
              </button>
              <SubmitButton
                key="verify"
                className={styles.primary}
                busy={busy === 'verifying' || busy === 'accessing'}
                busyLabel={busyLabel}
                disabled={busy !== 'idle'}
              >
                {t('signIn.verify')}
              </SubmitButton>
            </>
          ) : (
            <SubmitButton
              key="send"
              className={styles.primary}
              busy={busy === 'requesting'}
              busyLabel={busyLabel}
              disabled={busy !== 'idle'}
            >
              {t('signIn.send')}
            </SubmitButton>
          )}
        </div>
      </form>
    </section>
  );
}
