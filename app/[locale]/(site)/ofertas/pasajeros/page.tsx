import { offersMetadata, renderOffersPage, type OffersPageProps } from '../offers-page';

export function generateMetadata({ params }: OffersPageProps) {
  return offersMetadata(params, 'passengers');
}

export default function PassengerOffersPage(props: OffersPageProps) {
  return renderOffersPage(props, 'passengers');
}
