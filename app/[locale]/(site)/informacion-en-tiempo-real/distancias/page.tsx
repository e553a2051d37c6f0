import { routeMetadata } from '@/features/content/server';
import { renderRealtimeRoute, type RealtimeRouteProps } from '../realtime-route';

const PATH = '/informacion-en-tiempo-real/distancias';

export const generateMetadata = routeMetadata(PATH);

export default function DistancesPage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'distances');
}
