import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/render';
import { resolveServerTree, setServerLocale } from '@/tests/server-components';
import { sampleFlight, sampleList } from '@/tests/fixtures/flights';
import type { Locale } from '@/lib/i18n/locales';
import type { BoardModel } from '../server';
import { FlightBoard } from './flight-board';

vi.mock('next-intl/server', () => import('@/tests/server-components').then((m) => m.nextIntlServerMock));
vi.mock('next/navigation', async (importOriginal) =>
  (await import('@/tests/next-navigation')).routerlessNavigation(await importOriginal()),
);

afterEach(() => setServerLocale('es'));

const dates: BoardModel['dates'] = [
  { date: '2026-11-21', relation: 'yesterday' },
  { date: '2026-11-22', relation: 'today' },
  { date: '2026-11-23', relation: 'tomorrow' },
];

/** Today's departures board opened on now, its list starting at `offset` of `total` flights. */
function model(offset: number, total: number): BoardModel {
  const flights = offset < total ? [sampleFlight()] : [];
  const list = { ...sampleList(flights), total, offset, page: Math.floor(offset / 25) + 1 };
  return {
    preset: 'salidas',
    state: {
      tab: 'salidas',
      cargoDirection: 'departure',
      q: '',
      type: 'all',
      date: null,
      airline: null,
      terminal: null,
      page: null,
    },
    params: {
      direction: 'departure',
      kind: 'commercial',
      type: 'all',
      date: '2026-11-22',
      page: list.page,
      offset,
      pageSize: 25,
    },
    list,
    airlines: [],
    dates,
    apiBase: '/api',
  };
}

async function renderBoard(board: BoardModel, locale: Locale) {
  setServerLocale(locale);
  return renderWithProviders(
    <>{await resolveServerTree(<FlightBoard model={board} locale={locale} showConnectionCard={false} />)}</>,
    { locale },
  );
}

describe('FlightBoard opened on now', () => {
  it.each([
    ['es', 'Todos los vuelos de salida de hoy ya despegaron.', 'Ver los vuelos de mañana'],
    ['en', 'Every departure of today has taken off.', 'See tomorrow’s flights'],
  ] as const)('%s: past the last flight of the day, says so and links tomorrow', async (locale, text, link) => {
    await renderBoard(model(120, 120), locale);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toMatch(/date=2026-11-23/);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('inside a page, links the pages of the rows before and after it, the earlier ones also above the table', async () => {
    // Rows 31–55 of 120: the page before holds row 30 (page 2), the page after row 56 (page 3).
    await renderBoard(model(30, 120), 'es');
    const earlier = screen.getAllByRole('link', { name: 'Vuelos anteriores' });
    expect(earlier).toHaveLength(2);
    for (const link of earlier) expect(link.getAttribute('href')).toMatch(/page=2$/);
    expect(screen.getByRole('link', { name: 'Vuelos siguientes' }).getAttribute('href')).toMatch(/page=3$/);
  });
});
