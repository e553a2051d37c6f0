// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { fetchJson } from './fetch-json';

const FEED = 'https://feed.example/v1/parking';

describe('fetchJson', () => {
  it('asks for JSON and returns the parsed body', async () => {
    server.use(
      http.get(FEED, ({ request }) =>
        HttpResponse.json({ accept: request.headers.get('accept'), key: request.headers.get('x-api-key') }),
      ),
    );
    expect(await fetchJson(FEED, 1000, { headers: { 'x-api-key': 'k' } })).toEqual({
      accept: 'application/json',
      key: 'k',
    });
  });

  it('throws on an answer that is not 2xx, naming the host and the status', async () => {
    server.use(http.get(FEED, () => new HttpResponse('down', { status: 502 })));
    await expect(fetchJson(FEED, 1000)).rejects.toThrow('feed.example answered 502');
  });
});
