import { http, HttpResponse } from 'msw';
import { createFormatter } from 'next-intl';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlightBoard } from '@/features/flights/components/flight-board';
import { FlightBoardLive } from '@/features/flights/components/flight-board-live.client';
import { flightListKey } from '@/features/flights/api/flight-list';
import type { BoardModel } from '@/features/flights/server';
import { AIRPORT_TIME_ZONE } from '@/lib/clock';
import { getQueryClient } from '@/lib/query-client';
import { server } from '@/tests/msw/server';
import { renderWithProviders, screen, userEvent, waitFor, within } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import { sampleFlight, sampleLabels, sampleList, sampleParams } from '@/tests/fixtures/flights';
import { announcements, clearSpoken, readToEnd, spoken, startReader, stopReader, lastPhrase } from './reader';

/*
 * What a screen-reader user hears on the flights board (the real FlightBoard with the real messages):
 * a search by flight number with an airline filter, the result count, the flight's row and link, the
 * follow star; and the refresh's polite announcement of status changes.
 */

const serverLocale = vi.hoisted(() => ({ current: 'es' as 'es' | 'en' }));
vi.mock('next-intl/server', async () => {
  const { nextIntlServerMock } = await import('@/tests/server-components');
  return {
    ...nextIntlServerMock,
    getFormatter: async () => createFormatter({ locale: serverLocale.current, timeZone: AIRPORT_TIME_ZONE }),
  };
});
vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

afterEach(async () => {
  await stopReader();
  vi.useRealTimers();
  window.localStorage.clear();
});

const API = 'http://api.test/api';

/** The board as the server renders it for `?q=AV9364&airline=AV`: one departure found. */
function searchedBoard(): BoardModel {
  return {
    preset: null,
    state: {
      tab: 'salidas',
      cargoDirection: 'departure',
      q: 'AV9364',
      type: 'all',
      date: null,
      airline: 'AV',
      terminal: null,
      page: null,
    },
    params: { ...sampleParams, q: 'AV9364', airline: 'AV' },
    list: sampleList([sampleFlight()]),
    airlines: [
      { code: 'AV', name: 'Avianca' },
      { code: 'LA', name: 'LATAM' },
    ],
    dates: [{ date: '2026-11-22', relation: 'today' }],
    apiBase: API,
  };
}

async function renderBoard(locale: 'es' | 'en') {
  serverLocale.current = locale;
  setServerLocale(locale);
  const tree = await resolveServerTree(
    <FlightBoard model={searchedBoard()} locale={locale} showConnectionCard={false} />,
  );
  renderWithProviders(<>{tree}</>, { locale });
}

const BOARD = {
  es: {
    board: 'Salidas · domingo, 22 de noviembre',
    search: 'searchbox, Busca tu vuelo, AV9364',
    filters: 'Filtrar por aerolínea o terminal',
    airline: /^combobox, Aerolínea, /,
    apply: 'button, Aplicar filtros',
    count: '1 vuelo',
    row: 'row, 10:35 Bucaramanga BGA Avianca AV9364 T1 12 Programado',
    follow: 'Seguir el vuelo AV9364',
  },
  en: {
    board: 'Departures · Sunday, November 22',
    search: 'searchbox, Find your flight, AV9364',
    filters: 'Filter by airline or terminal',
    airline: /^combobox, Airline, /,
    apply: 'button, Apply filters',
    count: '1 flight',
    row: 'row, 10:35 Bucaramanga BGA Avianca AV9364 T1 12 Scheduled',
    follow: 'Follow flight AV9364',
  },
} as const;

