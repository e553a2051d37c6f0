import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_DATA_DIR } from './support/site';

/*
 * The authorised-taxi API end to end against the production build: request a code, read
 * it from the embedded SMS outbox, sign in, quote, book (idempotently), list, cancel, log out; and
 * the plate check. The server's clock starts at APP_NOW 2026-11-22 10:00 Bogota (playwright.config.ts).
 */

const SMS_OUTBOX = path.resolve(E2E_DATA_DIR, 'outbox', 'sms.jsonl');
const API = '/api/v2/taxi-imperial';
/** Later the same day as APP_NOW: in the bookable window while the test server runs. */
const PICKUP = '2026-11-22 16:30';

function uniquePhone(language: string): string {
  return `30${language === 'es' ? 1 : 2}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** The code in the last SMS sent to a number, from DATA_DIR/outbox/sms.jsonl. */
async function codeFromOutbox(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const lines = readFileSync(SMS_OUTBOX, 'utf8').trim().split('\n');
      const mine = lines
        .map((line) => JSON.parse(line) as { to: string; text: string; kind: string })
        .filter((m) => m.to === to);
      const last = mine.at(-1);
      code = /\b(\d{6})\b/.exec(last?.text ?? '')?.[1] ?? '';
      return last?.kind === 'otp' ? code : '';
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function signIn(request: APIRequestContext, phone: string, language: string): Promise<string> {
  // The simulated client address is the last X-Forwarded-For hop (what the load balancer appends,
  // TRUSTED_PROXY_HOPS=1); the first hop is the client's own, ignored for the per-IP cap.
  const headers = {
    'accept-language': language,
    'x-forwarded-for': `10.0.0.99, 198.51.100.${Number(phone.slice(-2))}`,
  };
  const sent = await request.post(`${API}/send-otp-phone`, { data: { phone, phoneCountryCode: '57' }, headers });
  expect(sent.status()).toBe(200);
  expect(await sent.json()).toMatchObject({ needsName: true });
  const code = await codeFromOutbox(`+57${phone}`); // the SMS outbox holds E.164
  const verified = await request.post(`${API}/verify-otp-phone`, {
    data: { phone, countryCode: '57', code, name: 'Laura Gómez', email: 'laura@example.com' },
    headers,
  });
  expect(verified.status()).toBe(200);
  const { access_token: token } = (await verified.json()) as { access_token: string };
  expect(token.length).toBeGreaterThan(30);
  return token;
}

for (const language of ['es', 'en']) {
  test(`taxi journey through the API (${language}): code → sign in → rate → book Van → list → cancel → logout`, async ({
    request,
  }) => {
    const phone = uniquePhone(language);
    const token = await signIn(request, phone, language);
    const auth = { authorization: `Bearer ${token}`, 'accept-language': language };

    const me = await request.get(`${API}/me`, { headers: auth });
    expect(await me.json()).toMatchObject({ user: { name: 'Laura Gómez' }, phone, phone_country_code: '57' });

    const place = await request.post(`${API}/geocoding`, { data: { address: 'Calle 93 # 11-26' } });
    expect(place.status()).toBe(200);
    const { formatedAddress, lat, lng } = (await place.json()) as { formatedAddress: string; lat: number; lng: number };
    expect(formatedAddress).toBe('Calle 93 # 11-26, Bogotá');

    const rate = await request.post(`${API}/calculate-rate`, { data: { lat, lon: lng, fechaReserva: PICKUP } });
    expect(rate.status()).toBe(200);
    const fares = (await rate.json()) as { normal: number; minivan: number; van: number };
    expect(fares.van).toBeGreaterThan(fares.normal);
    expect(fares.van % 100).toBe(0);

    const booking = {
      date: PICKUP,
      lat,
      lon: lng,
      address: formatedAddress,
      vehicleType: 'VAN',
      paymentMethod: 'CARD',
    };
    const key = { ...auth, 'idempotency-key': `e2e-${language}-${phone}` };
    const booked = await request.post(`${API}/book`, { data: booking, headers: key });
    expect(booked.status()).toBe(201);
    const result = (await booked.json()) as { status: boolean; bookingId: number };
    expect(result.status).toBe(true);
    const replay = await request.post(`${API}/book`, { data: booking, headers: key });
    expect(replay.headers()['idempotent-replayed']).toBe('true');
    expect((await replay.json()).bookingId).toBe(result.bookingId);

    const list = await (await request.get(`${API}/bookings`, { headers: auth })).json();
    const active = [...list.nueva, ...list.confirmada];
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({
      id: result.bookingId,
      vehicle: 'Van',
      price: fares.van,
      date: '2026-11-22',
      time: '16:30',
    });

    const cancelled = await request.post(`${API}/bookings/${result.bookingId}/cancel`, { headers: auth });
    expect(await cancelled.json()).toMatchObject({ status: true, booking: { status: 'cancelada' } });
    const after = await (await request.get(`${API}/bookings`, { headers: auth })).json();
    expect(after.cancelada).toHaveLength(1);

    expect((await request.post(`${API}/logout`, { headers: auth })).status()).toBe(200);
    const gone = await request.get(`${API}/me`, { headers: auth });
    expect(gone.status()).toBe(401);
    expect(await gone.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });
}

test('bad input answers a localised 400 in the error shape', async ({ request }) => {
  const response = await request.post(`${API}/send-otp-phone`, {
    data: { phone: '12', phoneCountryCode: '57' },
    headers: { 'accept-language': 'en' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    error: {
      code: 'validation_error',
      fields: { phone: 'Enter a valid mobile number for Colombia (+57), e.g. 321 1234567.' },
    },
  });
  const unplaceable = await request.post(`${API}/geocoding`, { data: { address: 'xyzzy plugh' } });
  expect(unplaceable.status()).toBe(422);
});

test('verify-plate: an authorised plate, an unknown one, an invalid one', async ({ request }) => {
  const found = await request.get(`${API}/verify-plate?plate=abc123`);
  expect(await found.json()).toMatchObject({
    plate: 'ABC123',
    authorised: true,
    vehicle: { company: 'Taxi Imperial S.A.S.' },
  });
  const unknown = await request.get(`${API}/verify-plate?plate=ZZZ999`);
  expect(await unknown.json()).toEqual({ plate: 'ZZZ999', authorised: false, vehicle: null });
  expect((await request.get(`${API}/verify-plate?plate=12345`)).status()).toBe(400);
});
