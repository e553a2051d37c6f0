// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { submitForm } from './submit-form';

describe('submitForm', () => {
  it('sends the locale, the idempotency key and, when given, the bearer token', async () => {
    const seen: Headers[] = [];
    server.use(
      http.post('http://localhost/api/v2/data-requests', ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json({ ok: true }, { status: 201 });
      }),
    );
    const options = { apiBase: 'http://localhost/api', locale: 'fr', idempotencyKey: 'key-12345678' };
    expect((await submitForm('/v2/data-requests', { a: 1 }, { ...options, bearer: 'tok' })).kind).toBe('ok');
    await submitForm('/v2/data-requests', { a: 1 }, options);
    expect(seen[0]?.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.get('accept-language')).toBe('fr');
    expect(seen[0]?.get('idempotency-key')).toBe('key-12345678');
    expect(seen[1]?.get('authorization')).toBeNull();
  });
});
