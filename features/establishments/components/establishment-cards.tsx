import type { EstablishmentItem } from '../schemas';
import { EstablishmentCard } from './establishment-card';
import { establishmentTexts } from './texts';
import styles from './directory.module.scss';

/** A plain list of places (no filters or pages): the exchange houses of the currency page. */
export async function EstablishmentCards({ items }: { items: EstablishmentItem[] }) {
  const texts = await establishmentTexts();
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <EstablishmentCard item={item} texts={texts} />
        </li>
      ))}
    </ul>
  );
}
