import { routeMetadata } from '@/features/content/server';
import { renderRealtimeRoute, type RealtimeRouteProps } from './realtime-route';

const PATH = '/informacion-en-tiempo-real';

export const generateMetadata = routeMetadata(PATH);

export default function RealtimePage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'parking');
}
