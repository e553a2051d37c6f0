'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { bookTaxi, PAYMENT_METHODS, type PaymentMethod } from '../api/book';
import { errorMessageOf, TaxiApiError } from '../api/http';
import { clearToken, readToken, useTaxiSession, type TaxiUser } from '../store';
import { bookInput, hasValidAddress, type BookingFormState, type BookingOption } from './booking-form-state';
import { ConfirmDialog, ErrorDialog } from './confirm-dialog.client';
import { Notice } from './notice';
import { newIdempotencyKey } from './random-key';
import { EMAIL_MAX_LENGTH, emailError, NAME_MAX_LENGTH, nameError, type FieldError } from './sign-in-state';
import { SignInForm } from './sign-in-form.client';
import { useTaxiApi } from './taxi-api-context.client';
import { formatCop } from '@/lib/money';
import { capitalise } from './taxi-format';
import styles from './taxi-forms.module.scss';
import { useFocusAfterRender } from './use-focus-after-render';
import { messageKey } from '@/lib/i18n/keys';

export interface BookingCheckoutProps {
  form: BookingFormState;
  option: BookingOption;
  onBooked: () => void;
}

/** SPEC §4: not signed in → the sign-in form; signed in → the confirmation form. */
export default function BookingCheckout(props: BookingCheckoutProps) {
  const t = useTranslations('client.taxi');
  const user = useTaxiSession((s) => (s.isLoggedIn ? s.user : null));
  if (!user) return <SignInForm intro={t('signIn.toBook')} />;
  return <ConfirmBooking {...props} user={user} />;
}

type Stage = 'form' | 'prompt' | 'booking';

function ConfirmBooking({ form, option, onBooked, user }: BookingCheckoutProps & { user: TaxiUser }) {
  const t = useTranslations('client.taxi');
  const format = useFormatter();
  const { apiBase, locale } = useTaxiApi();
  const signOut = useTaxiSession((s) => s.signOut);
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('CASH');
  const [errors, setErrors] = useState<{ name?: FieldError; email?: FieldError }>({});
  const [stage, setStage] = useState<Stage>('form');
  const [resultError, setResultError] = useState<string | null>(null);
  const [validation, setValidation] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const idempotencyKey = useRef('');

  const vehicleName = t(`vehicles.names.${option.vehicle}`);
  const date = format.dateTime(new Date(`${form.date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResultError(null);
    const next = { name: nameError(name) ?? undefined, email: emailError(email) ?? undefined };
    setErrors(next);
    if (next.name || next.email) {
      focusAfterRender(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      return;
    }
    // SPEC §5: before booking, the editable side must still be located.
    if (!hasValidAddress(form)) {
      setValidation(true);
      return;
    }
    setValidation(false);
    idempotencyKey.current = newIdempotencyKey();
    setStage('prompt');
  }

  async function confirm() {
    const token = readToken();
    const input = bookInput(form, {
      name: name.trim(),
      email: email.trim(),
      phone: user.phone,
      phoneCountryCode: user.phoneCountryCode,
      paymentMethod,
    });
    if (!token || !input) {
      setStage('form');
      setValidation(!input);
      return;
    }
    setStage('booking');
    try {
      const result = await bookTaxi(apiBase, { input, token, idempotencyKey: idempotencyKey.current }, locale);
      setStage('form');
      if (result.status) {
        onBooked();
        return;
      }
      // SPEC §8: a refusal by the taxi company shows its userMessage, capitalised.
      setResultError(capitalise(result.userMessage ?? '') || t('errors.bookingFailed'));
    } catch (error) {
      setStage('form');
      setResultError(t('errors.bookingFailed'));
      setFailure(errorMessageOf(error, t('errors.unknown')));
      if (error instanceof TaxiApiError && error.status === 401) {
        clearToken();
        signOut();
      }
    }
  }

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className={styles.panelTitle}>
        {t('confirm.heading')}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t('form.from')}</dt>
          <dd>{form.from.formatted ?? form.from.address}</dd>
        </div>
        <div>
          <dt>{t('form.to')}</dt>
          <dd>{form.to.formatted ?? form.to.address}</dd>
        </div>
        <div>
          <dt>{t('confirm.when')}</dt>
          <dd>{t('confirm.dateTime', { date, time: form.time })}</dd>
        </div>
        <div>
          <dt>{t('bookings.fields.vehicle')}</dt>
          <dd>{vehicleName}</dd>
        </div>
        {form.accessible ? (
          <div>
            <dt>{t('confirm.accessible')}</dt>
            <dd>{t('confirm.accessibleRequested')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('bookings.fields.price')}</dt>
          <dd className="tabular">{formatCop(option.price)}</dd>
        </div>
      </dl>
      {validation ? (
        <Notice tone="error" title={t('errors.validationTitle')}>
          <p>{t('errors.checkAddresses')}</p>
        </Notice>
      ) : null}
      {resultError ? (
        <Notice tone="error" title={t('errors.bookingFailed')}>
          <p>{resultError}</p>
        </Notice>
      ) : null}
      <form ref={formRef} noValidate onSubmit={onSubmit} className={styles.form}>
        <TextField
          id={`${ids}-name`}
          label={t('signIn.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          required
          error={errors.name ? t(`fieldErrors.name.${messageKey('client.taxi.fieldErrors.name', errors.name)}`) : null}
        />
        <TextField
          id={`${ids}-email`}
          label={t('signIn.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required
          error={
            errors.email ? t(`fieldErrors.email.${messageKey('client.taxi.fieldErrors.email', errors.email)}`) : null
          }
        />
        <TextField
          id={`${ids}-phone`}
          label={t('signIn.phone')}
          value={`+${user.phoneCountryCode} ${user.phone}`}
          readOnly
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('confirm.payment')}</legend>
          <div className={styles.choices}>
            {PAYMENT_METHODS.map((method) => (
              <label key={method} className={styles.choice}>
                <input
                  type="radio"
                  name={`${ids}-payment`}
                  value={method}
                  checked={paymentMethod === method}
                  onChange={() => setPaymentMethod(method)}
                />
                {t(`payment.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <p className={styles.hint}>{t('confirm.note')}</p>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={stage !== 'form'}>
            {stage === 'booking' ? t('busy.booking') : t('confirm.submit')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={stage === 'prompt' || stage === 'booking'}
        title={t('confirm.promptTitle')}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.cancel')}
        busyLabel={t('busy.booking')}
        busy={stage === 'booking'}
        onConfirm={() => void confirm()}
        onCancel={() => setStage('form')}
      >
        <p>
          {t('confirm.promptText', {
            vehicle: vehicleName,
            from: form.from.formatted ?? form.from.address,
            to: form.to.formatted ?? form.to.address,
            date,
            time: form.time,
            price: formatCop(option.price),
          })}
        </p>
        {form.accessible ? <p>{t('confirm.promptAccessible')}</p> : null}
      </ConfirmDialog>
      <ErrorDialog
        open={failure !== null}
        title={t('errors.title')}
        message={failure ?? ''}
        closeLabel={t('errors.close')}
        onClose={() => setFailure(null)}
      />
    </section>
  );
}
