import 'server-only';
import { now } from '@/lib/clock';
import { pingDb, type DbHealth } from '@/lib/server/db';

export interface HealthReport {
  status: 'ok' | 'degraded';
  db: DbHealth;
  checkedAt: string;
}

/** One health check for the API (/api/health) and the /health page. */
export async function getHealth(): Promise<HealthReport> {
  const db = await pingDb();
  return { status: db === 'ok' ? 'ok' : 'degraded', db, checkedAt: now().toISOString() };
}