describe('flights board, spoken', () => {
  for (const locale of ['es', 'en'] as const) {
    const words = BOARD[locale];

    it(`${locale}: the search, the airline filter, the result count, then the flight's row and link`, async () => {
      await renderBoard(locale);
      await startReader();
      const heard = await readToEnd();
      const at = (phrase: string | RegExp) =>
        heard.findIndex((p) => (typeof phrase === 'string' ? p === phrase : phrase.test(p)));

      expect(heard).toContain(`heading, ${words.board}, level 2`);
      // The search landmark holds the labelled field with the number typed.
      expect(heard.slice(at('search'), at('end of search'))).toContain(words.search);
      // The airline filter is a labelled select, in a labelled group.
      expect(heard).toContain(words.filters);
      expect(at(words.airline)).toBeGreaterThan(-1);
      expect(heard).toContain(words.apply);
      // The count comes before the table, so it is heard first; the table is named by its caption.
      expect(at(words.count)).toBeGreaterThan(-1);
      expect(at(words.count)).toBeLessThan(at(`table, ${words.board}`));
      // The row is the flight, its header cell the link to the flight.
      expect(heard).toContain(words.row);
      expect(heard).toContain('rowheader, AV9364');
      expect(heard).toContain('link, AV9364');
    });

    it(`${locale}: the follow star keeps its name and says "pressed" once the flight is followed`, async () => {
      const user = userEvent.setup();
      await renderBoard(locale);
      const table = screen.getByRole('table');
      const star = within(table).getByRole('button', { name: words.follow });
      await waitFor(() => expect(star).toBeEnabled());
      await startReader();
      star.focus();
      await act(async () => {});
      expect(await spoken()).toEqual([`button, ${words.follow}, not pressed`]);
      await clearSpoken();
      await user.click(star);
      star.blur();
      star.focus();
      await act(async () => {});
      // The same name, its state changed: not "Unfollow …, pressed" (two states in one phrase).
      expect(await lastPhrase()).toBe(`button, ${words.follow}, pressed`);
    });
  }

  describe("the board's refresh", () => {
    /** The live board, its refresh loop loaded (60 s on a fake clock). */
    async function liveBoard() {
      const queryClient = getQueryClient();
      queryClient.clear();
      queryClient.setDefaultOptions({ queries: { retry: false } });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      renderWithProviders(
        <>
          <input aria-label="Busca tu vuelo" />
          <FlightBoardLive
            apiBase={API}
            params={sampleParams}
            initial={sampleList([sampleFlight(), sampleFlight({ id: 'b', flight: 'AV9392' })])}
            locale="es"
            labels={sampleLabels}
            clearHref="/vuelos"
          />
        </>,
      );
      act(() => vi.advanceTimersByTime(60_000));
      vi.useRealTimers();
      // The loop is mounted (its query observed), so a refetch reaches the board.
      await waitFor(() =>
        expect(
          queryClient
            .getQueryCache()
            .find({ queryKey: flightListKey(sampleParams) })
            ?.getObserversCount(),
        ).toBe(1),
      );
      return queryClient;
    }

    it('announces the changed flight politely, once, without the table and without moving focus', async () => {
      const queryClient = await liveBoard();
      const field = screen.getByRole('textbox', { name: 'Busca tu vuelo' });
      field.focus();
      await startReader();
      server.use(
        http.get(`${API}/v2/flights/departures`, () =>
          HttpResponse.json(
            sampleList(
              [
                sampleFlight({
                  status: { code: 'BRD', es: 'Embarcando', en: 'Boarding', fr: 'Embarquement', pt: 'Embarque' },
                }),
                sampleFlight({ id: 'b', flight: 'AV9392' }),
              ],
              { updatedAt: '2026-11-22T10:01:00-05:00' },
            ),
          ),
        ),
      );
      await act(() => queryClient.refetchQueries());
      await waitFor(() => expect(screen.getByText('Actualizado a las 10:01')).toBeInTheDocument());
      // Only the change, in the polite region: not the table, not the unchanged flight, not the stamp.
      await waitFor(async () =>
        expect(await announcements()).toEqual(['polite: Vuelo AV9364, Bucaramanga: Embarcando']),
      );
      expect((await spoken()).join(' ')).not.toMatch(/AV9392|Actualizado|Hora|Destino/);
      expect(field).toHaveFocus();
    });

    it('says nothing when a refresh changes no status', async () => {
      const queryClient = await liveBoard();
      await startReader();
      server.use(
        http.get(`${API}/v2/flights/departures`, () =>
          HttpResponse.json(
            sampleList([sampleFlight(), sampleFlight({ id: 'b', flight: 'AV9392' })], {
              updatedAt: '2026-11-22T10:01:00-05:00',
            }),
          ),
        ),
      );
      await act(() => queryClient.refetchQueries());
      await waitFor(() => expect(screen.getByText('Actualizado a las 10:01')).toBeInTheDocument());
      expect(await spoken()).toEqual([]);
    });
  });
});
