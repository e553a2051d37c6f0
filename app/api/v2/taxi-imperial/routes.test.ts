// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingsResponseSchema, bookResponseSchema, rateResponseSchema } from '@/features/taxi/schemas';
import { runDispatcher } from '@/features/taxi/server/dispatcher';
import type { DbHandle } from '@/lib/server/db/client';
import * as platformTables from '@/lib/server/db/schema';
import * as taxiTables from '@/features/taxi/server/db/schema';
import { createTestDb } from '@/tests/db';
import { captureLogs } from '@/tests/logs';
import { forgetProcessState } from '@/tests/process-state';

const schema = { ...platformTables, ...taxiTables };

let handle: DbHandle;
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDb: () => handle.db,
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'taxi-routes-'));
process.env.DATA_DIR = dataDir;
forgetProcessState('config');

const routes = {
  sendOtp: (await import('./send-otp-phone/route')).POST,
  verifyOtp: (await import('./verify-otp-phone/route')).POST,
  me: (await import('./me/route')).GET,
  bookings: (await import('./bookings/route')).GET,
  cancel: (await import('./bookings/[id]/cancel/route')).POST,
  rate: (await import('./calculate-rate/route')).POST,
  book: (await import('./book/route')).POST,
  geocoding: (await import('./geocoding/route')).POST,
  logout: (await import('./logout/route')).POST,
  verifyPlate: (await import('./verify-plate/route')).GET,
  operatorList: (await import('./operator/bookings/route')).GET,
  operatorConfirm: (await import('./operator/bookings/[id]/confirm/route')).POST,
  operatorFulfil: (await import('./operator/bookings/[id]/fulfil/route')).POST,
  operatorCancel: (await import('./operator/bookings/[id]/cancel/route')).POST,
};

const START = new Date('2026-11-24T10:00:00-05:00'); // a Tuesday
let clock = START.getTime();
const advance = (seconds: number) => {
  clock += seconds * 1000;
  vi.setSystemTime(clock);
};

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 3 * 3_600_000; // an hour window per test: per-phone caps never carry over
  vi.setSystemTime(clock);
  forgetProcessState('rate-limits');
  forgetProcessState('config');
});

type Handler = (request: Request, context: never) => Promise<Response>;
const URL_BASE = 'http://localhost/api/v2/taxi-imperial';

