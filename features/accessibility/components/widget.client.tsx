'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '@/components/link/link';
import { readableText } from '../read-aloud';
import { CONTRASTS, DEFAULT_SETTINGS, TEXT_SIZES, TOGGLES, type A11ySettings } from '../settings';
import { createSettingsStore, type SettingsStore } from '../store';
import { HeaderReadAloud } from './header-read-aloud.client';
import { ReadingGuide } from './reading-guide.client';
import { useReadAloud } from './use-read-aloud';
import styles from './widget.module.scss';

function browserStore(): SettingsStore {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return createSettingsStore({ storage, root: document.documentElement });
}

function useSettings(store: SettingsStore): A11ySettings {
  return useSyncExternalStore(store.subscribe, store.get, () => DEFAULT_SETTINGS);
}

/**
 * The accessibility widget (lazy chunk): the settings dialog opened from the header button, the
 * reading guide and the read-aloud controls. A native <dialog> gives the modal focus trap, Escape and
 * the return of focus to the button.
 */
export default function AccessibilityWidget({ openRequest }: { openRequest: number }) {
  const t = useTranslations('client.accessibility');
  const locale = useLocale();
  const [store] = useState(browserStore);
  const settings = useSettings(store);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [notice, setNotice] = useState('');
  const readAloud = useReadAloud(locale, settings.readAloud);

  useEffect(() => {
    if (openRequest > 0 && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, [openRequest]);

  // The header button reflects the dialog state for assistive technologies.
  useEffect(() => {
    const dialog = dialogRef.current;
    const sync = () => {
      for (const trigger of document.querySelectorAll('[data-a11y-open]')) {
        trigger.setAttribute('aria-haspopup', 'dialog');
        trigger.setAttribute('aria-expanded', String(Boolean(dialog?.open)));
      }
    };
    sync();
    dialog?.addEventListener('close', sync);
    const observer = new MutationObserver(sync);
    if (dialog) observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => {
      dialog?.removeEventListener('close', sync);
      observer.disconnect();
    };
  }, []);

  const readPage = () => {
    const main = document.querySelector('main');
    const spoken = main ? readAloud.controller?.speak(readableText(main)) : false;
    setNotice(spoken ? '' : t('readAloud.nothingToRead'));
  };

  const reset = () => {
    store.reset();
    setNotice(t('resetDone'));
  };

  return (
    <>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        data-read-aloud="skip"
        data-a11y-widget=""
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('close')}
            onClick={() => dialogRef.current?.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className={styles.intro}>{t('intro')}</p>

        <fieldset className={styles.group}>
          <legend>{t('textSize')}</legend>
          <div className={styles.choices}>
            {TEXT_SIZES.map((size) => (
              <label key={size} className={styles.choice}>
                <input
                  type="radio"
                  name="a11y-text-size"
                  checked={settings.textSize === size}
                  onChange={() => store.set({ textSize: size })}
                />
                <span>{t(`textSizes.${size}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('contrast')}</legend>
          <div className={styles.choices}>
            {CONTRASTS.map((contrast) => (
              <label key={contrast} className={styles.choice}>
                <input
                  type="radio"
                  name="a11y-contrast"
                  checked={settings.contrast === contrast}
                  onChange={() => store.set({ contrast })}
                />
                <span>{t(`contrasts.${contrast}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <ul className={styles.toggles}>
          {TOGGLES.map((toggle) => (
            <li key={toggle}>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  role="switch"
                  data-setting={toggle}
                  checked={settings[toggle]}
                  onChange={(event) => store.set({ [toggle]: event.target.checked })}
                />
                <span>{t(`toggles.${toggle}`)}</span>
              </label>
            </li>
          ))}
        </ul>

        <section className={styles.group} aria-labelledby={`${titleId}-ra`}>
          <h3 id={`${titleId}-ra`} className={styles.subtitle}>
            {t('readAloud.title')}
          </h3>
          {readAloud.controller ? (
            <>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  role="switch"
                  data-setting="readAloud"
                  checked={settings.readAloud}
                  onChange={(event) => store.set({ readAloud: event.target.checked })}
                />
                <span>{t('readAloud.enable')}</span>
              </label>
              <p className={styles.hint}>{t('readAloud.hint')}</p>
              {readAloud.hasVoice ? null : <p className={styles.hint}>{t('readAloud.noVoice')}</p>}
            </>
          ) : (
            <p className={styles.hint}>{t('readAloud.unsupported')}</p>
          )}
        </section>

        <div className={styles.footer}>
          <button type="button" className={styles.reset} onClick={reset}>
            {t('reset')}
          </button>
          <Link href="/accesibilidad" className={styles.statement} onClick={() => dialogRef.current?.close()}>
            {t('statement')}
          </Link>
        </div>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </dialog>

      {readAloud.controller && (settings.readAloud || readAloud.status !== 'idle') ? (
        <ReadAloudBar
          status={readAloud.status}
          onReadPage={readPage}
          onPause={() => readAloud.controller?.pause()}
          onResume={() => readAloud.controller?.resume()}
          onStop={() => readAloud.controller?.stop()}
        />
      ) : null}
      {readAloud.controller ? (
        <HeaderReadAloud
          label={t('readAloud.title')}
          on={settings.readAloud}
          onToggle={() => store.set({ readAloud: !settings.readAloud })}
        />
      ) : null}
      {settings.readingGuide ? <ReadingGuide /> : null}
    </>
  );
}

function ReadAloudBar({
  status,
  onReadPage,
  onPause,
  onResume,
  onStop,
}: {
  status: 'idle' | 'speaking' | 'paused';
  onReadPage: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}) {
  const t = useTranslations('client.accessibility.readAloud');
  return (
    <div role="region" aria-label={t('controls')} className={styles.bar} data-read-aloud="skip">
      <button type="button" onClick={onReadPage}>
        {t('readPage')}
      </button>
      {status === 'paused' ? (
        <button type="button" onClick={onResume}>
          {t('resume')}
        </button>
      ) : (
        <button type="button" onClick={onPause} disabled={status !== 'speaking'}>
          {t('pause')}
        </button>
      )}
      <button type="button" onClick={onStop} disabled={status === 'idle'}>
        {t('stop')}
      </button>
      <span role="status" className={styles.barStatus} data-status={status}>
        {t(`status.${status}`)}
      </span>
    </div>
  );
}
