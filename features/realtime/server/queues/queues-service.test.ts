// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { queuesResponseSchema } from '../../schemas';
import { CHECKPOINTS } from './checkpoints';
import type { Movement } from './flight-bank';
import { getQueues } from './queues-service';
import { estimateAt, simulateQueues, waitMinutes } from './simulation';
import { forgetProcessState } from '@/tests/process-state';

// The flights feature, with a switch that makes its source fail (upstream down, nothing cached).
const flights = vi.hoisted(() => ({ failing: false }));
vi.mock('@/features/flights/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/flights/server')>();
  return {
    ...actual,
    listFlights: async (...args: Parameters<typeof actual.listFlights>) => {
      if (flights.failing) throw new Error('flights upstream unavailable');
      return actual.listFlights(...args);
    },
  };
});

const FEED = 'https://queues.example/feed';
const NOW = '2026-11-22T10:00:00-05:00';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  vi.unstubAllEnvs();
  forgetProcessState('config');
  forgetProcessState('queue-feed');
  flights.failing = false;
  vi.setSystemTime(new Date(NOW));
});
afterAll(() => vi.useRealTimers());

describe('queue simulation (embedded default)', () => {
  it('answers every checkpoint and queue type from the flight bank, deterministic for a given clock', async () => {
    const first = queuesResponseSchema.parse(await getQueues());
    expect(first.source).toBe('simulation');
    expect(first.updatedAt).toBe(NOW);
    expect(first.checkpoints.map((c) => c.id)).toEqual(CHECKPOINTS.map((c) => c.id));
    const migration = first.checkpoints.find((c) => c.id === 'migration-arrivals');
    expect(migration?.queues.map((q) => q.type)).toEqual([
      'national-biometric',
      'foreigners-biometric',
      'preferential',
      'traditional',
    ]);
    for (const checkpoint of first.checkpoints) {
      expect(checkpoint.history).toHaveLength(13);
      for (const queue of checkpoint.queues) {
        expect(queue.wait, `${checkpoint.id}/${queue.type}`).not.toBeNull();
        expect(queue.stale).toBe(false);
        // Measured within the last 5 minutes, never in the future.
        const age = Date.parse(NOW) - Date.parse(queue.updatedAt ?? '');
        expect(age).toBeGreaterThanOrEqual(0);
        expect(age).toBeLessThan(5 * 60_000);
      }
    }
    expect(await getQueues()).toEqual(first);
  });

  it('waits longer when more passengers fly in the next hour', () => {
    const checkpoint = CHECKPOINTS.find((c) => c.id === 'security-domestic')!;
    const queue = checkpoint.queues[0]!;
    const now = Date.parse(NOW);
    const flight = (minutesAhead: number): Movement => ({
      atMs: now + minutesAhead * 60_000,
      direction: 'departure',
      international: false,
      terminal: 'T1',
      passengers: 180,
    });
    const quiet = estimateAt(checkpoint, queue, [flight(45)], now);
    const busy = estimateAt(
      checkpoint,
      queue,
      Array.from({ length: 12 }, (_, i) => flight(35 + i * 4)),
      now,
    );
    expect(busy).toBeGreaterThan(quiet);
    // Flights outside the bank's hour do not count.
    expect(estimateAt(checkpoint, queue, [flight(200)], now)).toBe(estimateAt(checkpoint, queue, [], now));
    expect(waitMinutes(3000, queue, 1)).toBeGreaterThan(waitMinutes(300, queue, 1));
  });

  it('never says zero: a bank with genuinely no flights answers less than 5 minutes', () => {
    const response = simulateQueues([], Date.parse(NOW));
    for (const checkpoint of response.checkpoints)
      for (const queue of checkpoint.queues) expect(queue.wait).toEqual({ kind: 'lessThan', maxMinutes: 5 });
  });

  it('answers no information (never a made-up short wait) when the flights source fails', async () => {
    flights.failing = true;
    const response = queuesResponseSchema.parse(await getQueues());
    expect(response.source).toBe('simulation');
    expect(response.updatedAt).toBe(NOW);
    expect(response.checkpoints.map((c) => c.id)).toEqual(CHECKPOINTS.map((c) => c.id));
    for (const checkpoint of response.checkpoints) {
      expect(checkpoint.history).toHaveLength(13);
      expect(checkpoint.history.every((point) => point.minutes === null)).toBe(true);
      for (const queue of checkpoint.queues) {
        expect(queue, `${checkpoint.id}/${queue.type}`).toEqual({
          type: queue.type,
          wait: null,
          updatedAt: null,
          stale: false,
        });
      }
    }
    // Back to estimates once the flights answer again.
    flights.failing = false;
    const recovered = await getQueues();
    expect(recovered.checkpoints.every((c) => c.queues.every((q) => q.wait !== null))).toBe(true);
  });

  it('filters by terminal', async () => {
    const t2 = await getQueues({ terminal: 'T2' });
    expect(t2.checkpoints.map((c) => c.id)).toEqual(['security-t2']);
  });
});

