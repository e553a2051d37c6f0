import { config } from '../../config';
import type { Database } from '../db/client';
import { configuredTransports, deliverDueMessages, type Transports } from './index';

/*
 * The delivery loop of this process: a round every OUTBOX_POLL_MS, and one right after a
 * submission commits (`kickOutbox`), so the embedded SMS outbox has the OTP within milliseconds.
 * Process-wide state on globalThis, like the database handle (route bundles share it).
 */

interface WorkerState {
  timer?: ReturnType<typeof setInterval>;
  running?: Promise<void>;
  again?: boolean;
  transports?: Transports;
}

const KEY = Symbol.for('eldorado.outbox.worker');

function state(): WorkerState {
  const holder = globalThis as typeof globalThis & { [KEY]?: WorkerState };
  holder[KEY] ??= {};
  return holder[KEY];
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
        console.error('[outbox] delivery round failed:', error instanceof Error ? error.message : error);
      }
    } while (current.again);
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
