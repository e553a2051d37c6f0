import { realtimeMetadata, renderRealtimeRoute, type RealtimeRouteProps } from './realtime-route';

const PATH = '/informacion-en-tiempo-real';

export function generateMetadata({ params }: RealtimeRouteProps) {
  return realtimeMetadata(params, PATH);
}

export default function RealtimePage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'parking');
}
