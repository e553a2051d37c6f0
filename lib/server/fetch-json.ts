import 'server-only';

/** GET a JSON document from an outside service with a timeout; non-2xx answers and timeouts throw. */
export async function fetchJson(url: string, timeoutMs: number, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    signal: AbortSignal.timeout(timeoutMs),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`);
  return (await response.json()) as unknown;
}
