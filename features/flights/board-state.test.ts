// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boardDirection, boardHref, boardKind, parseBoardState, tabHref } from './board-state';

const dates = ['2026-11-21', '2026-11-22', '2026-11-23'];

describe('board state in the URL', () => {
  it('reads a full state and falls back on bad values without failing', () => {
    const state = parseBoardState(
      {
        tab: 'llegadas',
        q: '  Medellín ',
        type: 'DOMESTIC',
        date: '2026-11-23',
        airline: 'av',
        terminal: 't1',
        page: '3',
      },
      null,
      dates,
    );
    expect(state).toEqual({
      tab: 'llegadas',
      cargoDirection: 'departure',
      q: 'Medellín',
      type: 'domestic',
      date: '2026-11-23',
      airline: 'AV',
      terminal: 'T1',
      page: 3,
    });
    const bad = parseBoardState(
      { tab: 'x', type: 'regional', date: '2027-01-01', airline: 'AVIANCA', terminal: 'T9', page: '-1' },
      null,
      dates,
    );
    expect(bad).toMatchObject({ tab: 'salidas', type: 'all', date: null, airline: null, terminal: null, page: null });
    expect(parseBoardState({ q: ['a', 'b'] }, null, dates).q).toBe('a');
  });

  it('takes the tab of a preset page and the direction of the cargo tab', () => {
    const cargo = parseBoardState({ tab: 'llegadas', dir: 'llegadas' }, 'carga', dates);
    expect(cargo.tab).toBe('carga');
    expect(boardDirection(cargo)).toBe('arrival');
    expect(boardKind(cargo)).toBe('cargo');
    expect(boardDirection(parseBoardState({}, 'llegadas', dates))).toBe('arrival');
    expect(boardKind(parseBoardState({}, 'salidas', dates))).toBe('commercial');
  });

  it('writes hrefs without defaults, and a new filter goes back to the default page', () => {
    const state = parseBoardState({ tab: 'llegadas', q: 'cali', page: '2' }, null, dates);
    expect(boardHref(state, null)).toBe('/vuelos?tab=llegadas&q=cali&page=2');
    expect(boardHref(state, null, { type: 'international' })).toBe('/vuelos?tab=llegadas&q=cali&type=international');
    expect(boardHref(state, null, { page: 3 })).toBe('/vuelos?tab=llegadas&q=cali&page=3');
    const preset = parseBoardState({ date: '2026-11-21' }, 'salidas', dates);
    expect(boardHref(preset, 'salidas', { q: 'av 9364' })).toBe('/vuelos/salidas?q=av+9364&date=2026-11-21');
    expect(tabHref(preset, 'salidas', 'carga')).toBe('/vuelos/carga?date=2026-11-21');
    expect(tabHref(state, null, 'salidas')).toBe('/vuelos?q=cali');
  });
});
