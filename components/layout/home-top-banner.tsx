import { getTranslations } from 'next-intl/server';
import styles from './home-top-banner.module.scss';

export interface HomeTopBannerData {
  desktopImgUrl: string;
  mobileImgUrl?: string | null;
  url?: string | null;
}

/** SPEC §2: the home's top banner (desktop image, mobile image, link). */
export async function HomeTopBanner({ banner }: { banner: HomeTopBannerData }) {
  const t = await getTranslations('home');
  const picture = (
    <picture>
      {banner.mobileImgUrl ? <source media="(max-width: 767px)" srcSet={banner.mobileImgUrl} /> : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- SVG banners from configuration, sized by CSS */}
      <img src={banner.desktopImgUrl} alt={t('bannerAlt')} className={styles.image} width={1440} height={200} />
    </picture>
  );
  return (
    <div className={styles.banner}>
      {banner.url ? (
        <a href={banner.url} className={styles.link}>
          {picture}
        </a>
      ) : (
        picture
      )}
    </div>
  );
}