function post(handler: Handler, body: unknown, headers: Record<string, string> = {}, context: unknown = undefined) {
  const request = new Request(`${URL_BASE}/x`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handler(request, context as never);
}

function get(handler: Handler, query = '', headers: Record<string, string> = {}) {
  return handler(new Request(`${URL_BASE}/x${query}`, { headers }), undefined as never);
}

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code of the last SMS sent to a phone (read from the outbox table). */
async function lastCode(to: string): Promise<string> {
  const [row] = await handle.db
    .select()
    .from(schema.outboxMessages)
    .where(eq(schema.outboxMessages.recipient, to))
    .orderBy(desc(schema.outboxMessages.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.text ?? '')?.[1] ?? '';
}

let phoneSeq = 3_001_000_000;
const newPhone = () => String(phoneSeq++);

async function signIn(phone = newPhone()): Promise<string> {
  expect((await post(routes.sendOtp, { phone, phoneCountryCode: '57' })).status).toBe(200);
  const response = await post(routes.verifyOtp, {
    phone,
    countryCode: '57',
    code: await lastCode(`+57${phone}`),
    name: 'María Pérez',
    email: 'maria@example.com',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const pickup = (minutesAhead: number) => {
  const local = new Date(clock + minutesAhead * 60_000 - 5 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
};

const bookBody = (overrides: Record<string, unknown> = {}) => ({
  date: pickup(120),
  lat: 4.6768,
  lon: -74.0486,
  address: 'Calle 93 # 11-26, Bogotá',
  vehicleType: 'VAN',
  paymentMethod: 'CASH',
  ...overrides,
});

async function rowCounts() {
  const tables = {
    users: schema.taxiUsers,
    codes: schema.taxiOtpCodes,
    tokens: schema.taxiAccessTokens,
    bookings: schema.taxiBookings,
    outbox: schema.outboxMessages,
    keys: schema.idempotencyKeys,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    result[name] = row!.n;
  }
  return result;
}

describe('sign-in by SMS code', () => {
  it('sends a code through the SMS outbox and says a name is needed for a new phone', async () => {
    const phone = newPhone();
    const response = await post(routes.sendOtp, { phone, phoneCountryCode: '57' }, { 'accept-language': 'en' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ needsName: true, resendAfterSeconds: 30, expiresInSeconds: 600 });
    const [sms] = await handle.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, `+57${phone}`));
    expect(sms).toMatchObject({ channel: 'sms', kind: 'otp', status: 'sent' });
    expect(sms!.text).toMatch(/your authorised taxi booking code is \d{6}/);
    // Stored hashed: the code never appears in the table.
    const [stored] = await handle.db
      .select()
      .from(schema.taxiOtpCodes)
      .where(eq(schema.taxiOtpCodes.phone, `+57${phone}`));
    expect(stored!.codeHash).not.toContain(await lastCode(`+57${phone}`));
  });

  it('accepts countryCode in send-otp-phone and phoneCountryCode in verify-otp-phone', async () => {
    const phone = newPhone();
    expect((await post(routes.sendOtp, { phone, countryCode: '57' })).status).toBe(200);
    const response = await post(routes.verifyOtp, {
      phone,
      phoneCountryCode: '57',
      code: await lastCode(`+57${phone}`),
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(response.status).toBe(200);
  });

  it('requires name and email when needsName was true, without spending the code', async () => {
    const phone = newPhone();
    await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    const code = await lastCode(`+57${phone}`);
    const refused = await post(routes.verifyOtp, { phone, countryCode: '57', code });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { code: 'name_required', fields: { name: expect.any(String) } },
    });
    const accepted = await post(routes.verifyOtp, { phone, countryCode: '57', code, name: 'Ana', email: 'a@b.co' });
    expect(accepted.status).toBe(200);
    // A returning user needs no name.
    advance(31);
    const again = await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    expect(await again.json()).toMatchObject({ needsName: false });
    const second = await post(routes.verifyOtp, { phone, countryCode: '57', code: await lastCode(`+57${phone}`) });
    expect(second.status).toBe(200);
  });

  it('a code is single use', async () => {
    const phone = newPhone();
    await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    const body = { phone, countryCode: '57', code: await lastCode(`+57${phone}`), name: 'Ana', email: 'a@b.co' };
    expect((await post(routes.verifyOtp, body)).status).toBe(200);
    const reused = await post(routes.verifyOtp, body);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: { code: 'otp_missing' } });
  });

  it('a code expires after 10 minutes', async () => {
    const phone = newPhone();
    await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    const code = await lastCode(`+57${phone}`);
    advance(600);
    const response = await post(routes.verifyOtp, { phone, countryCode: '57', code, name: 'Ana', email: 'a@b.co' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'otp_expired', message: 'El código venció. Pide uno nuevo.' },
    });
  });

  it('after 5 wrong tries the code is dead, even the right one; a new code works', async () => {
    const phone = newPhone();
    await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    const code = await lastCode(`+57${phone}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await post(
        routes.verifyOtp,
        { phone, countryCode: '57', code: wrong },
        { 'accept-language': 'en' },
      );
      expect(await response.json()).toMatchObject({
        error: { code: 'otp_invalid', message: expect.stringContaining(`${5 - attempt}`) },
      });
    }
    const fifth = await post(routes.verifyOtp, { phone, countryCode: '57', code: wrong });
    expect(await fifth.json()).toMatchObject({ error: { code: 'otp_locked' } });
    const right = await post(routes.verifyOtp, { phone, countryCode: '57', code, name: 'Ana', email: 'a@b.co' });
    expect(await right.json()).toMatchObject({ error: { code: 'otp_locked' } });
    advance(31);
    await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    const fresh = await post(routes.verifyOtp, {
      phone,
      countryCode: '57',
      code: await lastCode(`+57${phone}`),
      name: 'Ana',
      email: 'a@b.co',
    });
    expect(fresh.status).toBe(200);
  });

  it('a resend within 30 s is refused with Retry-After; after it a new code replaces the old one', async () => {
    const phone = newPhone();
    await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    const first = await lastCode(`+57${phone}`);
    advance(10);
    const early = await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('20');
    expect(await early.json()).toMatchObject({ error: { message: 'Espera 20 segundos para pedir un nuevo código.' } });
    advance(20);
    expect((await post(routes.sendOtp, { phone, phoneCountryCode: '57' })).status).toBe(200);
    const second = await lastCode(`+57${phone}`);
    if (first !== second) {
      const old = await post(routes.verifyOtp, { phone, countryCode: '57', code: first, name: 'A', email: 'a@b.co' });
      expect(old.status).toBe(400);
    }
    const ok = await post(routes.verifyOtp, { phone, countryCode: '57', code: second, name: 'Ana', email: 'a@b.co' });
    expect(ok.status).toBe(200);
  });

  it('caps sends at 5 per phone per hour and 20 per IP per hour (429 + Retry-After)', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await post(routes.sendOtp, { phone, phoneCountryCode: '57' })).status).toBe(200);
      advance(31);
    }
    const sixth = await post(routes.sendOtp, { phone, phoneCountryCode: '57' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
    forgetProcessState('rate-limits');
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 20; i++)
      expect((await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '57' }, ip)).status).toBe(200);
    const over = await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '57' }, ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
  });

  it('a client cannot escape the per-IP cap by writing its own X-Forwarded-For hops', async () => {
    // One load balancer (TRUSTED_PROXY_HOPS=1) appends the real address after whatever the client sent.
    for (let i = 0; i < 20; i++) {
      const spoofed = { 'x-forwarded-for': `10.0.${i}.1, 203.0.113.77` };
      expect((await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '57' }, spoofed)).status).toBe(200);
    }
    const over = await post(
      routes.sendOtp,
      { phone: newPhone(), phoneCountryCode: '57' },
      { 'x-forwarded-for': '10.9.9.9, 203.0.113.77' },
    );
    expect(over.status).toBe(429);
  });

  it('a flood from other clients does not spend the phone’s own codes (refused requests count nothing)', async () => {
    vi.stubEnv('TAXI_OTP_MAX_PER_IP_PER_HOUR', '1');
    forgetProcessState('config');
    const victim = newPhone();
    const attacker = { 'x-forwarded-for': '198.51.100.66' };
    expect((await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '57' }, attacker)).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await post(routes.sendOtp, { phone: victim, phoneCountryCode: '57' }, attacker)).status).toBe(429);
    }
    // The owner, from their own address, still gets all 5 codes of the hour.
    for (let i = 0; i < 5; i++) {
      const owner = { 'x-forwarded-for': `203.0.113.${100 + i}` };
      expect((await post(routes.sendOtp, { phone: victim, phoneCountryCode: '57' }, owner)).status).toBe(200);
      advance(31);
    }
  });

  it('a site-wide hourly budget of codes: beyond it every send is refused with a clear 429 and a log line', async () => {
    vi.stubEnv('SMS_CODES_PER_HOUR', '3');
    forgetProcessState('config');
    const logs = captureLogs();
    const codesSent = async () =>
      (await handle.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.kind, 'otp'))).length;
    const before = await codesSent();
    for (let i = 0; i < 3; i++) {
      const client = { 'x-forwarded-for': `203.0.113.${10 + i}` };
      expect((await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '57' }, client)).status).toBe(200);
    }
    const refused = await post(
      routes.sendOtp,
      { phone: newPhone(), phoneCountryCode: '57' },
      { 'x-forwarded-for': '203.0.113.50' },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toMatch(/^En este momento no podemos enviar códigos por SMS/);
    expect(logs.messages('error').join('\n')).toContain('SMS budget exhausted: site-wide (3 codes an hour)');
    expect(await codesSent()).toBe(before + 3);
  });

  it('a per-country budget outside Colombia (SMS pumping to premium numbers), Colombia unaffected', async () => {
    vi.stubEnv('SMS_CODES_PER_FOREIGN_COUNTRY_PER_HOUR', '2');
    forgetProcessState('config');
    const client = (i: number) => ({ 'x-forwarded-for': `203.0.113.${150 + i}`, 'accept-language': 'en' });
    // Valid mobiles of the United Kingdom and France (the phone rule refuses any other number).
    const uk = (i: number) => `74001234${String(i).padStart(2, '0')}`;
    for (let i = 0; i < 2; i++)
      expect((await post(routes.sendOtp, { phone: uk(i), phoneCountryCode: '44' }, client(i))).status).toBe(200);
    const refused = await post(routes.sendOtp, { phone: uk(2), phoneCountryCode: '44' }, client(5));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toMatch(/^We cannot send more codes to numbers in this country/);
    expect((await post(routes.sendOtp, { phone: '0612345600', phoneCountryCode: '33' }, client(6))).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '57' }, client(7 + i))).status).toBe(
        200,
      );
  });

  it('the caps are settings', async () => {
    vi.stubEnv('TAXI_OTP_MAX_PER_PHONE_PER_HOUR', '1');
    forgetProcessState('config');
    const phone = newPhone();
    expect((await post(routes.sendOtp, { phone, phoneCountryCode: '57' })).status).toBe(200);
    advance(31);
    expect((await post(routes.sendOtp, { phone, phoneCountryCode: '57' })).status).toBe(429);
  });

  it('refuses a calling code that is not in the list', async () => {
    const response = await post(routes.sendOtp, { phone: newPhone(), phoneCountryCode: '999' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body).toMatchObject({
      error: { code: 'validation_error', fields: { phoneCountryCode: expect.any(String) } },
    });
    // The site's field is typed digits, not a list: the message says what to fix, never "choose from the list".
    expect(body.error.fields.phoneCountryCode).toBe(
      'El indicativo +999 no corresponde a ningún país. Revísalo (p. ej. 57 para Colombia).',
    );
    expect(JSON.stringify(body)).not.toMatch(/lista/);
  });
});

/** The SMS sent to an E.164 number (the outbox table). */
async function smsTo(e164: string) {
  return handle.db.select().from(schema.outboxMessages).where(eq(schema.outboxMessages.recipient, e164));
}

describe('phone numbers of every country (libphonenumber: valid mobiles at their real lengths, E.164)', () => {
  // Mobiles of the countries the old rule of 10 to 15 digits refused, each typed as people there type it.
  const mobiles: Array<[country: string, code: string, typed: string, e164: string]> = [
    ['Spain (9 digits)', '34', '612 34 56 78', '+34612345678'],
    ['France (9 digits, typed with its trunk 0)', '33', '06 12 34 56 78', '+33612345678'],
    ['Portugal (9 digits)', '351', '912 345 678', '+351912345678'],
    ['Panama (8 digits)', '507', '6123-4567', '+50761234567'],
    ['Costa Rica (8 digits)', '506', '8312 3456', '+50683123456'],
    ['Uruguay (8 digits, typed with its trunk 0)', '598', '094 231 234', '+59894231234'],
    ['Colombia (10 digits)', '57', '321 123 4567', '+573211234567'],
  ];

  for (const [country, code, typed, e164] of mobiles) {
    it(`${country}: "${typed}" signs in; the code goes to ${e164}, stored as E.164`, async () => {
      const sent = await post(routes.sendOtp, { phone: typed, phoneCountryCode: code });
      expect(sent.status).toBe(200);
      const [sms] = await smsTo(e164);
      expect(sms).toMatchObject({ channel: 'sms', kind: 'otp' });
      const [otp] = await handle.db.select().from(schema.taxiOtpCodes).where(eq(schema.taxiOtpCodes.phone, e164));
      expect(otp).toMatchObject({ countryCode: code, phone: e164 });
      // The verification may type the number otherwise (the whole number with +): it is the same phone.
      const verified = await post(routes.verifyOtp, {
        phone: e164,
        countryCode: code,
        code: await lastCode(e164),
        name: 'Ana Gil',
        email: 'ana@example.com',
      });
      expect(verified.status).toBe(200);
      const { access_token } = (await verified.json()) as { access_token: string };
      const me = await (await get(routes.me, '', bearer(access_token))).json();
      expect(me).toMatchObject({ phone: e164.slice(1 + code.length), phone_country_code: code, phone_e164: e164 });
      const [user] = await handle.db.select().from(schema.taxiUsers).where(eq(schema.taxiUsers.phone, e164));
      expect(user).toMatchObject({ countryCode: code, name: 'Ana Gil' });
    });
  }

  // Numbers of the right country that are no mobile, or not at its length: refused in the caller's language,
  // naming the country and an example mobile as it is typed there.
  const invalid: Array<[code: string, typed: string, es: string, en: string]> = [
    [
      '34',
      '912 34 56 78', // a Madrid landline: no SMS
      'Ingresa un celular válido de España (+34), por ejemplo 612 34 56 78.',
      'Enter a valid mobile number for Spain (+34), e.g. 612 34 56 78.',
    ],
    [
      '33',
      '06 12 34 56',
      'Ingresa un celular válido de Francia (+33), por ejemplo 06 12 34 56 78.',
      'Enter a valid mobile number for France (+33), e.g. 06 12 34 56 78.',
    ],
    [
      '351',
      '212 345 678',
      'Ingresa un celular válido de Portugal (+351), por ejemplo 912 345 678.',
      'Enter a valid mobile number for Portugal (+351), e.g. 912 345 678.',
    ],
    [
      '507',
      '612345',
      'Ingresa un celular válido de Panamá (+507), por ejemplo 6123-4567.',
      'Enter a valid mobile number for Panama (+507), e.g. 6123-4567.',
    ],
    [
      '506',
      '2212 3456',
      'Ingresa un celular válido de Costa Rica (+506), por ejemplo 8312 3456.',
      'Enter a valid mobile number for Costa Rica (+506), e.g. 8312 3456.',
    ],
    [
      '598',
      '2123 4567',
      'Ingresa un celular válido de Uruguay (+598), por ejemplo 094 231 234.',
      'Enter a valid mobile number for Uruguay (+598), e.g. 094 231 234.',
    ],
    [
      '57',
      '300123456',
      'Ingresa un celular válido de Colombia (+57), por ejemplo 321 1234567.',
      'Enter a valid mobile number for Colombia (+57), e.g. 321 1234567.',
    ],
  ];

  for (const [code, typed, es, en] of invalid) {
    it(`+${code} "${typed}" is refused with the localised error naming the country's form`, async () => {
      const before = await rowCounts();
      for (const [language, message] of [
        ['es', es],
        ['en', en],
      ] as const) {
        const response = await post(
          routes.sendOtp,
          { phone: typed, phoneCountryCode: code },
          { 'accept-language': language },
        );
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
        expect(body.error).toMatchObject({ code: 'validation_error', fields: { phone: message } });
        // The same in verify-otp-phone.
        const verify = await post(
          routes.verifyOtp,
          { phone: typed, countryCode: code, code: '123456' },
          { 'accept-language': language },
        );
        expect(((await verify.json()) as typeof body).error.fields.phone).toBe(message);
      }
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('a number whose + code differs from the calling code is refused with the calling code’s form', async () => {
    const response = await post(routes.sendOtp, { phone: '+34 612 34 56 78', phoneCountryCode: '33' });
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.phone).toBe(
      'Ingresa un celular válido de Francia (+33), por ejemplo 06 12 34 56 78.',
    );
  });

  it('the per-phone budget and the resend wait count one key per phone however it is typed', async () => {
    vi.stubEnv('TAXI_OTP_MAX_PER_PHONE_PER_HOUR', '2');
    forgetProcessState('config');
    expect((await post(routes.sendOtp, { phone: '0698765432', phoneCountryCode: '33' })).status).toBe(200);
    // "698765432" is the same phone: within 30 s it is a resend, refused.
    expect((await post(routes.sendOtp, { phone: '698765432', phoneCountryCode: '33' })).status).toBe(429);
    advance(31);
    expect((await post(routes.sendOtp, { phone: '+33 6 98 76 54 32', phoneCountryCode: '33' })).status).toBe(200);
    advance(31);
    const third = await post(routes.sendOtp, { phone: '6 98 76 54 32', phoneCountryCode: '33' });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await smsTo('+33698765432')).toHaveLength(2);
    // Nothing went to the number with its trunk 0 kept.
    expect(await smsTo('+330698765432')).toEqual([]);
    expect(await smsTo('330698765432')).toEqual([]);
  });

  it('a user stored before the rule (the number as typed, trunk 0 kept) is found and rewritten to E.164', async () => {
    const [legacy] = await handle.db
      .insert(schema.taxiUsers)
      .values({ countryCode: '33', phone: '0611223344', name: 'Jeanne Roux', email: 'jeanne@example.com' })
      .returning();
    const sent = await post(routes.sendOtp, { phone: '6 11 22 33 44', phoneCountryCode: '33' });
    expect(await sent.json()).toMatchObject({ needsName: false });
    const verified = await post(routes.verifyOtp, {
      phone: '06 11 22 33 44',
      countryCode: '33',
      code: await lastCode('+33611223344'),
    });
    expect(verified.status).toBe(200);
    const rows = await handle.db.select().from(schema.taxiUsers).where(eq(schema.taxiUsers.countryCode, '33'));
    expect(rows.filter((row) => row.email === 'jeanne@example.com')).toEqual([
      expect.objectContaining({ id: legacy!.id, phone: '+33611223344', name: 'Jeanne Roux' }),
    ]);
  });

  it('a Colombian user stored as digits before the rule signs in as before', async () => {
    const [legacy] = await handle.db
      .insert(schema.taxiUsers)
      .values({ countryCode: '57', phone: '3157654321', name: 'Luis Mora', email: 'luis@example.com' })
      .returning();
    const { access_token } = (await (
      await post(routes.verifyOtp, {
        phone: '3157654321',
        countryCode: '57',
        code: await (async () => {
          await post(routes.sendOtp, { phone: '315 765 4321', phoneCountryCode: '57' });
          return lastCode('+573157654321');
        })(),
      })
    ).json()) as { access_token: string };
    expect(await (await get(routes.me, '', bearer(access_token))).json()).toEqual({
      user: { name: 'Luis Mora', email: 'luis@example.com' },
      phone: '3157654321',
      phone_country_code: '57',
      phone_e164: '+573157654321',
    });
    const [row] = await handle.db.select().from(schema.taxiUsers).where(eq(schema.taxiUsers.id, legacy!.id));
    expect(row!.phone).toBe('+573157654321');
  });

  it('a booking may carry the signed-in phone however it is typed; another phone is refused', async () => {
    await post(routes.sendOtp, { phone: '0655443322', phoneCountryCode: '33' });
    const verified = await post(routes.verifyOtp, {
      phone: '655443322',
      countryCode: '33',
      code: await lastCode('+33655443322'),
      name: 'Paul Petit',
      email: 'paul@example.com',
    });
    const { access_token } = (await verified.json()) as { access_token: string };
    const same = await post(routes.book, bookBody({ phone: '06 55 44 33 22', phoneCountryCode: '33' }), {
      ...bearer(access_token),
      'idempotency-key': 'key-phone-typed-0001',
    });
    expect(same.status).toBe(201);
    const other = await post(routes.book, bookBody({ phone: '06 55 44 33 23', phoneCountryCode: '33' }), {
      ...bearer(access_token),
      'idempotency-key': 'key-phone-typed-0002',
    });
    expect(other.status).toBe(403);
    const invalid = await post(routes.book, bookBody({ phone: '06 55', phoneCountryCode: '33' }), {
      ...bearer(access_token),
      'idempotency-key': 'key-phone-typed-0003',
      'accept-language': 'en',
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { fields: Record<string, string> } }).error.fields.phone).toBe(
      'Enter a valid mobile number for France (+33), e.g. 06 12 34 56 78.',
    );
  });
});

describe('session: me, logout', () => {
  it('me answers the profile; logout revokes the token', async () => {
    const phone = newPhone();
    const token = await signIn(phone);
    const me = await get(routes.me, '', bearer(token));
    expect(await me.json()).toEqual({
      user: { name: 'María Pérez', email: 'maria@example.com' },
      phone,
      phone_country_code: '57',
      phone_e164: `+57${phone}`,
    });
    expect((await post(routes.logout, {}, bearer(token))).status).toBe(200);
    const after = await get(routes.me, '', bearer(token));
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('tokens expire after 30 days', async () => {
    const token = await signIn();
    advance(30 * 86_400 + 1);
    expect((await get(routes.me, '', bearer(token))).status).toBe(401);
  });

  it('answers 401 without or with a bad token', async () => {
    expect((await get(routes.me)).status).toBe(401);
    expect((await get(routes.me, '', bearer('x'.repeat(43)))).status).toBe(401);
    expect((await get(routes.bookings, '', { authorization: 'Basic abc' })).status).toBe(401);
    expect((await post(routes.logout, {})).status).toBe(401);
  });
});

describe('rates', () => {
  it('quotes normal, minivan and van in COP without sign-in', async () => {
    const response = await post(routes.rate, { lat: 4.6768, lon: -74.0486, fechaReserva: pickup(60) });
    expect(response.status).toBe(200);
    const body = rateResponseSchema.parse(await response.json());
    expect(body.normal).toBeLessThan(body.minivan);
    expect(body.minivan).toBeLessThan(body.van);
  });

  it('refuses a time more than 5 minutes past or more than 30 days ahead; "now" is fine', async () => {
    expect((await post(routes.rate, { lat: 4.6768, lon: -74.0486, fechaReserva: pickup(0) })).status).toBe(200);
    expect((await post(routes.rate, { lat: 4.6768, lon: -74.0486, fechaReserva: pickup(-4) })).status).toBe(200);
    const past = await post(routes.rate, { lat: 4.6768, lon: -74.0486, fechaReserva: pickup(-6) });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      error: { code: 'validation_error', fields: { fechaReserva: expect.any(String) } },
    });
    const far = await post(routes.rate, { lat: 4.6768, lon: -74.0486, fechaReserva: pickup(31 * 24 * 60) });
    expect(far.status).toBe(400);
  });

  it('refuses a point outside the service area with 422', async () => {
    const response = await post(routes.rate, { lat: 6.2442, lon: -75.5812, fechaReserva: pickup(60) });
    expect(response.status).toBe(422);
  });
});

describe('geocoding', () => {
  it('places a street address and a named place; 422 when it cannot', async () => {
    const street = await post(routes.geocoding, { address: 'Carrera 7 # 72-41' });
    expect(await street.json()).toMatchObject({
      formatedAddress: 'Carrera 7 # 72-41, Bogotá',
      lat: expect.any(Number),
    });
    const place = await post(routes.geocoding, { address: 'Unicentro' });
    expect(await place.json()).toMatchObject({ formatedAddress: 'Centro Comercial Unicentro, Bogotá' });
    const unknown = await post(routes.geocoding, { address: 'xyzzy plugh' }, { 'accept-language': 'fr' });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      error: { code: 'address_not_found', message: expect.stringContaining('Nous n’avons pas pu') },
    });
  });

  it('caps address lookups per client per hour (429 with Retry-After, in the client’s language)', async () => {
    vi.stubEnv('GEOCODING_PER_CLIENT_PER_HOUR', '2');
    forgetProcessState('config');
    const client = { 'x-forwarded-for': '203.0.113.201', 'accept-language': 'en' };
    for (let i = 0; i < 2; i++)
      expect((await post(routes.geocoding, { address: 'Unicentro' }, client)).status).toBe(200);
    const over = await post(routes.geocoding, { address: 'Unicentro' }, client);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await over.json()).error.message).toMatch(/^You have looked up too many addresses/);
    expect(
      (await post(routes.geocoding, { address: 'Unicentro' }, { 'x-forwarded-for': '203.0.113.202' })).status,
    ).toBe(200);
  });
});

