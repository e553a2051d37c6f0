'use client';

import { useState } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { CaptchaNotice } from './captcha-notice';
import type { CaptchaLabels } from './labels';
import styles from './captcha.module.scss';

type Problem = 'loadFailed' | 'executeFailed' | 'expired' | null;

declare global {
  interface Window {
    recaptchaOptions?: { useRecaptchaNet?: boolean; nonce?: string };
  }
}

/**
 * reCAPTCHA v2 checkbox, loaded only when the form reaches it (this module is imported lazily).
 * A script that fails to load ('Failed to load script') or a widget that fails ('Failed to execute')
 * shows a friendly message with a retry; a retry reloads the script from Google's alternate host
 * (recaptcha.net), and a second failed load reloads the page (the draft is kept in sessionStorage).
 */
export default function Captcha({
  siteKey,
  locale,
  labels,
  onToken,
  error,
}: {
  siteKey: string;
  locale: string;
  labels: CaptchaLabels;
  onToken: (token: string | undefined) => void;
  error?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<Problem>(null);
  const [loaded, setLoaded] = useState(false);

  const retry = () => {
    if (problem === 'loadFailed' && attempt >= 1) {
      window.location.reload();
      return;
    }
    if (problem === 'loadFailed') window.recaptchaOptions = { ...window.recaptchaOptions, useRecaptchaNet: true };
    setProblem(null);
    setLoaded(false);
    setAttempt((n) => n + 1);
  };

  return (
    <div className={styles.captcha} role="group" aria-label={labels.captcha.label}>
      {!loaded && !problem ? <p className={styles.hint}>{labels.captcha.loading}</p> : null}
      <ReCAPTCHA
        key={attempt}
        sitekey={siteKey}
        hl={locale}
        onChange={(token) => onToken(token ?? undefined)}
        onExpired={() => {
          onToken(undefined);
          setProblem('expired');
        }}
        onErrored={() => {
          onToken(undefined);
          setProblem('executeFailed');
        }}
        // The loader passes its state ({ loaded, errored }); the published types say it takes none.
        {...({
          asyncScriptOnLoad: (state?: { errored?: boolean }) =>
            state?.errored ? setProblem('loadFailed') : setLoaded(true),
        } as object)}
      />
      {problem ? (
        <CaptchaNotice
          message={labels.captcha[problem]}
          retryLabel={labels.common.retry}
          onRetry={problem !== 'expired' ? retry : undefined}
        />
      ) : null}
      {error && !problem ? (
        <p id="captcha-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
