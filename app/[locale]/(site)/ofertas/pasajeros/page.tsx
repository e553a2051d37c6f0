import { offersMetadata, renderOffersPage, type OffersPageProps } from '../offers-page';

export const generateMetadata = offersMetadata('passengers');

export default function PassengerOffersPage(props: OffersPageProps) {
  return renderOffersPage(props, 'passengers');
}