describe('booking', () => {
  it('books, lists, is confirmed by the dispatcher, cancels', async () => {
    const token = await signIn();
    const response = await post(routes.book, bookBody(), { ...bearer(token), 'idempotency-key': 'key-book-00000001' });
    expect(response.status).toBe(201);
    const booked = bookResponseSchema.parse(await response.json());
    expect(booked).toMatchObject({ status: true, bookingId: expect.any(Number) });
    expect(booked.bookingNumber).toMatch(/^TX-\d{6}-[A-Z2-9]{5}$/);

    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list.nueva).toHaveLength(1);
    expect(list.nueva[0]).toMatchObject({
      id: booked.bookingId,
      status: 'nueva',
      from: expect.stringContaining('El Dorado'),
      to: 'Calle 93 # 11-26, Bogotá',
      vehicle: 'Van',
      paymentMethod: 'CASH',
      driverName: null,
      plate: null,
      time: pickup(120).slice(11),
    });

    advance(60);
    const confirmed = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(confirmed.confirmada[0]).toMatchObject({
      driverName: expect.any(String),
      plate: expect.stringMatching(/^[A-Z]{3}\d{3}$/),
    });

    const cancel = await post(routes.cancel, {}, bearer(token), params(booked.bookingId!));
    expect(cancel.status).toBe(200);
    expect(await cancel.json()).toMatchObject({ status: true, booking: { status: 'cancelada' } });
    const again = await post(routes.cancel, {}, bearer(token), params(booked.bookingId!));
    expect(again.status).toBe(409);
    const list2 = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list2.cancelada).toHaveLength(1);
  });

  it('the same Idempotency-Key returns the first answer and books once', async () => {
    const token = await signIn();
    const headers = { ...bearer(token), 'idempotency-key': 'same-key-12345678' };
    const first = await post(routes.book, bookBody(), headers);
    const second = await post(routes.book, bookBody(), headers);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list.nueva.length + list.confirmada.length).toBe(1);
  });

  it('accepts direction to_airport: the address is the pickup', async () => {
    const token = await signIn();
    await post(
      routes.book,
      bookBody({ direction: 'to_airport', paymentMethod: 'CARD', vehicleType: 'NORMAL' }),
      bearer(token),
    );
    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list.nueva[0]).toMatchObject({
      from: 'Calle 93 # 11-26, Bogotá',
      to: expect.stringContaining('El Dorado'),
      vehicle: 'Taxi',
    });
  });

  it('the company refuses a fourth active booking with status false and a userMessage', async () => {
    const token = await signIn();
    for (let i = 0; i < 3; i++) expect((await post(routes.book, bookBody(), bearer(token))).status).toBe(201);
    const refused = await post(routes.book, bookBody(), bearer(token));
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({
      status: false,
      bookingId: null,
      userMessage: expect.stringMatching(/^ya tienes 3/),
    });
  });

  it('holds the cap of 3 active bookings when they are requested in parallel', async () => {
    const token = await signIn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(routes.book, bookBody(), bearer(token)).then((r) => r.json())),
    );
    expect(answers.filter((a: { status: boolean }) => a.status)).toHaveLength(3);
  });

  it('caps bookings, and cancellations, per signed-in user per hour (429, in the user’s language)', async () => {
    vi.stubEnv('TAXI_BOOKING_ACTIONS_PER_USER_PER_HOUR', '2');
    forgetProcessState('config');
    const token = await signIn();
    const first = bookResponseSchema.parse(await (await post(routes.book, bookBody(), bearer(token))).json());
    expect((await post(routes.book, bookBody(), bearer(token))).status).toBe(201);
    const third = await post(routes.book, bookBody(), { ...bearer(token), 'accept-language': 'en' });
    expect(third.status).toBe(429);
    expect((await third.json()).error.message).toMatch(/^You have made too many bookings or cancellations/);
    // Cancelling has its own count.
    expect((await post(routes.cancel, {}, bearer(token), params(first.bookingId!))).status).toBe(200);
    // Another user is not affected.
    expect((await post(routes.book, bookBody(), bearer(await signIn()))).status).toBe(201);
  });

  it("cannot cancel someone else's booking (404)", async () => {
    const owner = await signIn();
    const other = await signIn();
    const booked = bookResponseSchema.parse(await (await post(routes.book, bookBody(), bearer(owner))).json());
    const response = await post(routes.cancel, {}, bearer(other), params(booked.bookingId!));
    expect(response.status).toBe(404);
  });

  it('each user reads only their own bookings', async () => {
    const alice = await signIn();
    const bob = await signIn();
    const mine = bookResponseSchema.parse(await (await post(routes.book, bookBody(), bearer(alice))).json());
    const theirs = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ vehicleType: 'NORMAL' }), bearer(bob))).json(),
    );
    const ids = async (token: string) => {
      const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
      return Object.values(list).flatMap((group) => group.map((booking) => booking.id));
    };
    expect(await ids(alice)).toEqual([mine.bookingId]);
    expect(await ids(bob)).toEqual([theirs.bookingId]);
    // A third user who never booked sees nobody's bookings.
    expect(await ids(await signIn())).toEqual([]);
  });

  it('a logged-out token can neither book nor cancel, and changes nothing', async () => {
    const token = await signIn();
    const booked = bookResponseSchema.parse(await (await post(routes.book, bookBody(), bearer(token))).json());
    expect((await post(routes.logout, {}, bearer(token))).status).toBe(200);
    const before = await rowCounts();
    const book = await post(routes.book, bookBody(), { ...bearer(token), 'idempotency-key': 'after-logout-0001' });
    expect(book.status).toBe(401);
    expect(await book.json()).toMatchObject({ error: { code: 'unauthorized' } });
    const cancel = await post(routes.cancel, {}, bearer(token), params(booked.bookingId!));
    expect(cancel.status).toBe(401);
    expect(await cancel.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await get(routes.bookings, '', bearer(token))).status).toBe(401);
    expect(await rowCounts()).toEqual(before);
    const [row] = await handle.db
      .select({ status: schema.taxiBookings.status })
      .from(schema.taxiBookings)
      .where(eq(schema.taxiBookings.id, booked.bookingId!));
    expect(row?.status).not.toBe('cancelada');
  });

  it('refuses a phone that is not the signed-in one', async () => {
    const token = await signIn();
    const response = await post(routes.book, bookBody({ phone: '3209999999', phoneCountryCode: '57' }), bearer(token));
    expect(response.status).toBe(403);
  });

  it('the dispatcher fulfils a confirmed booking after its time', async () => {
    const token = await signIn();
    const booked = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ date: pickup(0) }), bearer(token))).json(),
    );
    advance(60);
    await runDispatcher(handle.db);
    advance(31 * 60);
    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list.cumplida.map((b) => b.id)).toContain(booked.bookingId);
  });

  it('with TAXI_DISPATCHER=off bookings stay new', async () => {
    vi.stubEnv('TAXI_DISPATCHER', 'off');
    forgetProcessState('config');
    const token = await signIn();
    await post(routes.book, bookBody(), bearer(token));
    advance(120);
    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list.nueva).toHaveLength(1);
  });
});

