import { routeMetadata } from '@/features/content/server';
import { renderRealtimeRoute, type RealtimeRouteProps } from '../realtime-route';

const PATH = '/informacion-en-tiempo-real/tiempo-en-filas';

export const generateMetadata = routeMetadata(PATH);

export default function QueuesPage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'queues');
}
