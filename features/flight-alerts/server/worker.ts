import 'server-only';
import { config } from '@/lib/config';
import type { Database } from '@/lib/server/db';
import { kickOutbox } from '@/lib/server/outbox/worker';
import { runAlertRound } from './detector';
import { logger } from '@/lib/server/log';

const log = logger('flight-alerts');

/*
 * The scheduled job of flight alerts: a detector round every FLIGHT_ALERTS_POLL_MS (a minute by default),
 * started once per process by instrumentation.ts; new alerts are handed to the outbox at once.
 * Several instances may run it: rows are claimed with SKIP LOCKED, so nothing is sent twice.
 */

interface JobState {
  timer?: ReturnType<typeof setInterval>;
  running?: Promise<void>;
}

const KEY = Symbol.for('eldorado.flight-alerts.job');

function state(): JobState {
  const holder = globalThis as typeof globalThis & { [KEY]?: JobState };
  holder[KEY] ??= {};
  return holder[KEY];
}

/** Runs one round unless one is running. Never throws. */
export function runAlertJobOnce(getDb: () => Database): Promise<void> {
  const current = state();
  current.running ??= (async () => {
    try {
      const report = await runAlertRound(getDb());
      if (report.alerts > 0) await kickOutbox(getDb);
    } catch (error) {
      log.error({ err: error }, 'round failed');
    }
  })().finally(() => {
    current.running = undefined;
  });
  return current.running;
}

export function startFlightAlertsJob(getDb: () => Database): void {
  const current = state();
  if (current.timer) return;
  current.timer = setInterval(() => void runAlertJobOnce(getDb), config().FLIGHT_ALERTS_POLL_MS);
  current.timer.unref?.();
}
