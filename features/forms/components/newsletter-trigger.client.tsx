'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import type { NewsletterLabels } from './labels';

const NewsletterDialog = lazy(() => import('./newsletter-dialog.client'));

/**
 * A button that opens the newsletter modal. The modal (form, validation, dialog) is a separate
 * chunk loaded on the first click, so the footer and the home page stay light.
 */
export function NewsletterTrigger({
  labels,
  locale,
  apiBase,
  termsHref,
  captchaSiteKey = null,
  className,
}: {
  labels: NewsletterLabels;
  locale: string;
  apiBase: string;
  termsHref: string;
  captchaSiteKey?: string | null;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
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
            onClose={() => setOpen(false)}
            labels={labels}
            locale={locale}
            apiBase={apiBase}
            termsHref={termsHref}
            captchaSiteKey={captchaSiteKey}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
