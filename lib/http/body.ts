import { payloadTooLarge } from './errors';

/*
 * The one way a route reads a request body (JSON, form-urlencoded or multipart): streamed and capped.
 * A body declared larger than the cap is refused before a byte is read; a chunked body (no
 * Content-Length) or one that lies about its length is cut off as soon as it passes the cap, so no
 * request makes the server hold more than `maxBytes` (plus one network chunk) in memory.
 */

/** The body's bytes, or a 413 as soon as it passes `maxBytes`. */
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw payloadTooLarge(maxBytes);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return concat(chunks, total);
}

/** The body as UTF-8 text (malformed bytes become U+FFFD), or a 413 as soon as it passes `maxBytes`. */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyCapped(request, maxBytes));
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
