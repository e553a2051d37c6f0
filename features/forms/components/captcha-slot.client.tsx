'use client';

import { Suspense } from 'react';
import { lazyWithFallback, type FallbackProps } from '@/components/lazy/lazy-with-fallback';
import { CaptchaNotice } from './captcha-notice';
import type { CaptchaLabels } from './labels';
import styles from './forms.module.scss';

// The widget and react-google-recaptcha are a separate chunk, fetched only when a site key is configured.
const Captcha = lazyWithFallback(() => import('./captcha.client'), CaptchaUnavailable);

/** When the widget's own code did not arrive (offline): the captcha's load-failed notice, with a retry. */
function CaptchaUnavailable({ labels, retry }: { labels: CaptchaLabels } & FallbackProps) {
  return <CaptchaNotice message={labels.captcha.loadFailed} retryLabel={labels.common.retry} onRetry={retry} />;
}

/**
 * Where a form shows the reCAPTCHA checkbox. Renders nothing without a site key (captcha off: the
 * server asks for no token either), so an unconfigured site loads no captcha code at all.
 */
export function CaptchaSlot({
  siteKey,
  locale,
  labels,
  onToken,
  error,
}: {
  siteKey: string | null | undefined;
  locale: string;
  labels: CaptchaLabels;
  onToken: (token: string | undefined) => void;
  error?: string;
}) {
  if (!siteKey) return null;
  return (
    <Suspense fallback={<p className={styles.hint}>{labels.captcha.loading}</p>}>
      <Captcha siteKey={siteKey} locale={locale} labels={labels} onToken={onToken} error={error} />
    </Suspense>
  );
}
