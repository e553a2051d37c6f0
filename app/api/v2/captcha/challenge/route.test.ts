// @vitest-environment node
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/tests/db';
import { jsonRequest, setTestDb } from '@/tests/forms/harness';
import type { DbHandle } from '@/lib/server/db/client';
import { appSecrets } from '@/lib/server/db/schema';
import { contactMessages } from '@/features/forms/server/db/schema';
import { CHALLENGES_PER_CLIENT_PER_MINUTE } from '@/lib/server/captcha';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
vi.mock('@/lib/server/outbox/worker', () => ({ kickOutbox: async () => undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const { GET: challenge } = await import('./route');
const { POST: contact } = await import('../../contact/route');

const message = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  mobile: '3001234567',
  subject: 'Ruido',
  comment: 'Hola',
  consent: true,
};

const fetchChallenge = (ip = '198.51.100.1') =>
  challenge(
    new Request('http://localhost/api/v2/captcha/challenge', { headers: { 'X-Forwarded-For': ip } }),
    undefined,
  );

/** What the browser's widget does: fetch a challenge, find the counter, post base64(JSON) as captchaToken. */
async function solvedToken(): Promise<string> {
  const response = await fetchChallenge();
  expect(response.status).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const issued = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  setTestDb(handle.db);
  process.env.CAPTCHA_PROVIDER = 'altcha';
  process.env.ALTCHA_COUNTER_MAX = '20';
  forgetProcessState('config');
});
afterAll(async () => {
  process.env.CAPTCHA_PROVIDER = 'off';
  delete process.env.ALTCHA_COUNTER_MAX;
  forgetProcessState('config');
  await handle.close();
});
beforeEach(() => forgetProcessState('rate-limits'));

describe('ALTCHA, the default captcha, end to end through a form', () => {
  it('files a message with a solved challenge, once; a replay, a missing or a forged payload writes nothing', async () => {
    const send = (captchaToken?: string, ip = '198.51.100.1') =>
      contact(jsonRequest('/api/v2/contact', { ...message, captchaToken }, { ip }), undefined);

    const missing = await send(undefined);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({
      code: 'captcha_failed',
      fields: { captchaToken: 'Confirma que no eres un robot' },
    });
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: {} })).toString('base64');
    expect((await send(forged)).status).toBe(400);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);

    const token = await solvedToken();
    expect((await send(token)).status).toBe(201);
    const replay = await send(token, '198.51.100.2');
    expect(replay.status).toBe(400);
    expect((await replay.json()).error.code).toBe('captcha_failed');
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
    // Without ALTCHA_HMAC_KEY the signing key is generated once and kept for every instance.
    expect((await handle.db.select().from(appSecrets)).map((row) => row.name)).toContain('altcha-hmac-key');
  });

  it('limits the challenges one client fetches per minute', async () => {
    for (let i = 0; i < CHALLENGES_PER_CLIENT_PER_MINUTE; i++) expect((await fetchChallenge()).status).toBe(200);
    expect((await fetchChallenge()).status).toBe(429);
    expect((await fetchChallenge('198.51.100.9')).status).toBe(200);
  });

  it('answers 404 when ALTCHA is not the captcha', async () => {
    process.env.CAPTCHA_PROVIDER = 'off';
    forgetProcessState('config');
    try {
      expect((await fetchChallenge()).status).toBe(404);
    } finally {
      process.env.CAPTCHA_PROVIDER = 'altcha';
      forgetProcessState('config');
    }
  });
});
