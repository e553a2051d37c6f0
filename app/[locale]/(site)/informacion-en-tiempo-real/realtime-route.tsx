import { openRoute } from '@/features/content/server';
import { DistancesPanel, parseDistanceQuery } from '@/features/realtime/components/distances-panel';
import { ParkingPanel, QueuesPanel } from '@/features/realtime/components/live-panels';
import { parseForecastDate, QueueForecastPanel } from '@/features/realtime/components/queue-forecast';
import { RealtimePage, type RealtimeTab } from '@/features/realtime/components/realtime-page';

/** Props of /informacion-en-tiempo-real and its three sub-routes. */
export interface RealtimeRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The four pages differ in their path and the tab they open. */
export async function renderRealtimeRoute(
  { params, searchParams }: RealtimeRouteProps,
  path: string,
  tab: RealtimeTab,
) {
  const { locale, page } = await openRoute(params, path);
  let panel;
  if (tab === 'parking') panel = <ParkingPanel locale={locale} />;
  else if (tab === 'queues')
    panel = (
      <>
        <QueuesPanel locale={locale} />
        <QueueForecastPanel locale={locale} date={parseForecastDate(await searchParams)} />
      </>
    );
  else panel = <DistancesPanel locale={locale} query={parseDistanceQuery(await searchParams)} />;
  return (
    <RealtimePage model={page} tab={tab}>
      {panel}
    </RealtimePage>
  );
}
