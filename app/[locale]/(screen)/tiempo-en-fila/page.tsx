import { setRequestLocale } from 'next-intl/server';
import { resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { QueueScreen } from '@/features/realtime/components/queue-screen';

const PATH = '/tiempo-en-fila';

export function generateMetadata({ params }: PageProps<'/[locale]/tiempo-en-fila'>) {
  return staticRouteMetadata(params, PATH);
}

export default async function QueueScreenPage({ params }: PageProps<'/[locale]/tiempo-en-fila'>) {
  const { locale } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  return <QueueScreen locale={locale} />;
}
