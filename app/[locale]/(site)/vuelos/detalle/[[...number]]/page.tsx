import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { PageFrame } from '@/components/page-frame/page-frame';
import { flightDetailMetadata, flightNumberOf, getFlightDetailPage } from '@/features/flights/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { redirect } from '@/lib/i18n/navigation';
import { FlightPageBody } from '../flight-page-body';

type Props = PageProps<'/[locale]/vuelos/detalle/[[...number]]'>;

async function resolve(params: Props['params']) {
  const [locale, { number = [] }] = await Promise.all([pageLocale(params), params]);
  const value = flightNumberOf(number);
  return value === false ? notFound() : { locale, value };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, value } = await resolve(params);
  return value ? flightDetailMetadata(value, locale) : {};
}

export default async function FlightDetailPage({ params }: Props) {
  const { locale, value } = await resolve(params);
  setRequestLocale(locale);
  // /vuelos/detalle with no number: the board's search.
  if (!value) redirect({ href: '/vuelos#flight-search', locale });
  // No such flight: status 404 with the localised not-found page (rendered client-side: vercel/next.js#97000).
  const model = (await getFlightDetailPage(value as string, locale)) ?? notFound();
  return (
    <PageFrame page={model.page} variant="board">
      <FlightPageBody model={model} locale={locale} />
    </PageFrame>
  );
}
