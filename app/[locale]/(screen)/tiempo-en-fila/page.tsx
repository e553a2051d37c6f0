import { setRequestLocale } from 'next-intl/server';
import { routeMetadata } from '@/features/content/server';
import { QueueScreen } from '@/features/realtime/components/queue-screen';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = routeMetadata('/tiempo-en-fila');

export default async function QueueScreenPage({ params }: PageProps<'/[locale]/tiempo-en-fila'>) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return <QueueScreen locale={locale} />;
}
