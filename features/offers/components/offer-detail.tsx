import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { OfferDetail as OfferDetailModel } from '../schemas';
import { validityDate } from './offers-view';
import styles from './offers.module.scss';
import { messageKey } from '@/lib/i18n/keys';

/** The full offer: illustration, text, where to use it, validity and its terms and conditions. */
export async function OfferDetail({ offer, placeHref }: { offer: OfferDetailModel; placeHref: string }) {
  const t = await getTranslations('offers');
  const places = await getTranslations('establishments');
  const format = await getFormatter();
  const date = (d: string) => format.dateTime(validityDate(d), { dateStyle: 'long', timeZone: 'America/Bogota' });
  const where = offer.establishment;
  return (
    <article className={styles.detail}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG, sized (next/image would add 5 kB of JS) */}
      <img src={offer.image} alt="" width={400} height={240} className={styles.detailImage} />
      <div className={styles.detailBody}>
        <ul className={styles.chips}>
          <li>{t(`audience.${offer.audience}`)}</li>
          <li>{t(`categories.${offer.category}`)}</li>
          <li>{t(`areas.${offer.area}`)}</li>
        </ul>
        <p className={styles.summary}>{offer.summary}</p>
        <p>{offer.body}</p>
        <h2>{t('detail.where')}</h2>
        <p>
          <Link href={placeHref} prefetch={false}>
            {where.name}
          </Link>
          <br />
          {[
            places(`terminals.${messageKey('establishments.terminals', where.terminal)}`),
            places('location.floor', { floor: where.floor }),
            places(`zones.${messageKey('establishments.zones', where.zone)}`),
          ].join(' · ')}
        </p>
        <h2>{t('detail.validity')}</h2>
        <p>{t('detail.validRange', { from: date(offer.validFrom), until: date(offer.validUntil) })}</p>
        <h2 id="terms">{t('detail.terms')}</h2>
        <p>{offer.terms}</p>
        <p>
          <Link
            href={offer.audience === 'employees' ? '/ofertas/empleados' : '/ofertas/pasajeros'}
            prefetch={false}
            className="standalone-link"
          >
            {t('detail.back')}
          </Link>
        </p>
      </div>
    </article>
  );
}
