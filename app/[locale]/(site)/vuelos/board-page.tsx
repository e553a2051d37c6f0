import { PageFrame } from '@/components/page-frame/page-frame';
import { openRoute, routeMetadata } from '@/features/content/server';
import type { BoardTab } from '@/features/flights/board-state';
import { FlightBoard } from '@/features/flights/components/flight-board';
import { myFlightsLabels } from '@/features/flights/components/follow-labels';
import { MyFlightsSlot } from '@/features/flights/components/my-flights-slot.client';
import { getFlightBoard } from '@/features/flights/server';
import { localePrefix } from '@/lib/i18n/locales';

/** Props of the four board pages: /vuelos and its presets /vuelos/salidas|llegadas|carga. */
export interface BoardPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const pathOf = (preset: BoardTab | null) => (preset ? `/vuelos/${preset}` : '/vuelos');

export const boardMetadata = (preset: BoardTab | null) => routeMetadata(pathOf(preset));

/** The board pages differ only in their preset tab (null: /vuelos, tab from the URL, with the connection card). */
export async function renderBoardPage({ params, searchParams }: BoardPageProps, preset: BoardTab | null) {
  const { locale, page } = await openRoute(params, pathOf(preset));
  const [board, myFlights] = await Promise.all([getFlightBoard(await searchParams, preset), myFlightsLabels()]);
  return (
    // No description under the title: the board itself is the point.
    <PageFrame page={{ ...page, description: undefined }} variant="board">
      {/* Followed flights first: shown only in a browser that follows one. */}
      <MyFlightsSlot apiBase={board.apiBase} locale={locale} pathPrefix={localePrefix(locale)} labels={myFlights} />
      <FlightBoard model={board} locale={locale} showConnectionCard={preset === null} />
    </PageFrame>
  );
}
