import { RoutePage } from '@/features/content/components/route-page';
import { DocumentsList } from '@/features/content/components/press/documents-list';
import { listDocumentViews, openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/pdf';

export const generateMetadata = routeMetadata(PATH);

export default async function DocumentsPage({ params }: PageProps<'/[locale]/pdf'>) {
  const { locale, page, data: documents } = await openRoute(params, PATH, listDocumentViews);
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <DocumentsList documents={documents} locale={locale} />
    </RoutePage>
  );
}
