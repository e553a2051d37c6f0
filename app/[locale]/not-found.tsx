import { NotFoundView } from '@/components/error-view/not-found-view';
import { SiteChrome } from '@/components/layout/site-chrome';

export default function NotFound() {
  return (
    <SiteChrome>
      <NotFoundView />
    </SiteChrome>
  );
}
