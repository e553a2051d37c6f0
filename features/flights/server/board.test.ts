// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceUnavailable } from '@/lib/http/errors';
import { getFlightBoard } from './board';
import { replaceProcessState } from '@/tests/process-state';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00-05:00'));
});
afterEach(() => replaceProcessState('flight-source', undefined));
afterAll(() => vi.useRealTimers());

describe('board model', () => {
  it("opens today's departures around now, with the day selector and the airlines of the board", async () => {
    const board = await getFlightBoard({}, null);
    expect(board.state.tab).toBe('salidas');
    expect(board.params).toMatchObject({
      direction: 'departure',
      kind: 'commercial',
      date: '2026-11-22',
      pageSize: 25,
    });
    expect(board.params.page).toBe(board.list?.page);
    expect(board.list?.page).toBeGreaterThan(1);
    expect(board.dates.map((d) => d.relation)).toEqual(['yesterday', 'today', 'tomorrow']);
    expect(board.airlines.map((a) => a.code)).toContain('AV');
    expect(board.airlines.map((a) => a.code)).not.toContain('QT');
    expect(board.apiBase).toBe('/api');
  });

  it('applies the URL: cargo arrivals of tomorrow, page 1', async () => {
    const board = await getFlightBoard({ dir: 'llegadas', date: '2026-11-23', page: '1' }, 'carga');
    expect(board.params).toMatchObject({ direction: 'arrival', kind: 'cargo', date: '2026-11-23', page: 1 });
    expect(board.list?.flights.every((f) => f.kind === 'cargo' && f.direction === 'arrival')).toBe(true);
    expect(board.airlines.map((a) => a.code)).toContain('QT');
  });

  it('degrades to an empty board (not an error page) when the source is down', async () => {
    replaceProcessState('flight-source', { name: 'http', getDay: async () => Promise.reject(serviceUnavailable()) });
    const board = await getFlightBoard({}, 'llegadas');
    expect(board.list).toBeNull();
    expect(board.params).toMatchObject({ direction: 'arrival', page: 1 });
  });
});
