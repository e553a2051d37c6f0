import { getTranslations } from 'next-intl/server';
import type { EntryView } from '../../server';
import { EntryList } from './entry-list';
import { EventsList } from './events-list';
import { Link } from '@/components/link/link';
import type { Locale } from '@/lib/i18n/locales';
import styles from './press.module.scss';

/** Latest news and upcoming events of the content store (the home's featured section). */
export async function FeaturedNews({
  news,
  events,
  locale,
}: {
  news: EntryView[];
  events: EntryView[];
  locale: Locale;
}) {
  const t = await getTranslations('home.featured');
  return (
    <div className={`container ${styles.featured}`}>
      <section aria-labelledby="home-news-title">
        <h2 id="home-news-title">{t('newsTitle')}</h2>
        <EntryList
          entries={news}
          basePath="/eldorado-informa"
          locale={locale}
          headingLevel={3}
          readMoreKey="news.readMore"
        />
        <p>
          <Link href="/eldorado-informa" className={styles.allLink}>
            {t('allNews')}
          </Link>
        </p>
      </section>
      <EventsList events={events} locale={locale} headingId="home-events-title" />
    </div>
  );
}
