import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { ContactPageSections } from '@/features/forms/components/contact-sections';

export function generateMetadata({ params }: PageProps<'/[locale]/contacto'>) {
  return staticRouteMetadata(params, '/contacto');
}

export default async function ContactPage({ params }: PageProps<'/[locale]/contacto'>) {
  const { locale, match } = await resolveStaticRoute(params, '/contacto');
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={{ ...model, related: [] }}>
      <ContactPageSections locale={locale} />
    </RoutePage>
  );
}
