/**
 * Namespaces sent to the browser. Client islands may only use these; everything
 * else (page titles, long texts) is rendered on the server and never shipped as JSON.
 */
export const CLIENT_NAMESPACES = ['common', 'errors', 'client'] as const;

/**
 * Parts of `client` that only one section's islands use: left out of every page's payload and sent by
 * that section's layout (the taxi pages' forms and bookings are ≈ 5 kB of the ≈ 8 kB of `client`).
 */
export const SCOPED_CLIENT_MESSAGES = ['taxi'] as const;
export type ClientMessageScope = (typeof SCOPED_CLIENT_MESSAGES)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The messages the browser gets: the client namespaces, without the scoped parts not asked for. */
export function pickClientMessages(
  messages: Record<string, unknown>,
  scopes: readonly ClientMessageScope[] = [],
): Record<string, unknown> {
  const picked: Record<string, unknown> = Object.fromEntries(
    CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]),
  );
  const left = SCOPED_CLIENT_MESSAGES.filter((scope) => !scopes.includes(scope));
  if (isRecord(picked.client) && left.length > 0)
    picked.client = Object.fromEntries(
      Object.entries(picked.client).filter(([key]) => !(left as readonly string[]).includes(key)),
    );
  return picked;
}
