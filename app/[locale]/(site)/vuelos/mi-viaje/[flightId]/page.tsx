import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { FlightsUnavailable } from '@/features/flights/components/flights-unavailable';
import { TripPlanSection } from '@/features/trip-plan/components/trip-plan-section';
import { getTripPlanPage, tripPlanMetadata } from '@/features/trip-plan/server';
import { pageLocale } from '@/lib/i18n/page-locale';

type Props = PageProps<'/[locale]/vuelos/mi-viaje/[flightId]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { flightId }] = await Promise.all([pageLocale(params), params]);
  return tripPlanMetadata(flightId, locale);
}

export default async function TripPlanPage({ params, searchParams }: Props) {
  const [locale, { flightId }, query] = await Promise.all([pageLocale(params), params, searchParams]);
  setRequestLocale(locale);
  const model = (await getTripPlanPage(flightId, locale, query)) ?? notFound();
  return (
    <PageFrame page={model.page}>
      {'unavailable' in model ? <FlightsUnavailable /> : <TripPlanSection model={model} locale={locale} />}
    </PageFrame>
  );
}
