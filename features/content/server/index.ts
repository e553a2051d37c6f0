import 'server-only';

export {
  getRouteMetadata,
  getRoutePageModel,
  getRouteTitle,
  type RoutePageModel,
  type RouteLink,
} from './route-page';
export { resolveStaticRoute, staticRouteMetadata } from './route-params';
