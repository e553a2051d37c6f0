import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import { Converter } from '@/features/currency/components/converter';
import { getConverter } from '@/features/currency/server';
import { EstablishmentCards } from '@/features/establishments/components/establishment-cards';
import { establishmentsOfType } from '@/features/establishments/server';

const PATH = '/prepara-tu-viaje/divisas';

export const generateMetadata = routeMetadata(PATH);

/** The currency converter and the airport's exchange houses. */
export default async function CurrencyPage({ params, searchParams }: PageProps<'/[locale]/prepara-tu-viaje/divisas'>) {
  const { locale, page } = await openRoute(params, PATH);
  const [converter, houses, t] = await Promise.all([
    getConverter(await searchParams),
    establishmentsOfType('casas-de-cambio', locale),
    getTranslations('currency'),
  ]);
  return (
    <PageFrame page={page}>
      <Converter model={converter} locale={locale} action={PATH} />
      <section aria-labelledby="casas-de-cambio">
        <h2 id="casas-de-cambio">{t('housesHeading')}</h2>
        <p>{t('housesIntro')}</p>
        <EstablishmentCards items={houses} />
      </section>
    </PageFrame>
  );
}
