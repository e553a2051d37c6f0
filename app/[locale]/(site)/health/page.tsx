import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { HealthPanel } from '@/features/health/components/health-panel';
import { getHealth } from '@/features/health/server';

export const generateMetadata = routeMetadata('/health');

export default async function HealthPage({ params }: PageProps<'/[locale]/health'>) {
  const { page, data: report } = await openRoute(params, '/health', () => getHealth());
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <HealthPanel report={report} />
    </RoutePage>
  );
}
