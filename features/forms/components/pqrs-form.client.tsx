'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { newIdempotencyKey, submitForm } from '../api/submit-form';
import {
  optionKey,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PQRS_AIRPORT_SERVICES,
  PQRS_COMMENT_MAX,
  PQRS_ESTABLISHMENT_TYPES,
  PQRS_INFRASTRUCTURE_ITEMS,
  PQRS_REQUEST_TYPES,
  PQRS_STEPS,
  PQRS_TOPICS,
  pqrsSchema,
  type PqrsInput,
  type PqrsResponse,
  type PqrsSubmission,
} from '../schemas';
import { CaptchaSlot } from '@/components/captcha/captcha-slot.client';
import { CommentCounter } from './comment-counter';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';
import { errorText, fill, type FormLabels } from './labels';
import styles from './forms.module.scss';

const DRAFT_KEY = 'eldorado.forms.pqrs.draft';
/** A HEIC/HEIF photo (an iPhone's default), by its declared type or its name: refused, see docs/forms.md. */
const HEIC = /^image\/hei[cf]|\.hei[cf]$/i;
const STEP_COUNT = 3;
type Values = PqrsInput;

const EMPTY: Values = {
  requestType: '' as Values['requestType'],
  topic: '' as Values['topic'],
  airline: '',
  flightNumber: '',
  establishmentType: '',
  airportService: '',
  infrastructureItem: '',
  name: '',
  email: '',
  phone: '',
  eventDate: '',
  eventTime: '',
  comment: '',
  consent: false,
  captchaToken: undefined,
};

/** The label of a chosen SPEC value, or undefined when nothing is chosen. */
function shown(group: Record<string, string>, value: unknown): string | undefined {
  return typeof value === 'string' && value ? (group[optionKey(value)] ?? value) : undefined;
}

interface Draft {
  values: Partial<Values>;
  step: number;
}