describe('verify-plate', () => {
  it('finds an authorised plate (any case, dashes), not an unknown one; a bad format is 400', async () => {
    const found = await get(routes.verifyPlate, '?plate=abc-123');
    expect(await found.json()).toEqual({
      plate: 'ABC123',
      authorised: true,
      vehicle: {
        company: 'Taxi Imperial S.A.S.',
        vehicleType: 'NORMAL',
        vehicle: 'Taxi',
        brand: 'Hyundai',
        model: 'Grand i10',
      },
    });
    expect(await (await get(routes.verifyPlate, '?plate=ZZZ999')).json()).toEqual({
      plate: 'ZZZ999',
      authorised: false,
      vehicle: null,
    });
    for (const query of ['', '?plate=12ABC3', '?plate=ABCD123', "?plate=' OR 1=1 --", `?plate=${'A'.repeat(500)}`]) {
      const response = await get(routes.verifyPlate, query);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('operator API', () => {
  const KEY = 'operator-key-0123456789abcdef';

  it('answers 503 when no key is configured, 401 with a wrong key', async () => {
    expect((await get(routes.operatorList)).status).toBe(503);
    vi.stubEnv('TAXI_OPERATOR_API_KEY', KEY);
    forgetProcessState('config');
    expect((await get(routes.operatorList, '', { 'x-api-key': 'wrong' })).status).toBe(401);
  });

  it('refuses every operator call without the key header or with a wrong key (401), changing nothing', async () => {
    vi.stubEnv('TAXI_OPERATOR_API_KEY', KEY);
    vi.stubEnv('TAXI_DISPATCHER', 'off');
    forgetProcessState('config');
    const token = await signIn();
    const booked = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ vehicleType: 'NORMAL' }), bearer(token))).json(),
    );
    const id = params(booked.bookingId!);
    const confirmBody = { driverName: 'Pedro Gómez', plate: 'ABC123', price: 40000 };
    const calls = (headers: Record<string, string>) =>
      [
        ['list', () => get(routes.operatorList, '?status=nueva', headers)],
        ['confirm', () => post(routes.operatorConfirm, confirmBody, headers, params(booked.bookingId!))],
        ['fulfil', () => post(routes.operatorFulfil, {}, headers, params(booked.bookingId!))],
        ['cancel', () => post(routes.operatorCancel, {}, headers, params(booked.bookingId!))],
      ] as const;
    const attempts = {
      'no header': {},
      'empty key': { 'x-api-key': '' },
      'wrong key': { 'x-api-key': 'wrong-key-0123456789abcdef' },
      'key with a suffix': { 'x-api-key': `${KEY}x` },
      'key as a bearer token': { authorization: `Bearer ${KEY}` },
      "a passenger's token": bearer(token),
    };
    const before = await rowCounts();
    for (const [name, headers] of Object.entries(attempts)) {
      for (const [call, send] of calls(headers)) {
        const response = await send();
        expect(response.status, `${call} with ${name}`).toBe(401);
        expect(await response.json(), `${call} with ${name}`).toMatchObject({ error: { code: 'invalid_api_key' } });
      }
    }
    expect(await rowCounts()).toEqual(before);
    const [row] = await handle.db
      .select({ status: schema.taxiBookings.status, plate: schema.taxiBookings.plate })
      .from(schema.taxiBookings)
      .where(eq(schema.taxiBookings.id, booked.bookingId!));
    expect(row).toEqual({ status: 'nueva', plate: null });
    // The right key still works on the same booking.
    expect((await post(routes.operatorConfirm, confirmBody, { 'x-api-key': KEY }, id)).status).toBe(200);
  });

  it('lists new bookings, confirms with driver, plate and price, fulfils', async () => {
    vi.stubEnv('TAXI_OPERATOR_API_KEY', KEY);
    vi.stubEnv('TAXI_DISPATCHER', 'off');
    forgetProcessState('config');
    const token = await signIn();
    const booked = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ vehicleType: 'NORMAL' }), bearer(token))).json(),
    );
    const key = { 'x-api-key': KEY };
    const list = (await (await get(routes.operatorList, '?status=nueva', key)).json()) as {
      bookings: Array<{ id: number; customerPhone: string }>;
    };
    expect(list.bookings.map((b) => b.id)).toContain(booked.bookingId);
    const notAuthorised = await post(
      routes.operatorConfirm,
      { driverName: 'Pedro Gómez', plate: 'ZZZ999' },
      key,
      params(booked.bookingId!),
    );
    expect(notAuthorised.status).toBe(422);
    const confirm = await post(
      routes.operatorConfirm,
      { driverName: 'Pedro Gómez', plate: 'ABC123', price: 40000 },
      key,
      params(booked.bookingId!),
    );
    expect(await confirm.json()).toMatchObject({
      booking: { status: 'confirmada', plate: 'ABC123', driverName: 'Pedro Gómez', price: 40000 },
    });
    expect(
      (await post(routes.operatorConfirm, { driverName: 'X Y', plate: 'ABC123' }, key, params(booked.bookingId!)))
        .status,
    ).toBe(409);
    const fulfil = await post(routes.operatorFulfil, {}, key, params(booked.bookingId!));
    expect(await fulfil.json()).toMatchObject({ booking: { status: 'cumplida' } });
    expect((await post(routes.operatorCancel, {}, key, params(booked.bookingId!))).status).toBe(409);
    expect((await post(routes.operatorFulfil, {}, key, params(999_999))).status).toBe(404);
  });
});

