import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { newIdempotencyKey, submitForm } from '../api/submit-form';
import { PQRS_STEPS } from '../constants';
import type { PqrsInput, PqrsResponse, PqrsSubmission } from '../schemas';
import { pqrsResolver } from './form-resolvers';
import type { FormLabels } from './labels';
import { EMPTY_PQRS, readDraft, STEP_COUNT, writeDraft } from './pqrs-draft';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import { usePqrsPhoto } from './use-pqrs-photo';

/**
 * The PQRS form's state: one zod schema with the server, the step (Next checks only its fields), the
 * draft kept as the visitor types and restored after a reload, focus on the new step's heading, and the
 * submission (one Idempotency-Key kept across retries; success only once the server has stored it).
 */
export function usePqrsForm({ L, locale, apiBase }: { L: FormLabels; locale: string; apiBase: string }) {
  const form = useForm<PqrsInput, unknown, PqrsSubmission>({
    resolver: pqrsResolver,
    defaultValues: EMPTY_PQRS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The first invalid field is focused once its error is rendered (useFocusFirstInvalid), so it is read with it.
    shouldFocusError: false,
  });
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const { trigger, reset, setError, setValue, formState, getValues, control } = form;
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const photo = usePqrsPhoto(L);
  const [notice, setNotice] = useState<string>();
  const [result, setResult] = useState<PqrsResponse | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore a draft after a reload (mount only: sessionStorage does not exist on the server).
  useEffect(() => {
    const draft = readDraft();
    if (!draft) return;
    reset({ ...EMPTY_PQRS, ...draft.values, captchaToken: undefined });
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
    writeDraft({ values: rest as Partial<PqrsInput>, step });
  }, [watched, step, dirty]);

  // Move focus to the new step's heading (not on first paint).
  useEffect(() => {
    if (!moved.current) return;
    stepHeading.current?.focus();
  }, [step]);

  const goTo = useCallback(
    (next: number) => {
      moved.current = true;
      setStep(next);
      writeDraft({ values: getValues(), step: next });
    },
    [getValues],
  );

  const next = async () => {
    const fields = PQRS_STEPS[step] as readonly FieldPath<PqrsInput>[];
    if (await trigger(fields)) goTo(step + 1);
    else focusFirstInvalid(formRef.current);
  };

  const showServerErrors = (fields: Record<string, string>) => {
    const names = Object.keys(fields);
    const firstStep = PQRS_STEPS.findIndex((s) => names.some((n) => (s as readonly string[]).includes(n)));
    if (fields.photo) photo.setPhotoError(fields.photo);
    if (firstStep >= 0 && firstStep !== step) goTo(firstStep);
    // After the step renders, mark the fields, then focus the first once they are marked.
    setTimeout(() => {
      for (const name of names) {
        if (name === 'photo') continue;
        setError(name as FieldPath<PqrsInput>, { type: 'server', message: fields[name] });
      }
      focusFirstInvalid(formRef.current);
    }, 0);
  };

  const onSubmit = async (values: PqrsSubmission) => {
    setNotice(undefined);
    idempotencyKey.current ??= newIdempotencyKey();
    const payload: Record<string, unknown> = { ...values };
    let body: Record<string, unknown> | FormData = payload;
    const file = photo.photo;
    if (file) {
      const data = new FormData();
      for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) data.set(k, String(v));
      data.set('photo', file, file.name);
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
    reset(EMPTY_PQRS);
    photo.clearPhoto();
    setResult(null);
    setRestored(false);
    setNotice(undefined);
    writeDraft(null);
    goTo(0);
  };

  return {
    form,
    formRef,
    onInvalid: () => focusFirstInvalid(formRef.current),
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
    /** Fetches the validation code (a lazy chunk) ahead of Next or Send: the form's first focus or pointer down. */
    preload: pqrsResolver.preload,
  };
}
