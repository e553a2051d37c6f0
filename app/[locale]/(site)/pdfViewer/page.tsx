import { notFound } from 'next/navigation';
import { RoutePage } from '@/features/content/components/route-page';
import { DocumentsList } from '@/features/content/components/press/documents-list';
import { PdfViewer } from '@/features/content/components/press/pdf-viewer';
import { getDocumentView, listDocumentViews, openRoute, routeMetadata } from '@/features/content/server';

const PATH = '/pdfViewer';

export const generateMetadata = routeMetadata(PATH);

/** /pdfViewer?file=<id>: known documents only; any other file (unknown id, a path, a URL) is a 404. */
export default async function PdfViewerPage({ params, searchParams }: PageProps<'/[locale]/pdfViewer'>) {
  const { locale, page } = await openRoute(params, PATH);
  const { file } = await searchParams;
  // Without a file the viewer lists the documents it can show.
  const document =
    file === undefined ? undefined : await getDocumentView(typeof file === 'string' ? file : undefined, locale);
  if (document === null) notFound();
  return (
    <RoutePage model={{ ...page, related: [] }}>
      {document ? (
        <PdfViewer document={document} locale={locale} />
      ) : (
        <DocumentsList documents={await listDocumentViews(locale)} locale={locale} />
      )}
    </RoutePage>
  );
}
