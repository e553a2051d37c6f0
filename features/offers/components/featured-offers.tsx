import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { Link } from '@/components/link/link';
import type { OfferList } from '../schemas';
import { OfferCard } from './offer-card';
import { validityDate } from './offers-view';
import styles from './offers.module.scss';
import { messageKey } from '@/lib/i18n/keys';

/** A few featured offers with a link to all of them (landing pages). */
export async function FeaturedOffers({ list, moreHref }: { list: OfferList; moreHref: string }) {
  const t = await getTranslations('offers');
  const zones = await getTranslations('establishments.zones');
  const format = await getFormatter();
  return (
    <section aria-labelledby="featured-offers-heading">
      <h2 id="featured-offers-heading">{t('featured')}</h2>
      {list.items.length ? (
        <ul className={styles.grid}>
          {list.items.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                place={`${offer.establishment.name} · ${zones(messageKey('establishments.zones', offer.establishment.zone))}`}
                validity={t('validUntil', {
                  date: format.dateTime(validityDate(offer.validUntil), {
                    dateStyle: 'long',
                    timeZone: 'America/Bogota',
                  }),
                })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('empty')} />
      )}
      <p>
        <Link href={moreHref} prefetch={false} className="standalone-link">
          {t('seeAll')}
        </Link>
      </p>
    </section>
  );
}
