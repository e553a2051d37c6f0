import { offersMetadata, renderOffersPage, type OffersPageProps } from './offers-page';

export const generateMetadata = offersMetadata(null);

export default function OffersPage(props: OffersPageProps) {
  return renderOffersPage(props, null);
}
