import 'server-only';
import { headers } from 'next/headers';

/**
 * This request's CSP nonce, for the inline scripts a server component renders (proxy.ts sets `x-nonce`;
 * on a page-cache fill it is the cache token, replaced in the stored HTML by each response's own nonce).
 */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}
