import styles from './press.module.scss';

/** In-page links to each year of the archive. */
export function YearNav({ years, label }: { years: string[]; label: string }) {
  if (years.length < 2) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.years}>
        {years.map((year) => (
          <li key={year}>
            <a href={`#y${year}`} className="standalone-link">
              {year}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
