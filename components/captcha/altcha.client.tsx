'use client';

import 'altcha';
import 'altcha/types/react';
import { useEffect, useRef } from 'react';
import type { WidgetMethods } from 'altcha/types';
import type { CaptchaLabels } from './labels';
import styles from './captcha.module.scss';

type AltchaElement = HTMLElement & WidgetMethods;

const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true, disableAutoFocus: true });

/** The widget's strings, from our messages (its own bundle carries English only). */
function registerStrings(locale: string, strings: CaptchaLabels['captcha']['widget']): void {
  globalThis.$altcha.i18n.set(locale, { ...strings, footer: '', ariaLinkLabel: '' });
}

/**
 * ALTCHA, the embedded captcha (docs/security.md): a "No soy un robot" checkbox that verifies by
 * itself as soon as it appears (the form mounts it on the visitor's first interaction), solving a
 * proof-of-work challenge from our own API in Web Workers. The payload it produces is the form's
 * `captchaToken`; an expired or failed check clears it and the checkbox can be ticked again.
 */
export default function Altcha({
  challengeUrl,
  locale,
  labels,
  onToken,
  error,
}: {
  challengeUrl: string;
  locale: string;
  labels: CaptchaLabels;
  onToken: (token: string | undefined) => void;
  error?: string;
}) {
  const widget = useRef<AltchaElement>(null);
  const tokenListener = useRef(onToken);
  useEffect(() => {
    tokenListener.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    registerStrings(locale, labels.captcha.widget);
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      tokenListener.current(state === 'verified' ? payload : undefined);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [locale, labels.captcha.widget]);

  // Configured by attributes, read when the element starts: its methods (configure…) exist only after its
  // own `load` event, which may come after this component's effects.
  return (
    <div className={styles.captcha} role="group" aria-label={labels.captcha.label}>
      <altcha-widget
        ref={widget}
        challenge={challengeUrl}
        auto="onload"
        language={locale}
        type="checkbox"
        configuration={WIDGET_CONFIGURATION}
      />
      {error ? (
        <p id="captcha-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
