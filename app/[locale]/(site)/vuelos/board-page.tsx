import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { getRoutePageModel, resolveStaticRoute, staticRouteMetadata } from '@/features/content/server';
import type { BoardTab } from '@/features/flights/board-state';
import { FlightBoard } from '@/features/flights/components/flight-board';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { getFlightBoard } from '@/features/flights/server';

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
  const [page, board] = await Promise.all([
    getRoutePageModel(locale, match),
    getFlightBoard(await searchParams, preset),
  ]);
  return (
    <FlightsPage model={page} description={null}>
      <FlightBoard model={board} locale={locale} showConnectionCard={preset === null} />
    </FlightsPage>
  );
}
