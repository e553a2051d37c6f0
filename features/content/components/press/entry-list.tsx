import { ArrowRightIcon } from '@/components/icons/icons';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import type { EntryView } from '../../server';
import { Illustration } from '../illustration';
import { formatDay } from './format';
import styles from './press.module.scss';

/** News or stories as cards: illustration, date, title (the card's one link) and summary. */
export async function EntryList({
  entries,
  basePath,
  locale,
  headingLevel = 2,
  readMoreKey,
}: {
  entries: EntryView[];
  basePath: string;
  locale: Locale;
  headingLevel?: 2 | 3;
  readMoreKey: 'news.readMore' | 'stories.readMore';
}) {
  const t = await getTranslations('content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <li key={entry.slug} className={styles.entry} lang={entry.fallback ? entry.locale : undefined}>
          {entry.illustration ? <Illustration id={entry.illustration} className={styles.entryArt} /> : null}
          <div className={styles.entryText}>
            <p className={styles.date}>
              <time dateTime={entry.publishedAt}>{formatDay(entry.publishedAt, locale)}</time>
            </p>
            <Heading className={styles.entryTitle}>
              <Link href={`${basePath}/${entry.slug}`} className={styles.entryLink}>
                {entry.title}
              </Link>
            </Heading>
            <p>{entry.summary}</p>
            <span className={styles.more} aria-hidden="true">
              {t(readMoreKey)} <ArrowRightIcon size={14} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
