/**
 * Namespaces sent to the browser. Client islands may only use these; everything
 * else (page titles, long texts) is rendered on the server and never shipped as JSON.
 */
export const CLIENT_NAMESPACES = ['common', 'errors', 'client'] as const;

export function pickClientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
}
