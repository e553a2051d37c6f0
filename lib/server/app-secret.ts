import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { appSecrets } from '@/lib/server/db/schema';

/**
 * A secret the site generates for itself once and keeps in `app_secrets`, so every instance and restart
 * uses the same one (the embedded VAPID key pair, the alert links’ HMAC key, the captcha’s signing key). Instances racing to create it
 * all end up reading the one that was stored first.
 */
export async function storedOrNewAppSecret<Value>(db: Database, name: string, generate: () => Value): Promise<Value> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return existing.value as Value;
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  return (await read())!.value as Value;
}
