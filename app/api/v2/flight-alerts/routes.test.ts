// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAlertResponseSchema } from '@/features/flight-alerts/schemas';
import { planDay } from '@/features/flights/server/simulator/day';
import type { DbHandle } from '@/lib/server/db/client';
import { flightAlertSubscriptions } from '@/features/flight-alerts/server/db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { createTestDb } from '@/tests/db';
import { forgetProcessState } from '@/tests/process-state';

let handle: DbHandle;
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDb: () => handle.db,
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'flight-alerts-routes-'));
process.env.DATA_DIR = dataDir;
process.env.FLIGHT_ALERTS_PER_BROWSER = '2';
process.env.FLIGHT_ALERTS_IP_HOURLY_LIMIT = '8';
forgetProcessState('config');

const { POST } = await import('./route');
const { DELETE } = await import('./[id]/route');
const { GET: pushKey } = await import('./push-key/route');

const NOW = new Date('2026-11-22T08:00:00-05:00');
const later = planDay('2026-11-22').filter(
  (f) =>
    f.direction === 'departure' &&
    f.kind === 'commercial' &&
    !f.cancelled &&
    f.scheduledMs > NOW.getTime() + 4 * 3_600_000,
);
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};
let ip = 1;

function post(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/v2/flight-alerts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${ip}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    undefined,
  );
}
const remove = (id: string, token: string) =>
  DELETE(
    new Request(`http://localhost/api/v2/flight-alerts/${id}?token=${encodeURIComponent(token)}`, { method: 'DELETE' }),
    {
      params: Promise.resolve({ id }),
    },
  );
const keyRequest = () => new Request('http://localhost/api/v2/flight-alerts/push-key');
const rows = async () => (await handle.db.select({ n: count() }).from(flightAlertSubscriptions))[0]!.n;

beforeAll(async () => {
  handle = await createTestDb();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.FLIGHT_ALERTS_PER_BROWSER;
  delete process.env.FLIGHT_ALERTS_IP_HOURLY_LIMIT;
  forgetProcessState('config');
});
beforeEach(async () => {
  ip += 1;
  forgetProcessState('rate-limits');
  await handle.db.delete(flightAlertSubscriptions);
  await handle.db.delete(outboxMessages);
});

