import { createTranslator } from 'next-intl';
import { expect } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import pt from '@/messages/pt.json';
import type { Database } from '@/lib/server/db/client';
import { fillMessageFacts } from '@/lib/facts';
import { mergeMessages } from '@/lib/i18n/messages';

/*
 * Test harness for the form endpoints: real route handlers on an in-memory PGlite (tests/db.ts).
 * Each test file mocks, at its top level:
 *   vi.mock('next-intl/server', () => import('@/tests/forms/harness').then((h) => h.nextIntlServerMock));
 *   vi.mock('@/lib/server/db', …getDb: testDb)   vi.mock('@/lib/server/outbox/worker', …no-op kick)
 */

const all = {
  es: fillMessageFacts(es, 'es'),
  en: fillMessageFacts(mergeMessages(es, en), 'en'),
  fr: fillMessageFacts(mergeMessages(es, fr), 'fr'),
  pt: fillMessageFacts(mergeMessages(es, pt), 'pt'),
} as const;

export const nextIntlServerMock = {
  getTranslations: async ({ locale, namespace }: { locale: keyof typeof all; namespace: string }) =>
    createTranslator({ locale, messages: all[locale], namespace: namespace as never }),
};

const HOLDER = Symbol.for('eldorado.tests.forms-db');

export function setTestDb(db: Database): void {
  (globalThis as Record<symbol, unknown>)[HOLDER] = db;
}

export function testDb(): Database {
  return (globalThis as Record<symbol, unknown>)[HOLDER] as Database;
}

export function jsonRequest(
  path: string,
  body: unknown,
  {
    locale = 'es',
    key,
    ip = '203.0.113.7',
    headers = {},
  }: { locale?: string; key?: string; ip?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': locale,
      'X-Forwarded-For': ip,
      ...(key ? { 'Idempotency-Key': key } : {}),
      ...headers,
    },
  });
}

type FormRoute = (request: Request, context: undefined) => Promise<Response>;

/**
 * Form flooding: 10 submissions per 10 minutes per form and client IP, rejected ones
 * counted. Ten invalid posts from one client (behind the one trusted proxy, so only the last
 * X-Forwarded-For hop counts; the hops the client writes itself vary) are answered 400, the
 * eleventh — valid — 429 with Retry-After and nothing written; another client is still served.
 */
export async function expectFormFlooding({
  route,
  path,
  valid,
  invalid = {},
  written,
}: {
  route: FormRoute;
  path: string;
  valid: object;
  invalid?: object;
  /** Counts what a submission writes (rows of the form's tables and the outbox). */
  written: () => Promise<number>;
}): Promise<void> {
  const client = '192.0.2.77';
  for (let i = 0; i < 10; i++) {
    const rejected = await route(jsonRequest(path, invalid, { ip: `10.0.${i}.1, ${client}` }), undefined);
    expect(rejected.status, `attempt ${i + 1}`).toBe(400);
  }
  const before = await written();
  const limited = await route(jsonRequest(path, valid, { ip: `10.9.9.9, ${client}` }), undefined);
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(500);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await limited.json()).toMatchObject({
    error: { code: 'rate_limited', message: expect.stringMatching(/^Has enviado demasiadas solicitudes/) },
  });
  expect(await written()).toBe(before);
  const other = await route(jsonRequest(path, valid, { ip: `10.9.9.9, 192.0.2.78` }), undefined);
  expect(other.status).toBeLessThan(300);
  expect(await written()).toBeGreaterThan(before);
}
