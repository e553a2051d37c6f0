import type { JSX, ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { StaticImageData } from 'next/image';
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
import { Link, StaticLink } from '@/components/link/link';
import { staticMarkup } from '@/components/static-markup/static-markup';
import styles from './footer/footer.module.scss';
import passengerExperience from './art/accreditation-passenger-experience.svg';
import starRating from './art/accreditation-star-rating.svg';
import carbon from './art/accreditation-carbon.svg';
import emblem from './art/emblem.svg';
import { messageKey, pageKey } from '@/lib/i18n/keys';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';

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

/**
 * Generic accreditation roundels drawn for this site (no third-party marks; the caption says what each
 * stands for). The art is files of the build, cached for good and loaded lazily below the fold: inline, it
 * was sent twice in every document (HTML and React's payload).
 */
const ACCREDITATIONS = ['passengerExperience', 'starRating', 'carbon'] as const;
const ACCREDITATION_ART = { passengerExperience, starRating, carbon } as Record<
  (typeof ACCREDITATIONS)[number],
  StaticImageData
>;
const EMBLEM = emblem as StaticImageData;

/**
 * Parts of the footer that never change in the browser, as one string each (components/static-markup): on every
 * page they cost React no fibers to hydrate (about a hundred: a fifth of a content page's) and the payload a string
 * rather than an element tree. Their links are the site's (StaticLink), so client navigation still takes them.
 */
function markup(children: JSX.Element) {
  return { __html: staticMarkup(children) };
}

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
  const siteLocale = isLocale(locale) ? locale : defaultLocale;

  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG art: nothing for next/image to optimise */}
            <img src={EMBLEM.src} alt="" width={40} height={40} loading="lazy" decoding="async" />
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
          <nav
            key={group}
            className={styles.group}
            aria-labelledby={`footer-${group}`}
            dangerouslySetInnerHTML={markup(
              <>
                <h2 id={`footer-${group}`} className={styles.heading}>
                  {t(`groups.${group}`)}
                </h2>
                <ul className={styles.links}>
                  {FOOTER_GROUPS[group].map((link) => (
                    <li key={link.path}>
                      <StaticLink href={menuHref(link)} locale={siteLocale} className={styles.link}>
                        {title(link)}
                      </StaticLink>
                    </li>
                  ))}
                </ul>
              </>,
            )}
          />
        ))}
        <section
          className={styles.group}
          aria-labelledby="footer-social"
          dangerouslySetInnerHTML={markup(
            <>
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
            </>,
          )}
        />
      </div>
      <section
        className={styles.accreditations}
        aria-labelledby="footer-accreditations"
        dangerouslySetInnerHTML={markup(
          <>
            <h2 id="footer-accreditations" className={styles.heading}>
              {t('accreditations.heading')}
            </h2>
            <ul className={styles.badges}>
              {ACCREDITATIONS.map((kind) => (
                <li key={kind} className={styles.badge}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size SVG art: nothing for next/image to optimise */}
                  <img
                    src={ACCREDITATION_ART[kind].src}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{t(`accreditations.${kind}`)}</span>
                </li>
              ))}
            </ul>
          </>,
        )}
      />
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('copyright', { year })}</p>
        <ScrollToTop />
      </div>
    </footer>
  );
}
