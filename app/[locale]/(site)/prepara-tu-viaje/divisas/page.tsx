import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import { Converter } from '@/features/currency/components/converter';
import { getConverter } from '@/features/currency/server';
import { EstablishmentCards } from '@/features/establishments/components/establishment-cards';
import { establishmentsOfType } from '@/features/establishments/server';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const PATH = '/prepara-tu-viaje/divisas';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticRouteMetadata(params, PATH);
}

/** The currency converter and the airport's exchange houses. */
export default async function CurrencyPage({ params, searchParams }: Props) {
  const { locale, match } = await resolveStaticRoute(params, PATH);
  setRequestLocale(locale);
  const [page, converter, houses, common, t] = await Promise.all([
    getRoutePageModel(locale, match),
    getConverter(await searchParams),
    establishmentsOfType('casas-de-cambio', locale),
    getTranslations('common'),
    getTranslations('currency'),
  ]);
  return (
    <PageFrame
      title={page.title}
      description={page.description}
      breadcrumb={page.breadcrumb}
      breadcrumbLabel={common('breadcrumb')}
      intro={page.intro}
    >
      <Converter model={converter} locale={locale} action={PATH} />
      <section aria-labelledby="casas-de-cambio">
        <h2 id="casas-de-cambio">{t('housesHeading')}</h2>
        <p>{t('housesIntro')}</p>
        <EstablishmentCards items={houses} />
      </section>
    </PageFrame>
  );
}
