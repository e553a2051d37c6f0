import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticlePage } from '@/features/content/components/press/article-page';
import { articleMetadata, getArticle } from '@/features/content/server';
import { pageLocale } from '@/lib/i18n/page-locale';

const BASE = '/historiasdeeldorado';
type Props = PageProps<'/[locale]/historiasdeeldorado/[slug]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  return (await articleMetadata('story', BASE, slug, locale)) || {};
}

export default async function StoryPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  setRequestLocale(locale);
  const entry = await getArticle('story', slug, locale);
  if (!entry) notFound();
  const [pages, t] = await Promise.all([getTranslations('pages.historias'), getTranslations('content.stories')]);
  return (
    <ArticlePage entry={entry} locale={locale} basePath={BASE} parentLabel={pages('title')} backLabel={t('back')} />
  );
}
