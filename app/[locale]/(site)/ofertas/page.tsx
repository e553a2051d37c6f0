import { offersMetadata, renderOffersPage, type OffersPageProps } from './offers-page';

export function generateMetadata({ params }: OffersPageProps) {
  return offersMetadata(params, null);
}

export default function OffersPage(props: OffersPageProps) {
  return renderOffersPage(props, null);
}
