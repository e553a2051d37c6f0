import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { getFormContext } from './form-context';
import { pickNewsletterLabels } from './labels';
import { NewsletterTrigger } from './newsletter-trigger.client';
import styles from './newsletter-slots.module.scss';

/**
 * One object per request and locale: the home page shows both the footer's trigger and the call to action,
 * and React's payload carries an object given twice only once (≈2.6 kB of labels).
 */
const newsletterPropsFor = cache(async (locale: Locale) => {
  const context = await getFormContext(locale);
  return { context, labels: pickNewsletterLabels(context.labels) };
});

async function newsletterProps(locale?: Locale) {
  return newsletterPropsFor(locale ?? (await getLocale()));
}

/** The footer's newsletter entry (passed to SiteChrome/SiteFooter as a slot). */
export async function NewsletterFooterSlot() {
  const { context, labels } = await newsletterProps();
  return (
    <div className={styles.footerNewsletter}>
      <p>{labels.newsletter.footerText}</p>
      <NewsletterTrigger
        labels={labels}
        locale={context.locale}
        apiBase={context.apiBase}
        termsHref={context.termsHref}
        captcha={context.captcha}
        className={styles.footerButton}
      />
    </div>
  );
}

/** The home page's call to action. */
export async function NewsletterCallToAction({ locale }: { locale: Locale }) {
  const { context, labels } = await newsletterProps(locale);
  return (
    <section id="boletin" className={styles.homeCta} aria-labelledby="home-newsletter-title">
      <div className="container">
        <h2 id="home-newsletter-title">{labels.newsletter.homeTitle}</h2>
        <p>{labels.newsletter.homeText}</p>
        <NewsletterTrigger
          labels={labels}
          locale={context.locale}
          apiBase={context.apiBase}
          termsHref={context.termsHref}
          captcha={context.captcha}
          className={styles.primary}
        />
      </div>
    </section>
  );
}
