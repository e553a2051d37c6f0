import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { appSecrets } from '@/lib/server/db/schema';

/**
 * A secret the site generates for itself once and keeps in `app_secrets`, so every instance and restart
 * uses the same one (the embedded VAPID key pair, the alert links’ HMAC key, the captcha’s signing key).
 * Instances racing to create it all end up reading the one that was stored first.
 */
export async function storedOrNewAppSecret<Value>(db: Database, name: string, generate: () => Value): Promise<Value> {
  const read = async () => (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return existing.value as Value;
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  return (await read())!.value as Value;
}

const remembered = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * storedOrNewAppSecret read once per process and database: a stored secret never changes, so the requests
 * that need it (each captcha challenge and answer, each alert link) do not query it again. A failed read
 * is forgotten, so the next request tries again.
 */
export function rememberedAppSecret<Value>(db: Database, name: string, generate: () => Value): Promise<Value> {
  let byName = remembered.get(db);
  if (!byName) remembered.set(db, (byName = new Map()));
  let secret = byName.get(name) as Promise<Value> | undefined;
  if (!secret) {
    secret = storedOrNewAppSecret(db, name, generate).catch((error: unknown) => {
      byName.delete(name);
      throw error;
    });
    byName.set(name, secret);
  }
  return secret;
}
