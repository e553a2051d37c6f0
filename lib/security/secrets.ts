import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a client sent equals the expected one, in time that depends on neither (the digests of
 * both are compared, so not even the length leaks). The one way the site compares secrets: API keys,
 * bearer tokens, preview links, alert tokens.
 */
export function secretsEqual(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || expected === '') return false;
  const a = createHash('sha256').update(expected).digest();
  const b = createHash('sha256').update(given).digest();
  return timingSafeEqual(a, b);
}
