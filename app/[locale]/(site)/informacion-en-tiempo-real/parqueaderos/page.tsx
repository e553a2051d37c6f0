import { routeMetadata } from '@/features/content/server';
import { renderRealtimeRoute, type RealtimeRouteProps } from '../realtime-route';

const PATH = '/informacion-en-tiempo-real/parqueaderos';

export const generateMetadata = routeMetadata(PATH);

export default function ParkingPage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'parking');
}
