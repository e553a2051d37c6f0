import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { flightAlertSubscriptions } from './db/schema';

/**
 * Erasure by a proven email address (a personal-data deletion request, Ley 1581 de 2012): every email alert
 * subscription of that address is deleted, whatever its state; nothing of them is kept (they only serve the
 * alerts). Push subscriptions carry no address and are not touched. Returns how many were deleted.
 */
export async function deleteAlertsByEmail(db: Database, email: string): Promise<number> {
  const deleted = await db
    .delete(flightAlertSubscriptions)
    .where(sql`lower(${flightAlertSubscriptions.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: flightAlertSubscriptions.id });
  return deleted.length;
}
