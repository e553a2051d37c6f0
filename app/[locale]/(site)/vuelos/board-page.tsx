import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import type { BoardTab } from '@/features/flights/board-state';
import { FlightBoard } from '@/features/flights/components/flight-board';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { myFlightsLabels } from '@/features/flights/components/follow-labels';
import { MyFlightsSlot } from '@/features/flights/components/my-flights-slot.client';
import { getFlightBoard } from '@/features/flights/server';
import { localePrefix } from '@/lib/i18n/locales';

/** Props of the four board pages: /vuelos and its presets /vuelos/salidas|llegadas|carga. */
export interface BoardPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function boardMetadata(params: BoardPageProps['params'], preset: BoardTab | null): Promise<Metadata> {
  return staticRouteMetadata(params, preset ? `/vuelos/${preset}` : '/vuelos');
}

/** The board pages differ only in their preset tab (null: /vuelos, tab from the URL, with the connection card). */
export async function renderBoardPage({ params, searchParams }: BoardPageProps, preset: BoardTab | null) {
  const { locale, match } = await resolveStaticRoute(params, preset ? `/vuelos/${preset}` : '/vuelos');
  setRequestLocale(locale);
  const [page, board, myFlights] = await Promise.all([
    getRoutePageModel(locale, match),
    getFlightBoard(await searchParams, preset),
    myFlightsLabels(),
  ]);
  return (
    <FlightsPage model={page} description={null}>
      {/* Followed flights first (issue 13): shown only in a browser that follows one. */}
      <MyFlightsSlot apiBase={board.apiBase} locale={locale} pathPrefix={localePrefix(locale)} labels={myFlights} />
      <FlightBoard model={board} locale={locale} showConnectionCard={preset === null} />
    </FlightsPage>
  );
}
