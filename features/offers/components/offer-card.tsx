import { Link } from '@/components/link/link';
import type { OfferItem } from '../schemas';
import styles from './offers.module.scss';

/** One offer: illustration, headline figure, title (the card's one link), place and validity. */
export function OfferCard({ offer, place, validity }: { offer: OfferItem; place: string; validity: string }) {
  return (
    <article className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a generated SVG, lazy and sized (next/image would add 5 kB of JS) */}
      <img src={offer.image} alt="" width={400} height={240} loading="lazy" decoding="async" className={styles.image} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link href={`/ofertas/detalle/${offer.id}`} className={styles.cardLink} prefetch={false}>
            {offer.title}
          </Link>
        </h3>
        <p className={styles.place}>{place}</p>
        <p className={styles.validity}>{validity}</p>
      </div>
    </article>
  );
}
