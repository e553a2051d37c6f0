import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/error-view/not-found-view';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The localised 404 page. The proxy rewrites every unknown path here with status 404:
 * Next 16 does not server-render not-found.tsx for dynamic routes (vercel/next.js#97000),
 * which would leave the 404 without <html lang> and without content for no-JS clients.
 */
// The title comes from NotFoundView (a <title> React hoists), which also works for notFound() elsewhere.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function NotFoundPage({ params }: PageProps<'/[locale]/http-404'>) {
  setRequestLocale(await pageLocale(params));
  return <NotFoundView />;
}
