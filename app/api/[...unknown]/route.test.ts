// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GET, POST } from './route';

describe('unknown API paths', () => {
  it('answer 404 in the API error shape', async () => {
    const response = GET(new Request('http://localhost/api/v2/nothing-here'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain('GET /api/v2/nothing-here');
  });

  it('cover other methods too', () => {
    expect(POST(new Request('http://localhost/api/v2/x', { method: 'POST' })).status).toBe(404);
  });
});
