import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { Gallery } from '@/features/exhibition/components/gallery';
import { galleryQuerySchema } from '@/features/exhibition/schemas';
import { listPhotos } from '@/features/exhibition/server';

const PATH = '/experiencia/oro-puro/galeria';

export const generateMetadata = routeMetadata(PATH);

/** The Oro Puro gallery: category filter and a keyboard-accessible lightbox. */
export default async function GalleryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/experiencia/oro-puro/galeria'>) {
  const { categoria, foto } = galleryQuerySchema.parse(await searchParams);
  const { locale, page, data: photos } = await openRoute(params, PATH, (locale) => listPhotos(locale, categoria));
  return (
    <PageFrame page={page}>
      <Gallery photos={photos} category={categoria} openId={foto} locale={locale} />
    </PageFrame>
  );
}
