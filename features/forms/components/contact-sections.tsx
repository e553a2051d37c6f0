import { DORA_WHATSAPP_URL } from '@/lib/facts';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { ContactForm } from './contact-form.client';
import { getFormContext } from './form-context';
import { PqrsForm } from './pqrs-form.client';
import styles from './forms.module.scss';

const SERVICE_KEYS = ['internet', 'chairs', 'outlets', 'carts', 'cameras', 'smoking', 'food', 'liquids'] as const;

/** /contacto: the PQRS form first (#pqrs), then the contact form (#contacto), Dora and the terminal services. */
export async function ContactPageSections({ locale }: { locale: Locale }) {
  const context = await getFormContext(locale);
  const L = context.labels;
  return (
    <div className={styles.page}>
      <section id="pqrs" aria-labelledby="pqrs-title" className={styles.section}>
        <h2 id="pqrs-title">{L.pqrs.heading}</h2>
        <p className={styles.lead}>{L.pqrs.intro}</p>
        <PqrsForm
          labels={L}
          locale={locale}
          apiBase={context.apiBase}
          captcha={context.captcha}
          today={context.today}
          termsHref={context.termsHref}
        />
      </section>
      <section id="contacto" aria-labelledby="contacto-title" className={styles.section}>
        <h2 id="contacto-title">{L.contact.heading}</h2>
        <p className={styles.lead}>{L.contact.intro}</p>
        <ContactForm
          labels={L}
          locale={locale}
          apiBase={context.apiBase}
          channel="general"
          termsHref={context.termsHref}
          captcha={context.captcha}
        />
      </section>
      <aside className={styles.side} aria-label={L.contact.doraTitle}>
        <section aria-labelledby="dora-title" className={styles.card}>
          <h2 id="dora-title">{L.contact.doraTitle}</h2>
          <p>{L.contact.doraText}</p>
          <a className={styles.primaryLink} href={DORA_WHATSAPP_URL} target="_blank" rel="noopener">
            {L.contact.doraCta}
          </a>
          <a className={styles.secondaryLink} href={localizePath('/dora', locale)}>
            {L.contact.doraPage}
          </a>
        </section>
        <section aria-labelledby="services-title" className={styles.card}>
          <h2 id="services-title">{L.contact.servicesTitle}</h2>
          <ul className={styles.services}>
            {SERVICE_KEYS.map((key) => (
              <li key={key}>{L.contact.services[key]}</li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

/** /eldorado-sostenible/contacto: the same form and pipeline, the sustainability topic preset. */
export async function SustainabilityContactSection({ locale }: { locale: Locale }) {
  const context = await getFormContext(locale);
  const L = context.labels;
  return (
    <section id="contacto" aria-labelledby="contacto-title" className={styles.section}>
      <h2 id="contacto-title">{L.contact.sustainabilityHeading}</h2>
      <p className={styles.lead}>{L.contact.intro}</p>
      <ContactForm
        labels={L}
        locale={locale}
        apiBase={context.apiBase}
        channel="sustainability"
        termsHref={context.termsHref}
        captcha={context.captcha}
        defaultSubject={L.contact.sustainabilitySubject}
      />
      <p className={styles.info}>
        <a href={`${localizePath('/contacto', locale)}#pqrs`} className="standalone-link">
          {L.contact.pqrsLink}
        </a>
      </p>
    </section>
  );
}
