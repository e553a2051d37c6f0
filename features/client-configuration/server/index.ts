import 'server-only';
import { createStaleCache } from '@/lib/server/cache/stale-cache';
import { getDb } from '@/lib/server/db';
import type { ClientConfiguration } from '../schemas';
import { readClientConfiguration } from './config-repository';

const service = createStaleCache({
  name: 'config',
  load: () => readClientConfiguration(getDb()),
  unavailableMessage: 'The airport configuration is temporarily unavailable. Try again in a moment.',
});

/**
 * The client configuration (SPEC §3), cached in-process for 60 s. When the database fails it
 * returns the last good value, or throws AppError 503 if it never read one.
 */
export function getClientConfiguration(): Promise<ClientConfiguration> {
  return service.get();
}