describe('POST /api/v2/flight-alerts', () => {
  it('follows a flight by push: 201 {id, token, status: active}; twice keeps one subscription', async () => {
    const body = { flightId: later[0]!.id, channel: 'push', subscription, locale: 'es' };
    const first = await post(body);
    expect(first.status).toBe(201);
    const created = createAlertResponseSchema.parse(await first.json());
    expect(created.status).toBe('active');
    const again = createAlertResponseSchema.parse(await (await post(body)).json());
    expect(again.id).toBe(created.id);
    expect(await rows()).toBe(1);
  });

  it('follows by email pending its double opt-in, and mails the confirmation link in the visitor’s language', async () => {
    const response = await post({ flightId: later[0]!.id, channel: 'email', email: ' Ana@Example.com ', locale: 'pt' });
    expect(response.status).toBe(201);
    expect((await response.json()).status).toBe('pending');
    const [mail] = await handle.db.select().from(outboxMessages);
    expect(mail).toMatchObject({ channel: 'mail', recipient: 'ana@example.com', kind: 'flight-alert.confirm' });
    expect(mail!.subject).toBe(`Confirme os avisos do voo ${later[0]!.flight}`);
    expect(mail!.text).toMatch(/\/pt\/vuelos\/alertas\?action=confirm&id=[0-9a-f-]{36}&token=/);
  });

  it.each([
    ['not JSON', '{"flightId":', 'bad_request'],
    ['no channel', { flightId: '20261122-AV9364-dep', locale: 'es' }, 'channel'],
    [
      'a malformed flight id',
      { flightId: '../../etc/passwd', channel: 'email', email: 'a@b.co', locale: 'es' },
      'flightId',
    ],
    [
      'a bad email',
      { flightId: '20261122-AV9364-dep', channel: 'email', email: 'not-an-email', locale: 'es' },
      'email',
    ],
    [
      'an unknown locale',
      { flightId: '20261122-AV9364-dep', channel: 'email', email: 'a@b.co', locale: 'de' },
      'locale',
    ],
    [
      'an http push endpoint',
      {
        flightId: '20261122-AV9364-dep',
        channel: 'push',
        subscription: { ...subscription, endpoint: 'http://evil.test/x' },
        locale: 'es',
      },
      'subscription.endpoint',
    ],
    ['a push without subscription', { flightId: '20261122-AV9364-dep', channel: 'push', locale: 'es' }, 'subscription'],
    [
      'injection in the email',
      {
        flightId: '20261122-AV9364-dep',
        channel: 'email',
        email: "x'); DROP TABLE flight_alert_subscriptions;--@a.co",
        locale: 'es',
      },
      'email',
    ],
  ])(
    'answers 400 naming the field for %s, in the request’s language, and writes nothing',
    async (_name, body, field) => {
      const response = await post(body, { 'accept-language': 'en' });
      expect(response.status).toBe(400);
      const json = await response.json();
      if (field === 'bad_request') expect(json.error.code).toBe('invalid_json');
      else {
        expect(json.error.code).toBe('validation_error');
        expect(Object.keys(json.error.fields)).toContain(field);
        expect(json.error.message).toMatch(/^Please check these fields/);
      }
      expect(await rows()).toBe(0);
    },
  );

  it('answers 404 for a flight that does not exist that day', async () => {
    const response = await post(
      { flightId: '20261122-ZZ9999-dep', channel: 'push', subscription, locale: 'fr' },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("Nous n'avons pas trouvé ce vol hier, aujourd'hui ou demain.");
  });

  it('answers 409 for a flight that is already over', async () => {
    const gone = planDay('2026-11-21').find((f) => f.direction === 'arrival' && !f.cancelled && !f.diverted)!;
    const response = await post({ flightId: gone.id, channel: 'push', subscription, locale: 'es' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('flight_over');
  });

  it('caps followed flights per browser (409) and sign-ups per IP (429 with Retry-After)', async () => {
    const browserId = 'browser-abcdefghij';
    for (const flight of later.slice(0, 2)) {
      expect((await post({ flightId: flight.id, channel: 'push', subscription, locale: 'es', browserId })).status).toBe(
        201,
      );
    }
    const third = await post({ flightId: later[2]!.id, channel: 'push', subscription, locale: 'es', browserId });
    expect(third.status).toBe(409);
    expect((await third.json()).error.code).toBe('follow_limit');

    const flooded = [];
    for (let i = 0; i < 6; i += 1)
      flooded.push((await post({ flightId: 'bad', channel: 'push', locale: 'es' })).status);
    expect(flooded.at(-1)).toBe(429);
    const limited = await post({ flightId: later[3]!.id, channel: 'push', subscription, locale: 'es' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('nobody learns or takes over another person’s subscription', () => {
  const emailBody = () => ({ flightId: later[0]!.id, channel: 'email', email: 'victim@example.com', locale: 'es' });
  const linkOf = async (id: string) => {
    const mails = await handle.db.select().from(outboxMessages);
    const text = mails.find((m) => m.text.includes(`id=${id}`))!.text;
    return new URL(/https?:\/\/\S+action=confirm\S+/.exec(text)![0]);
  };
  const confirm = async (url: URL) => {
    const { confirmAlert } = await import('@/features/flight-alerts/server');
    return confirmAlert(handle.db, url.searchParams.get('id')!, url.searchParams.get('token')!);
  };

  it('answers a second email sign-up for the same flight alike, with new secrets, whether or not the first was confirmed', async () => {
    const first = await post(emailBody());
    const firstBody = createAlertResponseSchema.parse(await first.json());
    expect(await confirm(await linkOf(firstBody.id))).toBe('confirmed');

    ip += 1;
    const second = await post(emailBody());
    expect(second.status).toBe(first.status);
    const secondBody = createAlertResponseSchema.parse(await second.json());
    expect(Object.keys(secondBody).sort()).toEqual(Object.keys(firstBody).sort());
    expect(secondBody.status).toBe('pending'); // not "active": the answer does not tell who follows the flight
    expect(secondBody.id).not.toBe(firstBody.id);
    expect(secondBody.token).not.toBe(firstBody.token);
    // The first subscription's manage token is not the mails' link token, and neither is stored.
    const firstLink = await linkOf(firstBody.id);
    expect(firstLink.searchParams.get('token')).not.toBe(firstBody.token);
    const stored = JSON.stringify(await handle.db.select().from(flightAlertSubscriptions));
    for (const secret of [firstBody.token, secondBody.token, firstLink.searchParams.get('token')!]) {
      expect(stored).not.toContain(secret);
    }
  });

  it('only the link in the mail confirms: the token the API returns does not', async () => {
    const created = createAlertResponseSchema.parse(await (await post(emailBody())).json());
    const { confirmAlert } = await import('@/features/flight-alerts/server');
    expect(await confirmAlert(handle.db, created.id, created.token)).toBe('invalid');
    expect(await confirm(await linkOf(created.id))).toBe('confirmed');
  });

  it('confirming a second sign-up of a followed flight keeps one subscription (one mail per change)', async () => {
    const first = createAlertResponseSchema.parse(await (await post(emailBody())).json());
    await confirm(await linkOf(first.id));
    ip += 1;
    const second = createAlertResponseSchema.parse(await (await post(emailBody())).json());
    expect(await confirm(await linkOf(second.id))).toBe('alreadyConfirmed');
    const live = await handle.db.select().from(flightAlertSubscriptions);
    expect(live.map((row) => [row.id, row.status])).toEqual([[first.id, 'active']]);
  });

  it(`mails one address at most ${5} confirmations a day (429 after), so the form is no mail bomb`, async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      ip += 1;
      statuses.push((await post(emailBody())).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await handle.db.select({ n: count() }).from(outboxMessages)).toEqual([{ n: 5 }]);
  });

  it('a push sign-up of the same endpoint gets a new manage token; the old one stops working', async () => {
    const body = { flightId: later[0]!.id, channel: 'push', subscription, locale: 'es' };
    const first = createAlertResponseSchema.parse(await (await post(body)).json());
    const again = createAlertResponseSchema.parse(await (await post(body)).json());
    expect(again.id).toBe(first.id);
    expect(again.token).not.toBe(first.token);
    expect((await remove(first.id, first.token)).status).toBe(404);
    expect((await remove(again.id, again.token)).status).toBe(204);
  });

  it('accepts push endpoints of the configured push services only (no post to an address a visitor chose)', async () => {
    for (const endpoint of [
      'https://evil.example/collect',
      'https://fcm.googleapis.com.evil.example/x',
      'https://fcm.googleapis.com:8443/x',
    ]) {
      const response = await post(
        {
          flightId: later[0]!.id,
          channel: 'push',
          subscription: { ...subscription, endpoint },
          locale: 'en',
        },
        { 'accept-language': 'en' },
      );
      expect(response.status, endpoint).toBe(400);
      expect((await response.json()).error.fields).toEqual({
        'subscription.endpoint':
          'This browser uses a notification service we do not recognise. Get the alerts by email instead.',
      });
    }
    expect(await rows()).toBe(0);
    const { isKnownPushService } = await import('@/features/flight-alerts/server/subscriptions');
    expect(isKnownPushService('https://db5p.notify.windows.com/w/?token=x')).toBe(true);
    expect(isKnownPushService('https://web.push.apple.com/QO')).toBe(true);
    expect(isKnownPushService('https://updates.push.services.mozilla.com/wpush/v2/x')).toBe(true);
  });

  it('the unsubscribe link of a mail cancels too', async () => {
    const created = createAlertResponseSchema.parse(await (await post(emailBody())).json());
    const link = await linkOf(created.id);
    expect((await remove(created.id, link.searchParams.get('token')!)).status).toBe(204);
    expect(await rows()).toBe(0);
  });
});

describe('DELETE /api/v2/flight-alerts/{id}', () => {
  it('needs the subscription’s own token; deletes it; a second time is 404', async () => {
    const created = createAlertResponseSchema.parse(
      await (await post({ flightId: later[0]!.id, channel: 'push', subscription, locale: 'es' })).json(),
    );
    expect((await remove(created.id, 'x'.repeat(32))).status).toBe(404);
    expect((await remove('not-a-uuid', created.token)).status).toBe(400);
    expect((await remove(created.id, created.token)).status).toBe(204);
    expect(await rows()).toBe(0);
    expect((await remove(created.id, created.token)).status).toBe(404);
  });
});

describe('GET /api/v2/flight-alerts/push-key', () => {
  it('gives one VAPID public key, generated once and kept in the database', async () => {
    const first = (await (await pushKey(keyRequest(), undefined)).json()) as { publicKey: string };
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
    expect(((await (await pushKey(keyRequest(), undefined)).json()) as { publicKey: string }).publicKey).toBe(
      first.publicKey,
    );
  });
});

describe('the captcha (ALTCHA, the default) on an email sign-up', () => {
  beforeAll(() => {
    process.env.CAPTCHA_PROVIDER = 'altcha';
    process.env.ALTCHA_COUNTER_MAX = '20';
    forgetProcessState('config');
  });
  afterAll(() => {
    process.env.CAPTCHA_PROVIDER = 'off';
    delete process.env.ALTCHA_COUNTER_MAX;
    forgetProcessState('config');
  });

  it('refuses an email sign-up without a solved challenge and writes nothing; a push sign-up sends no mail and needs none', async () => {
    const { altchaSettings } = await import('@/lib/server/captcha');
    const { createAltchaChallenge } = await import('@/lib/server/captcha/altcha');
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
    const before = await rows();
    const email = { flightId: later[3]!.id, channel: 'email', email: 'robot@example.com', locale: 'en' };
    const refused = await post(email, { 'accept-language': 'en' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatchObject({
      code: 'captcha_failed',
      fields: { captchaToken: 'Confirm that you are not a robot before asking for alerts by email.' },
    });
    expect(await rows()).toBe(before);

    const challenge = await createAltchaChallenge(await altchaSettings(), Date.now());
    const solution = await solveChallenge({ challenge, deriveKey });
    const captchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await post({ ...email, captchaToken })).status).toBe(201);
    const push = await post({ flightId: later[3]!.id, channel: 'push', subscription, locale: 'es' });
    expect(push.status).toBe(201);
    expect(await rows()).toBe(before + 2);
  });
});
