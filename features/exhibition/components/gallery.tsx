import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons/icons';
import { getTranslations } from 'next-intl/server';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { Link } from '@/components/link/link';
import { EXHIBITION_CATEGORIES, type ExhibitionCategory, type Photo } from '../schemas';
import { GalleryLightbox } from './gallery-lightbox.client';
import styles from './exhibition.module.scss';

const GALLERY = '/experiencia/oro-puro/galeria';

function galleryHref(category?: ExhibitionCategory, photo?: number): string {
  const params = new URLSearchParams();
  if (category) params.set('categoria', category);
  if (photo) params.set('foto', String(photo));
  const query = params.toString();
  return query ? `${GALLERY}?${query}` : GALLERY;
}

/** Category filter (links), the photo open without JavaScript (?foto=) and the grid with its lightbox. */
export async function Gallery({
  photos,
  category,
  openId,
  locale,
}: {
  photos: Photo[];
  category?: ExhibitionCategory;
  openId?: number;
  locale: Locale;
}) {
  const t = await getTranslations('exhibition.gallery');
  const cats = await getTranslations('exhibition.categories');
  const credit = (p: Photo) => t('credit', { author: p.author, place: p.place });
  const openIndex = photos.findIndex((p) => p.id === openId);
  const open = openIndex >= 0 ? photos[openIndex] : undefined;
  const neighbour = (delta: number) => photos[(openIndex + delta + photos.length) % photos.length];

  return (
    <>
      <nav aria-label={t('filterLabel')} className={styles.filter}>
        <ul>
          {[undefined, ...EXHIBITION_CATEGORIES].map((c) => (
            <li key={c ?? 'all'}>
              <Link
                href={galleryHref(c)}
                aria-current={c === category ? 'page' : undefined}
                className={styles.filterLink}
                prefetch={false}
              >
                {c ? cats(c) : t('all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {open ? (
        <section id="foto" aria-labelledby="open-photo-title" className={styles.openPhoto}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG, already sized */}
          <img src={open.image} alt={open.title} width={480} height={480} className={styles.lightboxImage} />
          <div>
            <h2 id="open-photo-title">{open.title}</h2>
            <p className={styles.credit}>{credit(open)}</p>
            <p>{open.caption}</p>
            <p>{t('diameter', { cm: open.diameterCm })}</p>
            <p className={styles.lightboxControls}>
              <Link href={galleryHref(category, neighbour(-1)?.id)} className={styles.control} prefetch={false}>
                <ArrowLeftIcon size={18} /> {t('previous')}
              </Link>
              <Link href={galleryHref(category, neighbour(1)?.id)} className={styles.control} prefetch={false}>
                {t('next')} <ArrowRightIcon size={18} />
              </Link>
              <Link href={galleryHref(category)} className={styles.control} prefetch={false}>
                {t('close')}
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="gallery-heading">
        <h2 id="gallery-heading">
          {t('count', { count: photos.length, category: category ? cats(category) : t('all') })}
        </h2>
        <p className={styles.hint}>{t('hint')}</p>
        <GalleryLightbox
          photos={photos.map((p) => ({
            id: p.id,
            title: p.title,
            caption: p.caption,
            credit: credit(p),
            image: p.image,
          }))}
          labels={{
            close: t('close'),
            previous: t('previous'),
            next: t('next'),
            position: t('position', { index: '{index}', total: '{total}' }),
          }}
        >
          <ul className={styles.photoGrid}>
            {photos.map((p, index) => (
              <li key={p.id}>
                <a
                  href={`${localizePath(galleryHref(category, p.id), locale)}#foto`}
                  data-photo-index={index}
                  className={styles.photoLink}
                  aria-label={t('open', { title: p.title })}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG, lazy and sized */}
                  <img
                    src={p.image}
                    alt=""
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                    className={styles.photo}
                  />
                  <span className={styles.photoTitle}>{p.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </GalleryLightbox>
      </section>
    </>
  );
}
