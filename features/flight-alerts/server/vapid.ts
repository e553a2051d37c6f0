import 'server-only';
import webpush from 'web-push';
import { config } from '@/lib/config';
import type { Database } from '@/lib/server/db';
import { storedOrNewAppSecret } from '@/lib/server/app-secret';

/*
 * The VAPID application server key browsers subscribe with. Configured keys (VAPID_PUBLIC_KEY/PRIVATE_KEY)
 * send real pushes; without them the site generates one key pair, stored in the database so every instance
 * and restart uses the same one, and the embedded outbox writes pushes to DATA_DIR/outbox/push.jsonl.
 */

const SECRET_NAME = 'vapid';
interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let generated: Promise<VapidKeys> | undefined;

function storedOrNewKeys(db: Database): Promise<VapidKeys> {
  return storedOrNewAppSecret<VapidKeys>(db, SECRET_NAME, () => webpush.generateVAPIDKeys());
}

export async function vapidPublicKey(db: Database): Promise<string> {
  const { VAPID_PUBLIC_KEY } = config();
  if (VAPID_PUBLIC_KEY) return VAPID_PUBLIC_KEY;
  generated ??= storedOrNewKeys(db).catch((error: unknown) => {
    generated = undefined;
    throw error;
  });
  return (await generated).publicKey;
}
