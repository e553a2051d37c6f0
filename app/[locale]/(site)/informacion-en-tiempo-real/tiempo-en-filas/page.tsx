import { realtimeMetadata, renderRealtimeRoute, type RealtimeRouteProps } from '../realtime-route';

const PATH = '/informacion-en-tiempo-real/tiempo-en-filas';

export function generateMetadata({ params }: RealtimeRouteProps) {
  return realtimeMetadata(params, PATH);
}

export default function QueuesPage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'queues');
}
