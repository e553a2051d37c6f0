import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import { BRAND } from '@/lib/routes';
import styles from './exhibition.module.scss';

const LINKS = [
  ['oroPuro', '/experiencia/oro-puro'],
  ['selloLocal', '/paraiso-sello-local'],
  ['foodCourts', '/establecimientos/restaurantes?subcategory=food_court'],
  ['tripStarts', `/tu-viaje-inicia-en-${BRAND}`],
] as const;

/** The /experiencia landing: what there is to see and do at the airport. */
export async function ExperienceLanding({ counts }: { counts: { photos: number; brands: number } }) {
  const t = await getTranslations('exhibition.experience');
  return (
    <ul className={styles.experience}>
      {LINKS.map(([key, href]) => (
        <li key={key} className={styles.experienceCard}>
          <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
            <circle cx="32" cy="32" r="30" fill="#0b0b0c" />
            <circle cx="32" cy="32" r="20" fill="none" stroke="#c9a227" strokeWidth="3" />
            <circle cx="32" cy="32" r="8" fill="#c9a227" />
          </svg>
          <h2>
            <Link href={href} prefetch={false}>
              {t(`${key}.title`)}
            </Link>
          </h2>
          <p>{t(`${key}.text`, counts)}</p>
        </li>
      ))}
    </ul>
  );
}
