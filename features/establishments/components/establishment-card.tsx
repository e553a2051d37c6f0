import { Link } from '@/components/link/link';
import { detailHref } from '../links';
import type { EstablishmentItem } from '../schemas';
import { EstablishmentLogo } from './establishment-logo';
import { OpenStatus } from './open-status';
import type { establishmentTexts } from './texts';
import styles from './directory.module.scss';

/** One place in a list: the whole card is its one link (DESIGN.md "Cards"). */
export function EstablishmentCard({
  item,
  texts,
  headingLevel = 3,
}: {
  item: EstablishmentItem;
  texts: Awaited<ReturnType<typeof establishmentTexts>>;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <EstablishmentLogo text={item.logo.text} color={item.logo.color} />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={detailHref(item)} className={styles.cardLink} prefetch={false}>
            {item.name}
          </Link>
        </Heading>
        {item.categoryName ? <p className={styles.category}>{item.categoryName}</p> : null}
        <p className={styles.meta}>
          <OpenStatus open={item.openNow} label={texts.status(item)} />
          <span className={styles.hours}>{texts.today(item)}</span>
        </p>
        <p className={styles.where}>
          {texts.location(item)}
          <br />
          {texts.area(item.area)}
          {item.nearGate ? ` · ${texts.gate(item.nearGate)}` : ''}
          {item.counters ? ` · ${texts.counters(item.counters)}` : ''}
        </p>
      </div>
    </article>
  );
}
