import { offersMetadata, renderOffersPage, type OffersPageProps } from '../offers-page';

export const generateMetadata = offersMetadata('employees');

export default function EmployeeOffersPage(props: OffersPageProps) {
  return renderOffersPage(props, 'employees');
}
