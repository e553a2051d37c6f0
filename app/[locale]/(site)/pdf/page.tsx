import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { DocumentsList } from '@/features/content/components/press/documents-list';
import { getRoutePageModel, listDocumentViews, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';

const PATH = '/pdf';
type Props = PageProps<'/[locale]/pdf'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

export default async function DocumentsPage({ params }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [model, documents] = await Promise.all([getRoutePageModel(locale, match), listDocumentViews(locale)]);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <DocumentsList documents={documents} locale={locale} />
    </RoutePage>
  );
}