describe('simulated confirmations', () => {
  const KEY = 'operator-key-0123456789abcdef';

  it('a booking the embedded dispatcher confirmed is simulated (driver and plate are examples)', async () => {
    const token = await signIn();
    const booked = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ vehicleType: 'NORMAL' }), bearer(token))).json(),
    );
    const before = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(before.nueva.find((b) => b.id === booked.bookingId)).toMatchObject({ simulated: false, plate: null });

    advance(60);
    const after = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(after.confirmada.find((b) => b.id === booked.bookingId)).toMatchObject({
      status: 'confirmada',
      simulated: true,
      driverName: expect.any(String),
      plate: expect.stringMatching(/^[A-Z]{3}\d{3}$/),
    });
    const [row] = await handle.db
      .select({ confirmedBy: schema.taxiBookings.confirmedBy })
      .from(schema.taxiBookings)
      .where(eq(schema.taxiBookings.id, booked.bookingId!));
    expect(row).toEqual({ confirmedBy: 'simulation' });
    // Still said once the ride is over (history).
    advance(4 * 3600);
    const history = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(history.cumplida.find((b) => b.id === booked.bookingId)).toMatchObject({ simulated: true });
  });

  it('a booking the taxi company confirmed (operator API) is not simulated', async () => {
    vi.stubEnv('TAXI_OPERATOR_API_KEY', KEY);
    vi.stubEnv('TAXI_DISPATCHER', 'off');
    forgetProcessState('config');
    const token = await signIn();
    const booked = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ vehicleType: 'NORMAL' }), bearer(token))).json(),
    );
    const confirm = await post(
      routes.operatorConfirm,
      { driverName: 'Pedro Gómez', plate: 'ABC123' },
      { 'x-api-key': KEY },
      params(booked.bookingId!),
    );
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({ booking: { status: 'confirmada', simulated: false } });
    advance(60);
    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    expect(list.confirmada.find((b) => b.id === booked.bookingId)).toMatchObject({
      driverName: 'Pedro Gómez',
      plate: 'ABC123',
      simulated: false,
    });
    const [row] = await handle.db
      .select({ confirmedBy: schema.taxiBookings.confirmedBy })
      .from(schema.taxiBookings)
      .where(eq(schema.taxiBookings.id, booked.bookingId!));
    expect(row).toEqual({ confirmedBy: 'operator' });
  });
});

