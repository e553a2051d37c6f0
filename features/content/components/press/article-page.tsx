import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb';
import { PageHeader } from '@/components/page-header/page-header';
import { config } from '@/lib/config';
import { Link } from '@/components/link/link';
import { localeTags, localizePath, type Locale } from '@/lib/i18n/locales';
import type { EntryView } from '../../server';
import { Illustration } from '../illustration';
import { formatDay } from './format';
import { JsonLd } from './json-ld';
import styles from './press.module.scss';

/** One news article or story, with NewsArticle structured data. */
export async function ArticlePage({
  entry,
  locale,
  basePath,
  parentLabel,
  backLabel,
}: {
  entry: EntryView;
  locale: Locale;
  basePath: string;
  parentLabel: string;
  backLabel: string;
}) {
  const [common, t] = await Promise.all([getTranslations('common'), getTranslations('content')]);
  const path = `${basePath}/${entry.slug}`;
  const url = new URL(localizePath(path, locale), config().SITE_URL).toString();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: entry.title,
    description: entry.summary,
    datePublished: entry.publishedAt,
    inLanguage: localeTags[entry.locale],
    mainEntityOfPage: url,
    articleBody: entry.bodyText,
    image: [new URL('/og-image.png', config().SITE_URL).toString()],
    publisher: { '@type': 'Organization', name: common('siteName'), url: config().SITE_URL },
    author: { '@type': 'Organization', name: common('siteName') },
  };
  return (
    <>
      <JsonLd data={jsonLd} />
      <PageHeader
        title={entry.title}
        description={entry.summary}
        eyebrow={
          <Breadcrumb
            label={common('breadcrumb')}
            items={[
              { label: common('home'), href: '/' },
              { label: parentLabel, href: basePath },
              { label: entry.title, href: path },
            ]}
          />
        }
      />
      <article className={`container ${styles.article}`} lang={entry.fallback ? entry.locale : undefined}>
        {entry.fallback ? (
          <p className={styles.note} role="note" lang={locale}>
            {t('fallbackNotice')}
          </p>
        ) : null}
        <p className={styles.date}>{t('news.published', { date: formatDay(entry.publishedAt, locale) })}</p>
        {entry.illustration ? <Illustration id={entry.illustration} className={styles.articleArt} /> : null}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />
        <p>
          <Link href={basePath} className="standalone-link">
            {backLabel}
          </Link>
        </p>
      </article>
    </>
  );
}
