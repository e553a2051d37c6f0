import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticlePage } from '@/features/content/components/press/article-page';
import { articleMetadata, getArticle } from '@/features/content/server';
import { pageLocale } from '@/lib/i18n/page-locale';

/** Where each kind of article lives, the name of its list (the breadcrumb's parent) and its own texts. */
const ARTICLES = {
  news: { base: '/eldorado-informa', parent: 'pages.informa', texts: 'content.news' },
  story: { base: '/historiasdeeldorado', parent: 'pages.historias', texts: 'content.stories' },
} as const;

interface ArticleRouteProps {
  params: Promise<{ locale: string; slug: string }>;
}

/** The metadata and the page of /eldorado-informa/{slug} (news) and /historiasdeeldorado/{slug} (stories). */
export function articleRoute(kind: keyof typeof ARTICLES) {
  const { base, parent, texts } = ARTICLES[kind];
  return {
    async generateMetadata({ params }: ArticleRouteProps): Promise<Metadata> {
      const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
      return (await articleMetadata(kind, base, slug, locale)) || {};
    },
    async Page({ params }: ArticleRouteProps) {
      const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
      setRequestLocale(locale);
      const entry = (await getArticle(kind, slug, locale)) ?? notFound();
      const [pages, t] = await Promise.all([getTranslations(parent), getTranslations(texts)]);
      return (
        <ArticlePage entry={entry} locale={locale} basePath={base} parentLabel={pages('title')} backLabel={t('back')} />
      );
    },
  };
}
