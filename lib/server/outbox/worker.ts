import { config } from '../../config';
import { now } from '../../clock';
import type { Database } from '../db/client';
import { logger } from '../log';
import path from 'node:path';
import { configuredTransports, deliverDueMessages, purgeOldMessages, type Transports } from './index';
import { applyRetention } from './retention';

const log = logger('outbox');

/*
 * The delivery loop of this process: a round every OUTBOX_POLL_MS, and one right after a
 * submission commits (`kickOutbox`), so the embedded SMS outbox has the OTP within milliseconds.
 * Process-wide state on globalThis, like the database handle (route bundles share it).
 * A round also applies the retention of sent and failed messages (OUTBOX_RETENTION_DAYS), of the outbox
 * files, sign-in codes and idempotency keys (retention.ts), at most once an hour per process (the first
 * round of a process purges).
 */

export const PURGE_INTERVAL_MS = 3_600_000;

interface WorkerState {
  timer?: ReturnType<typeof setInterval>;
  running?: Promise<void>;
  again?: boolean;
  transports?: Transports;
  /** When this process last purged old messages (clock ms). */
  lastPurgeAt?: number;
}

const KEY = Symbol.for('eldorado.outbox.worker');

function state(): WorkerState {
  const holder = globalThis as typeof globalThis & { [KEY]?: WorkerState };
  holder[KEY] ??= {};
  return holder[KEY];
}

/** Deletes the messages past their retention if the last purge of this process is an hour old. Never throws. */
export async function purgeIfDue(db: Database, at: Date = now()): Promise<number> {
  const current = state();
  if (current.lastPurgeAt !== undefined && at.getTime() - current.lastPurgeAt < PURGE_INTERVAL_MS) return 0;
  current.lastPurgeAt = at.getTime();
  const { OUTBOX_RETENTION_DAYS: retentionDays, DATA_DIR } = config();
  await applyRetention(db, { at, retentionDays, outboxDir: path.resolve(DATA_DIR, 'outbox') });
  try {
    return await purgeOldMessages(db, { at, retentionDays });
  } catch (error) {
    log.error({ err: error }, 'retention purge failed');
    return 0;
  }
}

/** Runs a delivery round now (or right after the current one). Never throws. */
export function kickOutbox(getDb: () => Database): Promise<void> {
  const current = state();
  if (current.running) {
    current.again = true;
    return current.running;
  }
  current.transports ??= configuredTransports();
  const transports = current.transports;
  current.running = (async () => {
    do {
      current.again = false;
      try {
        await deliverDueMessages(getDb(), transports);
      } catch (error) {
        log.error({ err: error }, 'delivery round failed');
      }
    } while (current.again);
    try {
      await purgeIfDue(getDb());
    } catch (error) {
      log.error({ err: error }, 'retention purge failed');
    }
  })().finally(() => {
    current.running = undefined;
  });
  return current.running;
}

/** Starts the periodic rounds once per process (instrumentation.ts). */
export function startOutboxWorker(getDb: () => Database): void {
  const current = state();
  if (current.timer) return;
  current.timer = setInterval(() => void kickOutbox(getDb), config().OUTBOX_POLL_MS);
  current.timer.unref?.();
}
