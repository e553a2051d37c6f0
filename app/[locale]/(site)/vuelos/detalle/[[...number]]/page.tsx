import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getRouteMetadata, getRoutePageModel } from '@/features/content/server';
import { AlertsSection } from '@/features/flight-alerts/components/alerts-section';
import { FlightDetail } from '@/features/flights/components/flight-detail';
import { FollowButton } from '@/features/flights/components/follow-button.client';
import { followLabels } from '@/features/flights/components/follow-labels';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { FlightsUnavailable } from '@/features/flights/components/flights-unavailable';
import { getFlightDetail, type FlightDetailModel } from '@/features/flights/server';
import { config } from '@/lib/config';
import { isAppError } from '@/lib/http/errors';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { redirect } from '@/lib/i18n/navigation';
import { routeByPath } from '@/lib/routes';

interface Props {
  params: Promise<{ locale: string; number?: string[] }>;
}

const DETAIL_ROUTE = '/vuelos/detalle/[number]';

async function resolve(params: Props['params']): Promise<{ locale: Locale; value: string | null }> {
  const { locale, number = [] } = await params;
  if (number.length > 1) notFound();
  const raw = number[0];
  let value: string | null = null;
  if (raw !== undefined) {
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
  }
  return { locale: isLocale(locale) ? locale : 'es', value };
}

/** The detail, null when there is no such flight, 'unavailable' when the flight source is down. */
async function loadDetail(value: string, locale: Locale): Promise<FlightDetailModel | null | 'unavailable'> {
  try {
    return await getFlightDetail(value, locale);
  } catch (error) {
    if (isAppError(error) && error.status === 503) return 'unavailable';
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, value } = await resolve(params);
  if (!value) return {};
  const detail = await loadDetail(value, locale);
  // The page answers 404 itself; metadata must not throw or the 404 loses its layout.
  if (!detail || detail === 'unavailable') return {};
  const route = { route: routeByPath(DETAIL_ROUTE), params: { number: detail.flight.flight } };
  const base = await getRouteMetadata(locale, route);
  const t = await getTranslations({ locale, namespace: 'pages.vuelos.detalle' });
  const common = await getTranslations({ locale, namespace: 'common' });
  return { ...base, title: { absolute: `${t('title')} ${detail.flight.flight} | ${common('siteName')}` } };
}

export default async function FlightDetailPage({ params }: Props) {
  const { locale, value } = await resolve(params);
  setRequestLocale(locale);
  // /vuelos/detalle with no number: the board's search.
  if (!value) redirect({ href: '/vuelos#flight-search', locale });
  const detail = await loadDetail(value as string, locale);
  // Status 404 with the localised not-found page (rendered client-side: vercel/next.js#97000).
  if (!detail) notFound();
  const t = await getTranslations('flights.detail');
  const page = await getRoutePageModel(locale, {
    route: routeByPath(DETAIL_ROUTE),
    params: { number: value as string },
  });
  if (detail === 'unavailable') {
    return (
      <FlightsPage model={page} title={t('heading', { flight: value as string })}>
        <FlightsUnavailable />
      </FlightsPage>
    );
  }
  const { flight } = detail;
  const apiBase = config().NEXT_PUBLIC_API_BASE_URL;
  const bogota = t('bogota');
  const [from, to] = flight.direction === 'departure' ? [bogota, flight.city[locale]] : [flight.city[locale], bogota];
  return (
    <FlightsPage model={page} title={t('heading', { flight: flight.flight })} description={`${from} → ${to}`}>
      <FlightDetail
        model={detail}
        locale={locale}
        follow={
          flight.kind === 'commercial' ? (
            <FollowButton flight={flight} labels={await followLabels()} apiBase={apiBase} />
          ) : undefined
        }
        alerts={
          flight.kind === 'commercial' ? <AlertsSection flight={flight} locale={locale} apiBase={apiBase} /> : undefined
        }
      />
    </FlightsPage>
  );
}