describe('queue feed (QUEUES_API_URL)', () => {
  function configure() {
    vi.stubEnv('QUEUES_API_URL', FEED);
    forgetProcessState('config');
  }

  it('reads the feed; what it lacks is no information and old readings are stale', async () => {
    configure();
    server.use(
      http.get(FEED, () =>
        HttpResponse.json({
          checkpoints: [
            {
              id: 'migration-arrivals',
              queues: [
                { type: 'national-biometric', minMinutes: 10, maxMinutes: 20, measuredAt: '2026-11-22T09:58:00-05:00' },
                { type: 'traditional', maxMinutes: 30, measuredAt: '2026-11-22T14:30:00Z' },
                { type: 'foreigners-biometric', minMinutes: 5, maxMinutes: 15 },
                { type: 'no-such-queue', maxMinutes: 3, measuredAt: '2026-11-22T09:58:00-05:00' },
              ],
            },
            { id: 'unknown-checkpoint', queues: [] },
          ],
        }),
      ),
    );
    const response = queuesResponseSchema.parse(await getQueues());
    expect(response.source).toBe('feed');
    const arrivals = response.checkpoints.find((c) => c.id === 'migration-arrivals')!;
    const byType = Object.fromEntries(arrivals.queues.map((q) => [q.type, q]));
    expect(byType['national-biometric']).toEqual({
      type: 'national-biometric',
      wait: { kind: 'between', minMinutes: 10, maxMinutes: 20 },
      updatedAt: '2026-11-22T09:58:00-05:00',
      stale: false,
    });
    expect(byType.traditional).toMatchObject({
      wait: { kind: 'lessThan', maxMinutes: 30 },
      updatedAt: '2026-11-22T09:30:00-05:00',
      stale: true,
    });
    expect(byType['foreigners-biometric']).toMatchObject({ wait: null, updatedAt: null, stale: false });
    expect(byType.preferential?.wait).toBeNull();
    const domestic = response.checkpoints.find((c) => c.id === 'security-domestic')!;
    expect(domestic.queues.every((q) => q.wait === null)).toBe(true);
    expect(arrivals.history.at(-1)).toEqual({ at: '2026-11-22T10:00:00-05:00', minutes: 15 });
  });

  it('reads the former id security-national as security-domestic, and never answers it', async () => {
    configure();
    server.use(
      http.get(FEED, () =>
        HttpResponse.json({
          checkpoints: [
            {
              id: 'security-national',
              queues: [{ type: 'general', minMinutes: 20, maxMinutes: 30, measuredAt: '2026-11-22T09:58:00-05:00' }],
            },
          ],
        }),
      ),
    );
    const response = queuesResponseSchema.parse(await getQueues());
    const domestic = response.checkpoints.find((c) => c.id === 'security-domestic')!;
    expect(domestic.queues.find((q) => q.type === 'general')?.wait).toEqual({
      kind: 'between',
      minMinutes: 20,
      maxMinutes: 30,
    });
    expect(JSON.stringify(response)).not.toContain('security-national');
  });

  it('answers no information (not an error, not zero) when the feed is down', async () => {
    configure();
    server.use(http.get(FEED, () => HttpResponse.error()));
    const response = await getQueues();
    expect(response.checkpoints.flatMap((c) => c.queues).every((q) => q.wait === null)).toBe(true);
  });
});
