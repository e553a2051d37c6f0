import type { JSX, ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { AccreditationBadge, type AccreditationKind } from '@/components/icons/accreditation-badges';
import { EldoradoEmblem } from '@/components/icons/eldorado-emblem';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
  type IconProps,
} from '@/components/icons/icons';
import { now } from '@/lib/clock';
import { FOOTER_GROUPS, FOOTER_GROUP_IDS, FOOTER_LEGAL_LINKS, menuHref, type MenuLink } from '@/lib/navigation-menu';
import { ScrollToTop } from './footer/scroll-to-top.client';
import { Link } from '@/components/link/link.client';
import styles from './footer/footer.module.scss';
import { messageKey, pageKey } from '@/lib/i18n/keys';

/** The airport's social profiles. */
const SOCIAL_LINKS: { id: string; name: string; href: string; Icon: (props: IconProps) => JSX.Element }[] = [
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/AeropuertoElDorado', Icon: FacebookIcon },
  { id: 'x', name: 'X', href: 'https://x.com/BOG_ELDORADO', Icon: XIcon },
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/aeropuertoeldorado', Icon: InstagramIcon },
  { id: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@AeropuertoElDorado', Icon: YouTubeIcon },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/aeropuerto-eldorado',
    Icon: LinkedInIcon,
  },
];

const ACCREDITATIONS: AccreditationKind[] = ['passengerExperience', 'starRating', 'carbon'];

/**
 * The site footer (SPEC §2): description, airport tax and terms, useful and discover links,
 * accreditation badges, social links and a scroll-to-top button. `newsletter` is the newsletter
 * trigger composed in app/ (components never import a feature).
 */
export async function SiteFooter({ newsletter }: { newsletter?: ReactNode } = {}) {
  const locale = await getLocale();
  const [t, tPages, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const title = (link: MenuLink) =>
    link.label ? t(`links.${messageKey('footer.links', link.label)}`) : tPages(`${pageKey(link.key)}.title`);
  const year = now().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            <EldoradoEmblem size={40} />
            <span>{tCommon('siteName')}</span>
          </h2>
          <p className={styles.description}>{t('description')}</p>
          <ul className={styles.legal}>
            {FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className={styles.legalLink}>
                  {title(link)}
                </Link>
              </li>
            ))}
          </ul>
          {newsletter}
        </section>
        {FOOTER_GROUP_IDS.map((group) => (
          <nav key={group} className={styles.group} aria-labelledby={`footer-${group}`}>
            <h2 id={`footer-${group}`} className={styles.heading}>
              {t(`groups.${group}`)}
            </h2>
            <ul className={styles.links}>
              {FOOTER_GROUPS[group].map((link) => (
                <li key={link.path}>
                  <Link href={menuHref(link)} className={styles.link}>
                    {title(link)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section className={styles.group} aria-labelledby="footer-social">
          <h2 id="footer-social" className={styles.heading}>
            {t('social.heading')}
          </h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map(({ id, name, href, Icon }) => (
              <li key={id}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener"
                  className={styles.socialLink}
                  aria-label={t('social.link', { network: name })}
                >
                  <Icon size={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.accreditations} aria-labelledby="footer-accreditations">
        <h2 id="footer-accreditations" className={styles.heading}>
          {t('accreditations.heading')}
        </h2>
        <ul className={styles.badges}>
          {ACCREDITATIONS.map((kind) => (
            <li key={kind} className={styles.badge}>
              <AccreditationBadge kind={kind} size={64} />
              <span>{t(`accreditations.${kind}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('copyright', { year })}</p>
        <ScrollToTop />
      </div>
    </footer>
  );
}
