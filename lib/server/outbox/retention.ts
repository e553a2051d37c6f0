import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { taxiOtpCodes } from '../db/schema';
import { pruneIdempotencyKeys } from '../idempotency';
import { logger } from '../log';

const log = logger('retention');

/*
 * Retention beyond the outbox rows (Ley 1581 de 2012: personal data kept no longer than needed), run with
 * the outbox's hourly purge: the embedded outbox files (every mail, SMS and push the site "sent", with
 * addresses, phone numbers, codes and texts), sign-in codes (phone and code hash) and idempotency records
 * (request bodies' answers). Each step is independent: one failing does not keep the others from running.
 */

/** Sign-in codes live 10 minutes; their rows are kept a day (the per-code attempt count), then deleted. */
export const SIGN_IN_CODE_RETENTION_MS = 24 * 3_600_000;
/** Idempotency keys exist for a client's retries, which happen within minutes. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3_600_000;

const OUTBOX_FILES = ['mail.jsonl', 'sms.jsonl', 'push.jsonl'];

/**
 * Drops the lines of the outbox files written before `cutoffMs` (their `at`, wall-clock time, as the file
 * transport writes it); a line without a readable `at` cannot be dated and goes too. A file that grew while
 * it was being rewritten is left for the next round, so no line appended meanwhile is lost. Returns the
 * number of lines dropped.
 */
export async function purgeOutboxFiles(dir: string, cutoffMs: number): Promise<number> {
  let dropped = 0;
  for (const name of OUTBOX_FILES) {
    // The data folder is chosen at run time (DATA_DIR): nothing here is a build input for Turbopack to trace.
    const file = path.join(/* turbopackIgnore: true */ dir, name);
    let before: { size: number };
    let text: string;
    try {
      before = await stat(file);
      text = await readFile(file, 'utf8');
    } catch {
      continue; // no such file
    }
    const lines = text.split('\n').filter(Boolean);
    const kept = lines.filter((line) => {
      try {
        const at = Date.parse((JSON.parse(line) as { at?: unknown }).at as string);
        return Number.isFinite(at) && at >= cutoffMs;
      } catch {
        return false;
      }
    });
    if (kept.length === lines.length) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, kept.map((line) => `${line}\n`).join(''), 'utf8');
    if ((await stat(file)).size !== before.size) continue; // appended meanwhile: next round
    await rename(temporary, file);
    dropped += lines.length - kept.length;
  }
  return dropped;
}

export async function purgeOldSignInCodes(db: Database, at: Date): Promise<number> {
  const deleted = await db
    .delete(taxiOtpCodes)
    .where(lt(taxiOtpCodes.createdAt, new Date(at.getTime() - SIGN_IN_CODE_RETENTION_MS)))
    .returning({ id: taxiOtpCodes.id });
  return deleted.length;
}

export interface RetentionReport {
  fileLines: number;
  signInCodes: number;
}

/** The retention steps besides the outbox rows. Never throws; a failing step is logged. */
export async function applyRetention(
  db: Database,
  {
    at,
    outboxDir,
    retentionDays,
    wallClockMs = Date.now(),
  }: { at: Date; outboxDir: string; retentionDays: number; wallClockMs?: number },
): Promise<RetentionReport> {
  const report: RetentionReport = { fileLines: 0, signInCodes: 0 };
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      log.error({ err: error, step: name }, `${name} failed`);
      return undefined;
    }
  };
  report.fileLines =
    (await step('outbox files', () => purgeOutboxFiles(outboxDir, wallClockMs - retentionDays * 86_400_000))) ?? 0;
  report.signInCodes = (await step('sign-in codes', () => purgeOldSignInCodes(db, at))) ?? 0;
  await step('idempotency keys', () => pruneIdempotencyKeys(db, new Date(at.getTime() - IDEMPOTENCY_RETENTION_MS)));
  return report;
}