describe('accessible vehicle (wheelchair ramp)', () => {
  const KEY = 'operator-key-0123456789abcdef';
  const operatorKey = { 'x-api-key': KEY };

  async function operatorBooking(id: number) {
    const body = (await (await get(routes.operatorList, '?status=nueva', operatorKey)).json()) as {
      bookings: Array<{ id: number; accessible: boolean; vehicleType: string }>;
    };
    return body.bookings.find((b) => b.id === id);
  }

  it('is stored, listed, told in the confirmation, shown to the operator; only an accessible vehicle may confirm it', async () => {
    vi.stubEnv('TAXI_OPERATOR_API_KEY', KEY);
    vi.stubEnv('TAXI_DISPATCHER', 'off');
    forgetProcessState('config');
    const token = await signIn();
    const plainPrice = bookResponseSchema.parse(
      await (await post(routes.book, bookBody({ vehicleType: 'NORMAL' }), bearer(token))).json(),
    );
    const response = await post(routes.book, bookBody({ vehicleType: 'NORMAL', accessible: true }), bearer(token));
    expect(response.status).toBe(201);
    const booked = bookResponseSchema.parse(await response.json());
    expect(booked.userMessage).toBe(
      `tu reserva ${booked.bookingNumber} fue recibida con un vehículo accesible (con rampa para silla de ruedas); la empresa de taxis te contactará.`,
    );

    const [row] = await handle.db
      .select({ accessible: schema.taxiBookings.accessible, price: schema.taxiBookings.price })
      .from(schema.taxiBookings)
      .where(eq(schema.taxiBookings.id, booked.bookingId!));
    const [plainRow] = await handle.db
      .select({ accessible: schema.taxiBookings.accessible, price: schema.taxiBookings.price })
      .from(schema.taxiBookings)
      .where(eq(schema.taxiBookings.id, plainPrice.bookingId!));
    expect(row).toEqual({ accessible: true, price: plainRow!.price }); // the same fare
    expect(plainRow!.accessible).toBe(false);

    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    const byId = new Map(list.nueva.map((b) => [b.id, b]));
    expect(byId.get(booked.bookingId!)).toMatchObject({ accessible: true, vehicleType: 'NORMAL' });
    expect(byId.get(plainPrice.bookingId!)).toMatchObject({ accessible: false });

    expect(await operatorBooking(booked.bookingId!)).toMatchObject({ accessible: true, vehicleType: 'NORMAL' });
    expect(await operatorBooking(plainPrice.bookingId!)).toMatchObject({ accessible: false });

    // ABC123 is an authorised Taxi without a ramp.
    const refused = await post(
      routes.operatorConfirm,
      { driverName: 'Pedro Gómez', plate: 'ABC123' },
      operatorKey,
      params(booked.bookingId!),
    );
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { code: 'vehicle_not_accessible', fields: { plate: expect.any(String) } },
    });
    const confirmed = await post(
      routes.operatorConfirm,
      { driverName: 'Liliana Patiño', plate: 'SKR214' },
      operatorKey,
      params(booked.bookingId!),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      booking: { status: 'confirmada', plate: 'SKR214', accessible: true },
    });
    // A booking that did not ask for one may still get any authorised vehicle of its type.
    expect(
      (
        await post(
          routes.operatorConfirm,
          { driverName: 'Pedro Gómez', plate: 'ABC123' },
          operatorKey,
          params(plainPrice.bookingId!),
        )
      ).status,
    ).toBe(200);
  });

  it("the confirmation is in the caller's language (English)", async () => {
    const token = await signIn();
    const response = await post(routes.book, bookBody({ accessible: true }), {
      ...bearer(token),
      'accept-language': 'en',
    });
    expect(response.status).toBe(201);
    const booked = bookResponseSchema.parse(await response.json());
    expect(booked.userMessage).toBe(
      `your booking ${booked.bookingNumber} was received for a wheelchair-accessible vehicle (with a ramp); the taxi company will contact you.`,
    );
  });

  it('the embedded dispatcher assigns an accessible vehicle of the booked type', async () => {
    const token = await signIn();
    const ids: Record<string, number> = {};
    for (const vehicleType of ['NORMAL', 'MINIVAN', 'VAN'] as const) {
      const booked = bookResponseSchema.parse(
        await (await post(routes.book, bookBody({ vehicleType, accessible: true }), bearer(token))).json(),
      );
      ids[vehicleType] = booked.bookingId!;
    }
    advance(60);
    await runDispatcher(handle.db);
    const fleet = await handle.db.select().from(schema.taxiVehicles);
    const byPlate = new Map(fleet.map((v) => [v.plate, v]));
    const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
    for (const [vehicleType, id] of Object.entries(ids)) {
      const booking = list.confirmada.find((b) => b.id === id);
      expect(booking, vehicleType).toMatchObject({ accessible: true, plate: expect.any(String) });
      expect(byPlate.get(booking!.plate!), vehicleType).toMatchObject({ vehicleType, accessible: true, active: true });
    }
  });

  it('leaves an accessible booking new while no accessible vehicle of its type is active', async () => {
    await handle.db.update(schema.taxiVehicles).set({ active: false }).where(eq(schema.taxiVehicles.accessible, true));
    try {
      const token = await signIn();
      const booked = bookResponseSchema.parse(
        await (await post(routes.book, bookBody({ vehicleType: 'VAN', accessible: true }), bearer(token))).json(),
      );
      advance(60);
      await runDispatcher(handle.db);
      const list = bookingsResponseSchema.parse(await (await get(routes.bookings, '', bearer(token))).json());
      expect(list.nueva.map((b) => b.id)).toEqual([booked.bookingId]);
    } finally {
      await handle.db.update(schema.taxiVehicles).set({ active: true }).where(eq(schema.taxiVehicles.accessible, true));
    }
  });

  it.each([
    ['es', 'Indica si necesitas un vehículo accesible: true o false.'],
    ['en', 'Say whether you need an accessible vehicle: true or false.'],
  ])(
    'refuses a value that is not a boolean with a 400 naming the field (%s), writing nothing',
    async (language, message) => {
      const token = await signIn();
      const before = await rowCounts();
      for (const value of ['true', 'sí', 1, 0, null, {}, []]) {
        const response = await post(routes.book, bookBody({ accessible: value }), {
          ...bearer(token),
          'accept-language': language,
        });
        expect(response.status, JSON.stringify(value)).toBe(400);
        const body = (await response.json()) as {
          error: { code: string; message: string; fields: Record<string, string> };
        };
        expect(body.error.code).toBe('validation_error');
        expect(body.error.fields, JSON.stringify(value)).toEqual({ accessible: message });
      }
      expect(await rowCounts()).toEqual(before);
    },
  );
});

