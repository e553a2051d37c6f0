'use client';

import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithFallback, type FallbackProps } from '@/components/lazy/lazy-with-fallback.client';
import type { PublicCaptcha } from '@/lib/security/captcha';
import { CaptchaNotice } from './captcha-notice';
import type { CaptchaLabels } from './labels';
import type { useCaptchaAnswer } from './use-captcha-answer';
import styles from './captcha.module.scss';

// Each widget is a separate chunk, fetched only for the provider configured.
const Recaptcha = lazyWithFallback(() => import('./recaptcha.client'), CaptchaUnavailable);
const Altcha = lazyWithFallback(() => import('./altcha.client'), CaptchaUnavailable);

/** When the widget's own code did not arrive (offline): the captcha's load-failed notice, with a retry. */
function CaptchaUnavailable({ labels, retry }: { labels: CaptchaLabels } & FallbackProps) {
  return <CaptchaNotice message={labels.captcha.loadFailed} retryLabel={labels.common.retry} onRetry={retry} />;
}

interface SlotProps {
  locale: string;
  labels: CaptchaLabels;
  onToken: (token: string | undefined) => void;
  error?: string;
}

/** Events that tell the visitor means to use the form. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'input'] as const;

/**
 * The visitor's first interaction with the form around `anchor` (or with the slot itself): until then the
 * captcha's code is not fetched, so a page with a form costs no more than one without it.
 */
function useFormIntent(anchor: React.RefObject<HTMLElement | null>): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    const target = anchor.current?.closest('form, [role="dialog"]') ?? anchor.current;
    if (!target || intent) return;
    if (target.contains(document.activeElement) && document.activeElement !== document.body) {
      // Focus is the DOM's state, readable only once mounted: a dialog that focused its first field.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setIntent(true);
      return;
    }
    const start = () => setIntent(true);
    for (const name of INTENT_EVENTS) target.addEventListener(name, start, { once: true, passive: true });
    return () => {
      for (const name of INTENT_EVENTS) target.removeEventListener(name, start);
    };
  }, [anchor, intent]);
  return intent;
}

/** ALTCHA: a note where the checkbox will be, then the widget once the visitor starts on the form. */
function AltchaSlot({ challengeUrl, ...props }: SlotProps & { challengeUrl: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const intent = useFormIntent(anchor);
  const pending = (message: string) => (
    <div ref={anchor} className={styles.captcha} role="group" aria-label={props.labels.captcha.label}>
      <p className={styles.hint}>{message}</p>
      {props.error ? (
        <p id="captcha-error" className={styles.error} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
  if (!intent) return pending(props.labels.captcha.pending);
  return (
    <Suspense fallback={pending(props.labels.captcha.loading)}>
      <Altcha challengeUrl={challengeUrl} {...props} />
    </Suspense>
  );
}

/**
 * Where a form shows its captcha (CAPTCHA_PROVIDER): ALTCHA's checkbox by default, reCAPTCHA v2's with
 * its keys, nothing when it is off (the server asks for no token either).
 */
export function CaptchaSlot({ captcha, ...props }: SlotProps & { captcha: PublicCaptcha | null | undefined }) {
  if (!captcha) return null;
  if (captcha.provider === 'altcha') return <AltchaSlot challengeUrl={captcha.challengeUrl} {...props} />;
  return (
    <Suspense fallback={<p className={styles.hint}>{props.labels.captcha.loading}</p>}>
      <Recaptcha siteKey={captcha.siteKey} {...props} />
    </Suspense>
  );
}

/**
 * The slot of a form that keeps its answer with useCaptchaAnswer (not a react-hook-form one): a fresh
 * widget after each spent answer; nothing until the island has the captcha's strings.
 */
export function AnswerCaptchaSlot({
  answer,
  labels,
  ...props
}: {
  answer: ReturnType<typeof useCaptchaAnswer>;
  captcha: PublicCaptcha | null | undefined;
  locale: string;
  labels: CaptchaLabels | undefined;
}) {
  if (!labels) return null;
  return <CaptchaSlot key={answer.round} labels={labels} onToken={answer.onToken} {...props} />;
}
