// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Flight } from '@/features/flights/schemas';

vi.mock('server-only', () => ({}));

const { isStillToCome, listFlights } = await import('@/features/flights/server');

const { nextDepartures } = await import('./live');

beforeAll(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

/** Every passenger departure of the simulated day, by scheduled time, as the API lists them. */
async function wholeDay(): Promise<Flight[]> {
  const flights: Flight[] = [];
  for (let page = 1; ; page++) {
    const list = await listFlights({ direction: 'departure', kind: 'commercial', page, pageSize: 100 });
    flights.push(...list.flights);
    if (flights.length >= list.total) return flights;
  }
}

describe("the home page's next departures", () => {
  // The simulated day at the hours a passenger may look (APP_NOW): the list is never empty while flights remain.
  for (const hour of ['00:30', '05:00', '10:05', '10:14', '14:00', '23:50']) {
    it(`are the next flights still to depart at ${hour}`, async () => {
      vi.setSystemTime(new Date(`2026-11-22T${hour}:00-05:00`));
      const toCome = (await wholeDay()).filter((f) => isStillToCome(f, `2026-11-22 ${hour}:00`));
      const snippet = await nextDepartures('es');
      expect(snippet.status).toBe('ok');
      if (snippet.status !== 'ok') return;
      if (toCome.length === 0) {
        expect(snippet.data.flights).toEqual([]);
        return;
      }
      // Never "no more departures today" while some remain: five of them, or all there are.
      expect(snippet.data.flights.length).toBe(Math.min(5, toCome.length));
      // The board's opening rows still to come, in its order: at most two flights after the first one have gone.
      const day = await wholeDay();
      const firstIndex = day.findIndex((f) => f.id === snippet.data.flights[0]?.id);
      const after = day.slice(firstIndex);
      expect(after.filter((f) => !isStillToCome(f, `2026-11-22 ${hour}:00`)).length).toBeLessThanOrEqual(2);
      expect(snippet.data.flights.map((f) => f.id)).toEqual(
        toCome
          .filter((f) => after.some((a) => a.id === f.id))
          .slice(0, 5)
          .map((f) => f.id),
      );
    });
  }
});
