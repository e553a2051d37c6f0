import { createTranslator } from 'next-intl';
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
