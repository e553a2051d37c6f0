import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { HealthPanel } from '@/features/health/components/health-panel';
import { getHealth } from '@/features/health/server';

export function generateMetadata({ params }: PageProps<'/[locale]/health'>) {
  return staticRouteMetadata(params, '/health');
}

export default async function HealthPage({ params }: PageProps<'/[locale]/health'>) {
  const { locale, match } = await resolveStaticRoute(params, '/health');
  setRequestLocale(locale);
  const [model, report] = await Promise.all([getRoutePageModel(locale, match), getHealth()]);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <HealthPanel report={report} />
    </RoutePage>
  );
}
