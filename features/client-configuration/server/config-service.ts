import 'server-only';
import { createStaleCache, type StaleCache, type StaleCacheOptions } from '@/lib/server/cache/stale-cache';
import type { ClientConfiguration } from '../schemas';

export type ConfigServiceOptions = Pick<
  StaleCacheOptions<ClientConfiguration>,
  'load' | 'ttlMs' | 'retryAfterFailureMs' | 'now'
>;

export type ConfigService = StaleCache<ClientConfiguration>;

/** The client configuration behind the shared stale cache: one read per minute, the last good one when reads fail. */
export function createConfigService(options: ConfigServiceOptions): ConfigService {
  return createStaleCache({
    name: 'config',
    unavailableMessage: 'The airport configuration is temporarily unavailable. Try again in a moment.',
    ...options,
  });
}
