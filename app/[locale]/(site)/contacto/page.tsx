import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { ContactPageSections } from '@/features/forms/components/contact-sections';

export const generateMetadata = routeMetadata('/contacto');

export default async function ContactPage({ params }: PageProps<'/[locale]/contacto'>) {
  const { locale, page } = await openRoute(params, '/contacto');
  return (
    <RoutePage model={{ ...page, related: [] }}>
      <ContactPageSections locale={locale} />
    </RoutePage>
  );
}
