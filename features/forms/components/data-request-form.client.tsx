'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { useWatch } from 'react-hook-form';
import { FormFooter } from '@/components/form/form-footer';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { TAXI_TOKEN_KEY } from '@/features/taxi/constants';
import { DATA_DETAILS_MAX, DATA_REQUEST_TYPES } from '../constants';
import type { DataRequestInput, DataRequestResponse } from '../schemas';
import { dataRequestResolver } from './form-resolvers';
import { CountedTextArea } from './counted-text-area';
import { FormSuccess } from './form-success.client';
import { fill, type FormLabels } from './labels';
import { NameEmailFields } from './name-email-fields';
import { useSimpleForm } from './use-simple-form';
import styles from './forms.module.scss';

/** A signed-in taxi user's token: it proves their phone, so a deletion is carried out at once. */
function storedTaxiToken(): string | undefined {
  try {
    return window.localStorage.getItem(TAXI_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** /eliminacion-datos: consult, update or delete personal data (Ley 1581 de 2012). */
export function DataRequestForm({
  labels: L,
  locale,
  apiBase,
  termsHref,
  captcha = null,
}: {
  labels: FormLabels;
  locale: string;
  apiBase: string;
  termsHref: string;
  /** reCAPTCHA v2 site key; null when the captcha is off (no widget, no token). */
  captcha?: PublicCaptcha | null;
}) {
  const { form, onSubmit, preload, err, result, again, footer } = useSimpleForm<DataRequestInput, DataRequestResponse>({
    resolver: dataRequestResolver,
    defaultValues: {
      fullName: '',
      email: '',
      phone: '',
      phoneCountryCode: '57',
      requestType: 'delete',
      details: '',
      consent: false,
    },
    path: '/v2/data-requests',
    apiBase,
    locale,
    labels: L,
    bearer: storedTaxiToken,
    captcha,
  });
  const { register, formState, control } = form;
  const details = useWatch({ control, name: 'details' }) ?? '';

  if (result) {
    const due = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${result.dueDate}T12:00:00Z`),
    );
    return (
      <FormSuccess title={result.message}>
        <p className={styles.filing}>{fill(L.dataRequest.successNumber, { number: result.filingNumber })}</p>
        {result.status === 'received' ? <p>{fill(L.dataRequest.successDeadline, { date: due })}</p> : null}
        <button type="button" className={styles.secondary} onClick={again}>
          {L.dataRequest.another}
        </button>
      </FormSuccess>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} onFocus={preload} onPointerDown={preload}>
      <div className={styles.grid}>
        <SelectField
          id="data-requestType"
          label={L.dataRequest.requestType}
          placeholder={L.common.choose}
          options={DATA_REQUEST_TYPES.map((value) => ({ value, label: L.values.dataRequestType[value] }))}
          error={err('requestType')}
          required
          {...register('requestType')}
        />
        <NameEmailFields
          labels={L}
          idPrefix="data"
          fields={{ fullName: register('fullName'), email: register('email') }}
          err={err}
        />
        <div className={styles.phoneRow}>
          <TextField
            id="data-phoneCountryCode"
            label={L.dataRequest.phoneCountryCode}
            hint={L.dataRequest.phoneCountryCodeHint}
            inputMode="numeric"
            error={err('phoneCountryCode')}
            autoComplete="tel-country-code"
            {...register('phoneCountryCode')}
          />
          <TextField
            id="data-phone"
            type="tel"
            inputMode="tel"
            label={L.dataRequest.phone}
            hint={L.dataRequest.phoneHint}
            optionalText={L.common.optional}
            error={err('phone')}
            autoComplete="tel-national"
            {...register('phone')}
          />
        </div>
        <CountedTextArea
          id="data-details"
          label={L.dataRequest.details}
          hint={L.dataRequest.detailsHint}
          error={err('details')}
          required
          limit={DATA_DETAILS_MAX}
          length={details.length}
          labels={L}
          {...register('details')}
        />
      </div>
      <p className={styles.info}>{L.dataRequest.deadlines}</p>
      <p className={styles.info}>{L.dataRequest.taxiNote}</p>
      <FormFooter {...footer({ consentId: 'data-consent', termsHref })}>
        <SubmitButton busy={formState.isSubmitting} busyLabel={L.common.sending}>
          {L.common.send}
        </SubmitButton>
      </FormFooter>
    </form>
  );
}
