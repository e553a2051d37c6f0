'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { Link } from '@/components/link/link';
import { errorMessageOf } from '../api/http';
import { normalisePlate, PLATE_PATTERN, verifyPlate, type VerifyPlateResponse } from '../api/verify-plate';
import { PlateIllustration } from './illustrations';
import { Notice } from './notice';
import { useTaxiApi } from './taxi-api-context.client';
import styles from './taxi-forms.module.scss';
import { useFocusAfterRender } from './use-focus-after-render';

type Outcome = { kind: 'result'; result: VerifyPlateResponse } | { kind: 'error'; message: string };

/**
 * SPEC §4 plate check: the plate format is checked (3 letters + 3 digits); the answer is
 * 'authorised vehicle' or 'Placa no encontrada', with options to check another or go back.
 */
export function VerifyPlate() {
  const t = useTranslations('client.taxi.plate');
  const tErrors = useTranslations('client.taxi.errors');
  const tVehicles = useTranslations('client.taxi.vehicles.names');
  const { apiBase, locale } = useTaxiApi();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [plate, setPlate] = useState('');
  const [fieldError, setFieldError] = useState<'required' | 'invalid' | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = normalisePlate(plate);
    const problem = !value ? 'required' : PLATE_PATTERN.test(value) ? null : 'invalid';
    setFieldError(problem);
    if (problem) {
      setOutcome(null);
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      setOutcome({ kind: 'result', result: await verifyPlate(apiBase, value, locale) });
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessageOf(error, tErrors('unknown')) });
    } finally {
      setChecking(false);
      focusAfterRender(() => resultRef.current);
    }
  }

  function checkAnother() {
    setOutcome(null);
    setPlate('');
    focusAfterRender(() => inputRef.current);
  }

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-heading`}>
      <div className={styles.plateHead}>
        <PlateIllustration className={styles.plateArt} />
        <h2 id={`${ids}-heading`} className={styles.panelTitle}>
          {t('heading')}
        </h2>
      </div>
      {outcome ? (
        <div ref={resultRef} tabIndex={-1} className={styles.focusTarget}>
          {outcome.kind === 'error' ? (
            <Notice tone="error" title={tErrors('title')}>
              <p>{outcome.message}</p>
            </Notice>
          ) : outcome.result.authorised ? (
            <Notice tone="success" title={t('authorised')}>
              <p>{t('authorisedText', { plate: outcome.result.plate })}</p>
              {outcome.result.vehicle ? (
                <dl className={styles.summary}>
                  <div>
                    <dt>{t('company')}</dt>
                    <dd>{outcome.result.vehicle.company}</dd>
                  </div>
                  <div>
                    <dt>{t('type')}</dt>
                    <dd>{tVehicles(outcome.result.vehicle.vehicle)}</dd>
                  </div>
                  {outcome.result.vehicle.brand ? (
                    <div>
                      <dt>{t('model')}</dt>
                      <dd>{[outcome.result.vehicle.brand, outcome.result.vehicle.model].filter(Boolean).join(' ')}</dd>
                    </div>
                  ) : null}
                </dl>
              ) : null}
            </Notice>
          ) : (
            <Notice tone="error" title={t('notFound')}>
              <p>{t('notFoundText', { plate: outcome.result.plate })}</p>
            </Notice>
          )}
          <div className={styles.actions}>
            <Link href="/servicios/taxis" className={styles.linkButton}>
              {t('back')}
            </Link>
            <button type="button" className={styles.primary} onClick={checkAnother}>
              {t('again')}
            </button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className={styles.form}>
          <TextField
            ref={inputRef}
            id={`${ids}-plate`}
            label={t('label')}
            hint={t('hint')}
            value={plate}
            onChange={(e) => setPlate(e.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
            required
            className={styles.plateField}
            error={fieldError ? t(fieldError) : null}
          />
          <div className={styles.actions}>
            <SubmitButton className={styles.primary} busy={checking} busyLabel={t('checking')}>
              {t('submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
