import { realtimeMetadata, renderRealtimeRoute, type RealtimeRouteProps } from '../realtime-route';

const PATH = '/informacion-en-tiempo-real/distancias';

export function generateMetadata({ params }: RealtimeRouteProps) {
  return realtimeMetadata(params, PATH);
}

export default function DistancesPage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'distances');
}
