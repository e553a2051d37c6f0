import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import styles from './home-top-banner.module.scss';

/** SPEC §3 global app state `homeTopBanner`, plus an optional alt text (one string, or one per locale). */
export interface HomeTopBannerData {
  desktopImgUrl: string;
  mobileImgUrl: string;
  url: string;
  alt?: string | Partial<Record<string, string>>;
}

function altFor(alt: HomeTopBannerData['alt'], locale: string): string | undefined {
  if (typeof alt === 'string') return alt.trim() || undefined;
  return alt?.[locale]?.trim() || alt?.es?.trim() || undefined;
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * The promotional banner at the top of the home page (SPEC §2): a linked <picture>, mobile image
 * below 768 px and desktop image above. Renders nothing without data or without a desktop image.
 * The home page decides when to show it (Spanish home only).
 */
export async function HomeTopBanner({ banner }: { banner: HomeTopBannerData | null }) {
  if (!banner || !banner.desktopImgUrl) return null;
  const [t, locale] = await Promise.all([getTranslations('header.topBanner'), getLocale()]);
  const alt = altFor(banner.alt, locale) ?? t('alt');
  const picture = (
    <picture className={styles.picture}>
      <source media="(min-width: 768px)" srcSet={banner.desktopImgUrl} width={1440} height={200} />
      {/* An SVG or a CMS image of any size: next/image would need its dimensions and domain. */}
      <img
        className={styles.image}
        src={banner.mobileImgUrl || banner.desktopImgUrl}
        alt={alt}
        width={600}
        height={200}
      />
    </picture>
  );
  return (
    <aside className={styles.banner} aria-label={t('label')}>
      {isExternal(banner.url) ? (
        <a className={styles.link} href={banner.url} rel="noopener">
          {picture}
        </a>
      ) : (
        <Link className={styles.link} href={banner.url}>
          {picture}
        </Link>
      )}
    </aside>
  );
}
