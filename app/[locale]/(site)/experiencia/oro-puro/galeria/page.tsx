import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { Gallery } from '@/features/exhibition/components/gallery';
import { galleryQuerySchema } from '@/features/exhibition/schemas';
import { listPhotos } from '@/features/exhibition/server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATH = '/experiencia/oro-puro/galeria';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** The Oro Puro gallery: category filter and a keyboard-accessible lightbox. */
export default async function GalleryPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const { categoria, foto } = galleryQuerySchema.parse(await searchParams);
  const [page, photos, common] = await Promise.all([
    getRoutePageModel(locale, match),
    listPhotos(locale, categoria),
    getTranslations('common'),
  ]);
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <Gallery photos={photos} category={categoria} openId={foto} locale={locale} />
    </PageFrame>
  );
}
