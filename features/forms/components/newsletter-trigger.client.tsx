'use client';

import type { PublicCaptcha } from '@/lib/security/captcha';
import { Suspense, useCallback, useRef, useState } from 'react';
import { CloseDialog, lazyWithFallback } from '@/components/lazy/lazy-with-fallback.client';
import type { NewsletterLabels } from './labels';

const NewsletterDialog = lazyWithFallback(() => import('./newsletter-dialog.client'), CloseDialog);

/**
 * A button that opens the newsletter modal. The modal (form, validation, dialog) is a separate
 * chunk loaded on the first click, so the footer and the home page stay light.
 */
export function NewsletterTrigger({
  labels,
  locale,
  apiBase,
  termsHref,
  captcha = null,
  className,
}: {
  labels: NewsletterLabels;
  locale: string;
  apiBase: string;
  termsHref: string;
  captcha?: PublicCaptcha | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {labels.newsletter.open}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <NewsletterDialog
            open={open}
            onClose={close}
            labels={labels}
            locale={locale}
            apiBase={apiBase}
            termsHref={termsHref}
            captcha={captcha}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
