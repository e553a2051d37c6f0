import { setRequestLocale } from 'next-intl/server';
import { RoutePage } from '@/features/content/components/route-page';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { SustainabilityContactSection } from '@/features/forms/components/contact-sections';
import { BRAND } from '@/lib/routes';

const PATH = `/${BRAND}-sostenible/contacto`;

export function generateMetadata({ params }: PageProps<'/[locale]/eldorado-sostenible/contacto'>) {
  return staticRouteMetadata(params, PATH);
}

export default async function SustainabilityContactPage({
  params,
}: PageProps<'/[locale]/eldorado-sostenible/contacto'>) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const model = await getRoutePageModel(locale, match);
  return (
    <RoutePage model={model}>
      <SustainabilityContactSection locale={locale} />
    </RoutePage>
  );
}