describe('bad input on every endpoint: a 4xx JSON error and nothing written', () => {
  const INJECTIONS = [
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    'Robert"); DROP TABLE taxi_users;--',
  ];
  const LONG = 'x'.repeat(5000);
  let token: string;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
    token = await signIn();
  });

  const cases: Array<[string, () => Promise<Response>]> = [
    ['send-otp: empty body', () => post(routes.sendOtp, '')],
    ['send-otp: not JSON', () => post(routes.sendOtp, '{phone:')],
    ['send-otp: missing phone', () => post(routes.sendOtp, { phoneCountryCode: '57' })],
    ['send-otp: missing country code', () => post(routes.sendOtp, { phone: '3001234567' })],
    ['send-otp: phone as number', () => post(routes.sendOtp, { phone: 3001234567, phoneCountryCode: '57' })],
    ['send-otp: phone too short', () => post(routes.sendOtp, { phone: '300123', phoneCountryCode: '57' })],
    ['send-otp: phone too long', () => post(routes.sendOtp, { phone: '3'.repeat(16), phoneCountryCode: '57' })],
    ['send-otp: + in country code', () => post(routes.sendOtp, { phone: '3001234567', phoneCountryCode: '+57' })],
    [
      'send-otp: codes differ',
      () => post(routes.sendOtp, { phone: '3001234567', phoneCountryCode: '57', countryCode: '1' }),
    ],
    ['send-otp: over-long body', () => post(routes.sendOtp, { phone: LONG, phoneCountryCode: '57' })],
    ...INJECTIONS.map((s): [string, () => Promise<Response>] => [
      `send-otp: injection ${s}`,
      () => post(routes.sendOtp, { phone: s, phoneCountryCode: '57' }),
    ]),
    ['verify: missing code', () => post(routes.verifyOtp, { phone: '3001234567', countryCode: '57' })],
    [
      'verify: code of 5 digits',
      () => post(routes.verifyOtp, { phone: '3001234567', countryCode: '57', code: '12345' }),
    ],
    ['verify: code as number', () => post(routes.verifyOtp, { phone: '3001234567', countryCode: '57', code: 123456 })],
    [
      'verify: bad email',
      () =>
        post(routes.verifyOtp, { phone: '3001234567', countryCode: '57', code: '123456', name: 'Ana', email: 'nope' }),
    ],
    [
      'verify: long name',
      () =>
        post(routes.verifyOtp, {
          phone: '3001234567',
          countryCode: '57',
          code: '123456',
          name: 'A'.repeat(101),
          email: 'a@b.co',
        }),
    ],
    [
      'verify: injected name',
      () =>
        post(routes.verifyOtp, {
          phone: '3001234567',
          countryCode: '57',
          code: '123456',
          name: INJECTIONS[1],
          email: 'a@b.co',
        }),
    ],
    [
      'verify: no code requested',
      () =>
        post(routes.verifyOtp, {
          phone: '3009999998',
          countryCode: '57',
          code: '123456',
          name: 'Ana',
          email: 'a@b.co',
        }),
    ],
    ['rate: missing lat', () => post(routes.rate, { lon: -74.05, fechaReserva: pickup(60) })],
    ['rate: lat as string', () => post(routes.rate, { lat: '4.6', lon: -74.05, fechaReserva: pickup(60) })],
    ['rate: lat out of range', () => post(routes.rate, { lat: 400, lon: -74.05, fechaReserva: pickup(60) })],
    ['rate: bad date format', () => post(routes.rate, { lat: 4.6, lon: -74.05, fechaReserva: '2026-11-24T10:00' })],
    ['rate: impossible date', () => post(routes.rate, { lat: 4.6, lon: -74.05, fechaReserva: '2026-02-30 10:00' })],
    ['rate: injection in date', () => post(routes.rate, { lat: 4.6, lon: -74.05, fechaReserva: INJECTIONS[0] })],
    ['geocoding: missing address', () => post(routes.geocoding, {})],
    ['geocoding: 1 character', () => post(routes.geocoding, { address: 'a' })],
    ['geocoding: over-long', () => post(routes.geocoding, { address: 'Calle '.repeat(60) })],
    ['geocoding: address as array', () => post(routes.geocoding, { address: ['Calle 93'] })],
    ...INJECTIONS.map((s): [string, () => Promise<Response>] => [
      `geocoding: injection ${s}`,
      () => post(routes.geocoding, { address: s }),
    ]),
    ['book: no token', () => post(routes.book, bookBody())],
    ['book: missing vehicleType', () => post(routes.book, bookBody({ vehicleType: undefined }), bearer(token))],
    ['book: vehicleType lower case', () => post(routes.book, bookBody({ vehicleType: 'van' }), bearer(token))],
    ['book: paymentMethod BITCOIN', () => post(routes.book, bookBody({ paymentMethod: 'BITCOIN' }), bearer(token))],
    ['book: direction sideways', () => post(routes.book, bookBody({ direction: 'sideways' }), bearer(token))],
    ['book: date in the past', () => post(routes.book, bookBody({ date: pickup(-60) }), bearer(token))],
    ['book: date too far', () => post(routes.book, bookBody({ date: pickup(40 * 24 * 60) }), bearer(token))],
    ['book: lon as string', () => post(routes.book, bookBody({ lon: '-74' }), bearer(token))],
    ['book: outside service area', () => post(routes.book, bookBody({ lat: 10.39, lon: -75.51 }), bearer(token))],
    ['book: over-long address', () => post(routes.book, bookBody({ address: 'x'.repeat(201) }), bearer(token))],
    ['book: injected address', () => post(routes.book, bookBody({ address: INJECTIONS[1] }), bearer(token))],
    [
      'book: bad idempotency key',
      () => post(routes.book, bookBody(), { ...bearer(token), 'idempotency-key': 'short' }),
    ],
    ['cancel: id not a number', () => post(routes.cancel, {}, bearer(token), params('abc'))],
    ['cancel: injected id', () => post(routes.cancel, {}, bearer(token), params('1 OR 1=1'))],
    ['cancel: unknown id', () => post(routes.cancel, {}, bearer(token), params(987654))],
    ['cancel: no token', () => post(routes.cancel, {}, {}, params(1))],
    ['bookings: no token', () => get(routes.bookings)],
    ['me: injected token', () => get(routes.me, '', { authorization: `Bearer ${INJECTIONS[0]}` })],
    [
      'operator confirm: wrong key',
      () => {
        vi.stubEnv('TAXI_OPERATOR_API_KEY', 'operator-key-0123456789abcdef');
        forgetProcessState('config');
        return post(routes.operatorConfirm, { driverName: 'Ana', plate: 'ABC123' }, { 'x-api-key': 'nope' }, params(1));
      },
    ],
  ];

  it.each(cases)('%s', async (_name, call) => {
    const before = await rowCounts();
    const response = await call();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toEqual(expect.any(String));
    expect(body.error.message).toEqual(expect.any(String));
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts|stack/i);
    expect(await rowCounts()).toEqual(before);
  });
});