function readDraft(): Draft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Private mode or full storage: the form still works, only without a draft.
  }
}

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
export function PqrsForm({ labels, locale, apiBase, captcha, today, termsHref }: PqrsFormProps) {
  const L = labels;
  const form = useForm<Values, unknown, PqrsSubmission>({
    resolver: zodResolver(pqrsSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { register, handleSubmit, trigger, reset, setError, setValue, formState, getValues, control } = form;
  const errors = formState.errors;
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [result, setResult] = useState<PqrsResponse | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore a draft after a reload (mount only: sessionStorage does not exist on the server).
  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    reset({ ...EMPTY, ...draft.values, captchaToken: undefined });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time restore from sessionStorage after hydration
    setStep(Math.min(Math.max(0, draft.step), STEP_COUNT - 1));
    setRestored(true);
  }, [reset]);

  // Keep the draft as the visitor types.
  const watched = useWatch({ control });
  const dirty = formState.isDirty;
  useEffect(() => {
    if (!dirty) return;
    const { captchaToken: _token, ...rest } = watched;
    writeDraft({ values: rest as Partial<Values>, step });
  }, [watched, step, dirty]);

  // Move focus to the new step's heading (not on first paint).
  useEffect(() => {
    if (!moved.current) return;
    stepHeading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (result) successHeading.current?.focus();
  }, [result]);

  const topic = watched.topic;
  const comment = watched.comment ?? '';

  const goTo = useCallback(
    (next: number) => {
      moved.current = true;
      setStep(next);
      writeDraft({ values: getValues(), step: next });
    },
    [getValues],
  );

  const next = async () => {
    const fields = PQRS_STEPS[step] as readonly FieldPath<Values>[];
    if (await trigger(fields, { shouldFocus: true })) goTo(step + 1);
  };

  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhotoError(undefined);
    // The same refusals as the server's, before a 5 MB upload: HEIC by name or type, another declared type, the size.
    const refusal = !file
      ? undefined
      : HEIC.test(file.type) || HEIC.test(file.name)
        ? L.errors.photo.heicUnsupported
        : file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type)
          ? L.errors.photo.unsupportedType
          : file.size > PHOTO_MAX_BYTES
            ? L.errors.photo.tooLarge
            : undefined;
    if (refusal) {
      setPhotoError(refusal);
      event.target.value = '';
      setPhoto(null);
      return;
    }
    setPhoto(file);
  };

  const showServerErrors = (fields: Record<string, string>) => {
    const names = Object.keys(fields);
    const firstStep = PQRS_STEPS.findIndex((s) => names.some((n) => (s as readonly string[]).includes(n)));
    if (fields.photo) setPhotoError(fields.photo);
    if (firstStep >= 0 && firstStep !== step) goTo(firstStep);
    // After the step renders, mark the fields and focus the first.
    setTimeout(() => {
      let focused = false;
      for (const name of names) {
        if (name === 'photo') continue;
        setError(name as FieldPath<Values>, { type: 'server', message: fields[name] }, { shouldFocus: !focused });
        focused = true;
      }
    }, 0);
  };

  const onSubmit = async (values: PqrsSubmission) => {
    setNotice(undefined);
    idempotencyKey.current ??= newIdempotencyKey();
    const payload: Record<string, unknown> = { ...values };
    let body: Record<string, unknown> | FormData = payload;
    if (photo) {
      const data = new FormData();
      for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) data.set(k, String(v));
      data.set('photo', photo, photo.name);
      body = data;
    }
    const send = (key: string) => submitForm<PqrsResponse>('/v2/pqrs', body, { apiBase, locale, idempotencyKey: key });
    let outcome = await send(idempotencyKey.current);
    if (outcome.kind === 'error' && outcome.status === 422) {
      idempotencyKey.current = newIdempotencyKey();
      outcome = await send(idempotencyKey.current);
    }
    if (outcome.kind === 'ok') {
      writeDraft(null);
      idempotencyKey.current = null;
      setResult(outcome.body);
      return;
    }
    if (outcome.kind === 'invalid') {
      setNotice(outcome.message);
      showServerErrors(outcome.fields);
      return;
    }
    setNotice(outcome.message ?? (outcome.status ? L.errors.generic : L.errors.network));
    setValue('captchaToken', undefined);
  };

  const startOver = () => {
    reset(EMPTY);
    setPhoto(null);
    setPhotoError(undefined);
    setResult(null);
    setRestored(false);
    setNotice(undefined);
    writeDraft(null);
    goTo(0);
  };

  if (result) {
    const due = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${result.dueDate}T12:00:00Z`),
    );
    return (
      <div className={styles.success} role="status">
        <h3 ref={successHeading} tabIndex={-1} className={styles.successTitle}>
          {result.message}
        </h3>
        <p className={styles.filing}>{fill(L.pqrs.successNumber, { number: result.filingNumber })}</p>
        <p>{fill(L.pqrs.successDeadline, { date: due })}</p>
        <button type="button" className={styles.primary} onClick={startOver}>
          {L.pqrs.newRequest}
        </button>
      </div>
    );
  }

  const err = (name: FieldPath<Values>) =>
    errorText(L, errors[name as keyof typeof errors]?.message as string | undefined);
  const stepTitles = [L.pqrs.steps.request, L.pqrs.steps.details, L.pqrs.steps.confirm];
  const options = (values: readonly string[], group: Record<string, string>) =>
    values.map((value) => ({ value, label: group[optionKey(value)] ?? value }));
  const values = getValues();
  const summary: Array<[string, string | undefined]> = [
    [L.pqrs.requestType, shown(L.values.requestType, values.requestType)],
    [L.pqrs.topic, shown(L.values.topic, values.topic)],
    [L.pqrs.airline, topic === 'Aerolineas' ? values.airline : undefined],
    [L.pqrs.flightNumber, topic === 'Aerolineas' ? values.flightNumber : undefined],
    [
      L.pqrs.establishmentType,
      topic === 'Establecimientos' ? shown(L.values.establishmentType, values.establishmentType) : undefined,
    ],
    [
      L.pqrs.airportService,
      topic === 'Servicios Aeroportuarios' ? shown(L.values.airportService, values.airportService) : undefined,
    ],
    [
      L.pqrs.infrastructureItem,
      topic === 'Infraestructura Aeroportuaria'
        ? shown(L.values.infrastructureItem, values.infrastructureItem)
        : undefined,
    ],
    [L.fields.name, values.name],
    [L.fields.email, values.email],
    [L.fields.phone, values.phone],
    [L.pqrs.eventDate, values.eventDate],
    [L.pqrs.eventTime, values.eventTime],
    [L.fields.comment, values.comment],
    [L.pqrs.photo, photo ? photo.name : L.pqrs.noPhoto],
  ];

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
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

      {step === 0 ? (
        <div className={styles.grid}>
          <SelectField
            id="pqrs-requestType"
            label={L.pqrs.requestType}
            placeholder={L.common.choose}
            options={options(PQRS_REQUEST_TYPES, L.values.requestType)}
            error={err('requestType')}
            required
            {...register('requestType')}
          />
          <SelectField
            id="pqrs-topic"
            label={L.pqrs.topic}
            placeholder={L.common.choose}
            options={options(PQRS_TOPICS, L.values.topic)}
            error={err('topic')}
            required
            {...register('topic')}
          />
          {topic === 'Aerolineas' ? (
            <>
              <TextField
                id="pqrs-airline"
                label={L.pqrs.airline}
                error={err('airline')}
                required
                autoComplete="off"
                {...register('airline')}
              />
              <TextField
                id="pqrs-flightNumber"
                label={L.pqrs.flightNumber}
                hint={L.pqrs.flightNumberHint}
                error={err('flightNumber')}
                required
                autoComplete="off"
                autoCapitalize="characters"
                {...register('flightNumber')}
              />
            </>
          ) : null}
          {topic === 'Establecimientos' ? (
            <SelectField
              id="pqrs-establishmentType"
              label={L.pqrs.establishmentType}
              placeholder={L.common.choose}
              options={options(PQRS_ESTABLISHMENT_TYPES, L.values.establishmentType)}
              error={err('establishmentType')}
              required
              {...register('establishmentType')}
            />
          ) : null}
          {topic === 'Servicios Aeroportuarios' ? (
            <SelectField
              id="pqrs-airportService"
              label={L.pqrs.airportService}
              placeholder={L.common.choose}
              options={options(PQRS_AIRPORT_SERVICES, L.values.airportService)}
              error={err('airportService')}
              required
              {...register('airportService')}
            />
          ) : null}
          {topic === 'Infraestructura Aeroportuaria' ? (
            <SelectField
              id="pqrs-infrastructureItem"
              label={L.pqrs.infrastructureItem}
              placeholder={L.common.choose}
              options={options(PQRS_INFRASTRUCTURE_ITEMS, L.values.infrastructureItem)}
              error={err('infrastructureItem')}
              required
              {...register('infrastructureItem')}
            />
          ) : null}
        </div>
      ) : null}

      {step === 1 ? (
        <div className={styles.grid}>
          <TextField
            id="pqrs-name"
            label={L.fields.name}
            error={err('name')}
            required
            autoComplete="name"
            {...register('name')}
          />
          <TextField
            id="pqrs-email"
            type="email"
            label={L.fields.email}
            hint={L.fields.emailHint}
            error={err('email')}
            required
            autoComplete="email"
            {...register('email')}
          />
          <TextField
            id="pqrs-phone"
            type="tel"
            inputMode="numeric"
            label={L.fields.phone}
            hint={L.fields.phoneHint}
            error={err('phone')}
            required
            autoComplete="tel"
            {...register('phone')}
          />
          <TextField
            id="pqrs-eventDate"
            type="date"
            max={today}
            label={L.pqrs.eventDate}
            error={err('eventDate')}
            required
            {...register('eventDate')}
          />
          <TextField
            id="pqrs-eventTime"
            type="time"
            label={L.pqrs.eventTime}
            error={err('eventTime')}
            required
            {...register('eventTime')}
          />
          <div className={styles.full}>
            <TextAreaField
              id="pqrs-comment"
              label={L.fields.comment}
              hint={L.pqrs.commentHint}
              error={err('comment')}
              required
              maxLength={PQRS_COMMENT_MAX}
              describedBy={['pqrs-comment-counter']}
              after={
                <CommentCounter id="pqrs-comment-counter" length={comment.length} max={PQRS_COMMENT_MAX} labels={L} />
              }
              {...register('comment')}
            />
          </div>
        </div>
      ) : null}

      {step === 2 ? (
        <div className={styles.stack}>
          <div className={styles.field} data-invalid={photoError ? 'true' : undefined}>
            <label htmlFor="pqrs-photo" className={styles.label}>
              {L.pqrs.photo} <span className={styles.optional}>{L.common.optional}</span>
            </label>
            <input
              id="pqrs-photo"
              name="photo"
              type="file"
              accept={PHOTO_TYPES.join(',')}
              className={styles.file}
              aria-invalid={photoError ? true : undefined}
              aria-describedby={`pqrs-photo-hint${photoError ? ' pqrs-photo-error' : ''}`}
              onChange={onPhoto}
            />
            <p id="pqrs-photo-hint" className={styles.hint}>
              {photo
                ? fill(L.pqrs.photoSelected, { name: photo.name })
                : restored
                  ? `${L.pqrs.photoHint} ${L.pqrs.photoNotRestored}`
                  : L.pqrs.photoHint}
            </p>
            {photoError ? (
              <p id="pqrs-photo-error" className={styles.error}>
                {photoError}
              </p>
            ) : null}
          </div>
          <section aria-labelledby="pqrs-summary-title" className={styles.summary}>
            <h4 id="pqrs-summary-title">{L.pqrs.summary}</h4>
            <dl>
              {summary
                .filter(([, v]) => Boolean(v))
                .map(([label, value]) => (
                  <div key={label} className={styles.summaryRow}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <CheckboxField
            id="pqrs-consent"
            label={L.common.consent}
            error={err('consent')}
            link={
              <a href={termsHref} target="_blank" rel="noopener">
                {L.common.consentLink}
              </a>
            }
            {...register('consent')}
          />
          <CaptchaSlot
            captcha={captcha}
            locale={locale}
            labels={L}
            error={err('captchaToken')}
            onToken={(token) => setValue('captchaToken', token, { shouldValidate: false })}
          />
        </div>
      ) : null}

      {notice ? (
        <p className={styles.alert} role="alert">
          {notice}
        </p>
      ) : null}

      <div className={styles.actions}>
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
        {step < STEP_COUNT - 1 ? (
          // Distinct keys: React must not turn this very button into the submit button under the click.
          <button key="next" type="button" className={styles.primary} onClick={next}>
            {L.common.next}
          </button>
        ) : (
          <button
            key="submit"
            type="submit"
            className={styles.primary}
            disabled={formState.isSubmitting}
            aria-disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? L.common.sending : L.common.send}
          </button>
        )}
      </div>
    </form>
  );
}
