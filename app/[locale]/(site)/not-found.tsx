import { NotFoundView } from '@/components/error-view/not-found-view';

/** notFound() inside a (site) page: the layout already draws the header and footer. */
export default function NotFound() {
  return <NotFoundView />;
}
