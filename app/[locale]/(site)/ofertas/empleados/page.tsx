import { offersMetadata, renderOffersPage, type OffersPageProps } from '../offers-page';

export function generateMetadata({ params }: OffersPageProps) {
  return offersMetadata(params, 'employees');
}

export default function EmployeeOffersPage(props: OffersPageProps) {
  return renderOffersPage(props, 'employees');
}
