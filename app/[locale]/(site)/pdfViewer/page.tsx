import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { DocumentsList } from '@/features/content/components/press/documents-list';
import { PdfViewer } from '@/features/content/components/press/pdf-viewer';
import { getDocumentView, getRoutePageModel, listDocumentViews, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';

const PATH = '/pdfViewer';
type Props = PageProps<'/[locale]/pdfViewer'>;

export function generateMetadata({ params }: Props) {
  return staticRouteMetadata(params, PATH);
}

/** /pdfViewer?file=<id>: known documents only; any other file (unknown id, a path, a URL) is a 404. */
export default async function PdfViewerPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const { file } = await searchParams;
  const model = await getRoutePageModel(locale, match);
  // Without a file the viewer lists the documents it can show.
  if (file === undefined) {
    return (
      <RoutePage model={{ ...model, related: [] }}>
        <DocumentsList documents={await listDocumentViews(locale)} locale={locale} />
      </RoutePage>
    );
  }
  const document = await getDocumentView(typeof file === 'string' ? file : undefined, locale);
  if (!document) notFound();
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <PdfViewer document={document} locale={locale} />
    </RoutePage>
  );
}
