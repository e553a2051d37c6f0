import 'server-only';
import { now } from '@/lib/clock';
import { getDb } from '@/lib/server/db';
import type { ClientConfiguration } from '../schemas';
import { readClientConfiguration } from './config-repository';
import { createConfigService } from './config-service';

const service = createConfigService({
  load: () => readClientConfiguration(getDb()),
  now: () => now().getTime(),
});

/**
 * The client configuration (SPEC §3), cached in-process for 60 s. When the database fails it
 * returns the last good value, or throws AppError 503 if it never read one.
 */
export function getClientConfiguration(): Promise<ClientConfiguration> {
  return service.get();
}
