import { realtimeMetadata, renderRealtimeRoute, type RealtimeRouteProps } from '../realtime-route';

const PATH = '/informacion-en-tiempo-real/parqueaderos';

export function generateMetadata({ params }: RealtimeRouteProps) {
  return realtimeMetadata(params, PATH);
}

export default function ParkingPage(props: RealtimeRouteProps) {
  return renderRealtimeRoute(props, PATH, 'parking');
}
