// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAppError } from './errors';
import { readBodyCapped, readTextCapped } from './body';

/** A chunked request (no Content-Length) that would send `chunks` chunks of `size` bytes, counting what is pulled. */
function chunkedRequest(chunks: number, size: number, headers: Record<string, string> = {}) {
  const pulled = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks === chunks) return controller.close();
      pulled.chunks += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled };
}

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return isAppError(error) ? error.status : -1;
  }
}

describe('readBodyCapped', () => {
  it('stops reading a chunked body as soon as it passes the cap (a 300 MB upload is never held)', async () => {
    const { request, pulled } = chunkedRequest(4_800, 64 * 1024); // 300 MB if read to the end
    expect(await statusOf(readBodyCapped(request, 100_000))).toBe(413);
    expect(pulled.chunks).toBeLessThanOrEqual(3); // 2 chunks reach the cap, the stream may pull one ahead
  });

  it('refuses a declared length over the cap before reading', async () => {
    const { request, pulled } = chunkedRequest(10, 1024, { 'content-length': '5000000' });
    expect(await statusOf(readBodyCapped(request, 1000))).toBe(413);
    expect(pulled.chunks).toBeLessThanOrEqual(1); // the stream's own first pull, never a read
  });

  it('reads a body up to the cap, whole, and an absent body as empty', async () => {
    const { request } = chunkedRequest(3, 1000);
    expect((await readBodyCapped(request, 3000)).byteLength).toBe(3000);
    expect(await readTextCapped(new Request('http://localhost/api/x', { method: 'POST', body: 'ñandú' }), 10)).toBe(
      'ñandú',
    );
    expect((await readBodyCapped(new Request('http://localhost/api/x'), 10)).byteLength).toBe(0);
  });
});
