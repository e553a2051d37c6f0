import { RoutePage } from '@/features/content/components/route-page';
import { openRoute, routeMetadata } from '@/features/content/server';
import { SustainabilityContactSection } from '@/features/forms/components/contact-sections';
import { BRAND } from '@/lib/routes';

const PATH = `/${BRAND}-sostenible/contacto`;

export const generateMetadata = routeMetadata(PATH);

export default async function SustainabilityContactPage({
  params,
}: PageProps<'/[locale]/eldorado-sostenible/contacto'>) {
  const { locale, page } = await openRoute(params, PATH);
  return (
    <RoutePage model={page}>
      <SustainabilityContactSection locale={locale} />
    </RoutePage>
  );
}
