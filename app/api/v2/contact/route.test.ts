// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/tests/db';
import { expectFormFlooding, jsonRequest, setTestDb } from '@/tests/forms/harness';
import { server } from '@/tests/msw/server';
import type { DbHandle } from '@/lib/server/db/client';
import { contactMessages, dataRequests, formConsents } from '@/features/forms/server/db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { count, eq } from 'drizzle-orm';
import type { TaxiAccountEraser } from '@/features/forms/server';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
vi.mock('@/lib/server/outbox/worker', () => ({ kickOutbox: async () => undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const { POST: contact } = await import('./route');
const { POST: dataRequest } = await import('../data-requests/route');
const { formHandler, dataRequestEndpoint } = await import('@/features/forms/server');

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  setTestDb(handle.db);
});
afterAll(() => handle.close());
beforeEach(async () => {
  forgetProcessState('rate-limits');
  for (const table of [outboxMessages, formConsents, contactMessages, dataRequests]) await handle.db.delete(table);
});

const message = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  mobile: '3001234567',
  subject: 'Ruido',
  comment: 'Hola',
  consent: true,
};

const dataRequestBody = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '3001234567',
  requestType: 'delete',
  details: 'Borrar mi cuenta de taxis',
  consent: true,
};

/** Rows a submission writes: its own table plus the outbox. */
async function rows(table: typeof contactMessages | typeof dataRequests): Promise<number> {
  const [own] = await handle.db.select({ n: count() }).from(table);
  const [mails] = await handle.db.select({ n: count() }).from(outboxMessages);
  return own!.n + mails!.n;
}

describe('POST /api/v2/contact', () => {
  it('stores the message and mails the general inbox and the sender', async () => {
    const response = await contact(jsonRequest('/api/v2/contact', message), undefined);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'La solicitud ha sido enviada correctamente' });
    const mails = await handle.db.select().from(outboxMessages);
    expect(mails.map((m) => [m.kind, m.recipient]).sort()).toEqual([
      ['contact.operator', 'contacto@eldorado.aero'],
      ['contact.receipt', 'ana@example.com'],
    ]);
  });

  it('mails the sender a receipt with a reference and fixed words only, never what they typed (no phishing relay)', async () => {
    const lure = {
      ...message,
      fullName: 'Banco Nacional',
      subject: 'Su cuenta fue bloqueada',
      comment: 'Ingrese a https://phishing.example/login para desbloquearla',
    };
    expect((await contact(jsonRequest('/api/v2/contact', lure), undefined)).status).toBe(201);
    const mails = await handle.db.select().from(outboxMessages);
    const receipt = mails.find((m) => m.kind === 'contact.receipt')!;
    for (const typed of [lure.fullName, lure.subject, 'phishing.example', lure.mobile]) {
      expect(receipt.text).not.toContain(typed);
      expect(receipt.html ?? '').not.toContain(typed);
    }
    const [row] = await handle.db.select().from(contactMessages);
    expect(receipt.text).toContain(String(row!.id));
    // The airport's own inbox still gets everything, with the sender as Reply-To.
    expect(mails.find((m) => m.kind === 'contact.operator')!.text).toContain('phishing.example');
  });

  it('mails one address at most 3 receipts a day, across forms; later submissions are stored and answered all the same', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const request = jsonRequest('/api/v2/contact', { ...message, comment: `n${i}` }, { ip: `198.51.100.${i + 10}` });
      statuses.push((await contact(request, undefined)).status);
    }
    const other = await dataRequest(
      jsonRequest('/api/v2/data-requests', { ...dataRequestBody, requestType: 'consult' }, { ip: '198.51.100.99' }),
      undefined,
    );
    expect([...statuses, other.status]).toEqual([201, 201, 201, 201, 201]);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(4);
    const receipts = (await handle.db.select().from(outboxMessages)).filter((m) => m.kind.endsWith('.receipt'));
    expect(receipts).toHaveLength(3);
  });

  it('routes the sustainability form to its own inbox', async () => {
    await contact(jsonRequest('/api/v2/contact', { ...message, channel: 'sustainability' }), undefined);
    const [row] = await handle.db.select().from(contactMessages);
    expect(row!.channel).toBe('sustainability');
    const operator = (await handle.db.select().from(outboxMessages)).find((m) => m.kind.endsWith('operator'))!;
    expect(operator).toMatchObject({
      recipient: 'sostenibilidad@eldorado.aero',
      subject: 'El Dorado Sostenible: Ruido',
      replyTo: 'ana@example.com',
    });
    const [consent] = await handle.db.select().from(formConsents);
    expect(consent!.form).toBe('sustainability-contact');
  });

  it('floods to 429 after 10 submissions from one IP in 10 minutes (rejected ones count), per form', async () => {
    await expectFormFlooding({
      route: contact,
      path: '/api/v2/contact',
      valid: message,
      written: () => rows(contactMessages),
    });
    // The limit is per form: the same client may still file a data request.
    const other = await dataRequest(
      jsonRequest('/api/v2/data-requests', dataRequestBody, { ip: '192.0.2.77' }),
      undefined,
    );
    expect(other.status).toBe(201);
  });

  it('rejects a body that is not JSON, and one over the limit (413), writing nothing', async () => {
    const form = await contact(
      new Request('http://localhost/api/v2/contact', {
        method: 'POST',
        body: 'a=b',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
      undefined,
    );
    expect(form.status).toBe(400);
    const big = await contact(jsonRequest('/api/v2/contact', { ...message, comment: 'x'.repeat(40_000) }), undefined);
    expect(big.status).toBe(413);
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);
  });
});

describe('without a proxy in front (TRUSTED_PROXY_HOPS=0, the default)', () => {
  it('trusts no X-Forwarded-For: a client that invents a new address per request is still limited', async () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    forgetProcessState('config');
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await contact(
          jsonRequest('/api/v2/contact', { ...message, comment: `n${i}` }, { ip: `198.18.${i}.1` }),
          undefined,
        );
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      vi.unstubAllEnvs();
      forgetProcessState('config');
    }
  });
});

describe('free text with control or bidi characters', () => {
  it.each([
    ['a NUL', 'Hola\u0000mundo', 'es', 'Este campo tiene caracteres no permitidos'],
    ['a right-to-left override', 'Factura \u202Efdp.exe', 'en', 'This field contains characters that are not allowed'],
  ])('answers 400 naming the field for %s, localised, and writes nothing', async (_, comment, locale, text) => {
    const response = await contact(jsonRequest('/api/v2/contact', { ...message, comment }, { locale }), undefined);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('invalid_characters');
    expect(Object.keys(body.error.fields)).toEqual(['comment']);
    expect(body.error.fields.comment).toContain(text);
    expect(await rows(contactMessages)).toBe(0);
  });

  it('refuses them in a multipart PQRS-style body too (the data request, as form fields)', async () => {
    const response = await dataRequest(
      jsonRequest('/api/v2/data-requests', { ...dataRequestBody, fullName: 'Ana\u0007' }),
      undefined,
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields)).toEqual(['fullName']);
    expect(await rows(dataRequests)).toBe(0);
  });
});

describe('POST /api/v2/data-requests', () => {
  const request = dataRequestBody;

  it('floods to 429 after 10 submissions from one IP in 10 minutes (rejected ones count)', async () => {
    await expectFormFlooding({
      route: dataRequest,
      path: '/api/v2/data-requests',
      valid: { ...request, requestType: 'consult' },
      written: () => rows(dataRequests),
    });
  });

  it('records the request with its legal deadline and mails a receipt', async () => {
    const handler = formHandler(dataRequestEndpoint());
    const response = await handler(
      jsonRequest('/api/v2/data-requests', { ...request, requestType: 'consult' }),
      undefined,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ filingNumber: expect.stringMatching(/^DATOS-\d{4}-\d{6}$/), status: 'received' });
    const [row] = await handle.db.select().from(dataRequests);
    expect(row).toMatchObject({
      requestType: 'consult',
      status: 'received',
      dueDate: body.dueDate,
      phoneCountryCode: '57',
    });
    const kinds = (await handle.db.select().from(outboxMessages)).map((m) => m.kind).sort();
    expect(kinds).toEqual(['data-request.operator', 'data-request.receipt']);
  });

  it('stores the phone as E.164 with its calling code; a French one typed with its trunk 0 is the proven taxi phone', async () => {
    const erased: string[] = [];
    const eraser: TaxiAccountEraser = {
      async verifiedPhone() {
        return { e164: '+33612345678', countryCode: '33', phone: '612345678' };
      },
      async eraseByPhone(_tx, phone) {
        erased.push(phone.e164);
        return { accountDeleted: true, bookingsAnonymised: 0 };
      },
    };
    const handler = formHandler(dataRequestEndpoint(() => eraser));
    const response = await handler(
      jsonRequest(
        '/api/v2/data-requests',
        { ...request, phone: '06 12 34 56 78', phoneCountryCode: '33' },
        { ip: '10.0.0.33', headers: { Authorization: 'Bearer good' } },
      ),
      undefined,
    );
    expect(response.status).toBe(201);
    expect(erased).toEqual(['+33612345678']);
    const { filingNumber } = await response.json();
    const [row] = await handle.db.select().from(dataRequests).where(eq(dataRequests.filingNumber, filingNumber));
    expect(row).toMatchObject({ phone: '+33612345678', phoneCountryCode: '33' });
    const refused = await handler(
      jsonRequest(
        '/api/v2/data-requests',
        { ...request, phone: '06 12', phoneCountryCode: '33' },
        { ip: '10.0.0.34', locale: 'en' },
      ),
      undefined,
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      phone: 'Enter a valid mobile number for France (+33), e.g. 06 12 34 56 78',
    });
  });

  it('deletes a taxi user at once when the request proves the phone (taxi sign-in); the rest waits for the mailed link', async () => {
    const erased: string[] = [];
    const eraser: TaxiAccountEraser = {
      async verifiedPhone(req) {
        return req.headers.get('authorization') === 'Bearer good'
          ? { e164: '+573001234567', countryCode: '57', phone: '3001234567' }
          : null;
      },
      async eraseByPhone(_tx, phone) {
        erased.push(phone.e164);
        return { accountDeleted: true, bookingsAnonymised: 2 };
      },
    };
    const handler = formHandler(dataRequestEndpoint(() => eraser));
    const unproven = await handler(jsonRequest('/api/v2/data-requests', request, { ip: '10.0.0.1' }), undefined);
    expect((await unproven.json()).status).toBe('awaiting_confirmation');
    expect(erased).toEqual([]);
    const proven = await handler(
      jsonRequest('/api/v2/data-requests', request, { ip: '10.0.0.2', headers: { Authorization: 'Bearer good' } }),
      undefined,
    );
    const body = await proven.json();
    expect(body.status).toBe('awaiting_confirmation');
    expect(body.message).toMatch(/Eliminamos tu cuenta de taxis/);
    expect(erased).toEqual(['+573001234567']);
    const rows = await handle.db.select().from(dataRequests);
    expect(rows.find((r) => r.filingNumber === body.filingNumber)).toMatchObject({
      status: 'received',
      outcome: expect.stringContaining('2 bookings anonymised'),
    });
  });
});

describe('captcha (reCAPTCHA v2, server-side siteverify)', () => {
  const verifyUrl = 'https://captcha.test/siteverify';
  beforeAll(() => {
    process.env.CAPTCHA_PROVIDER = 'recaptcha';
    process.env.RECAPTCHA_SITE_KEY = 'site-key';
    process.env.RECAPTCHA_SECRET_KEY = 'secret';
    process.env.RECAPTCHA_VERSION = 'v2';
    process.env.RECAPTCHA_VERIFY_URL = verifyUrl;
    forgetProcessState('config');
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'RECAPTCHA_VERSION', 'RECAPTCHA_VERIFY_URL'])
      delete process.env[key];
    process.env.CAPTCHA_PROVIDER = 'off';
    forgetProcessState('config');
  });

  it('requires a token, checks it with the secret and the hostname, and answers 503 when siteverify is down', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.post(verifyUrl, async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        seen.push(form);
        const token = form.get('response');
        if (token === 'down') return new HttpResponse(null, { status: 502 });
        return HttpResponse.json({
          success: token !== 'bad',
          hostname: token === 'elsewhere' ? 'evil.test' : 'localhost',
        });
      }),
    );
    const send = (captchaToken?: string, ip = '10.1.1.1') =>
      contact(jsonRequest('/api/v2/contact', { ...message, captchaToken }, { ip }), undefined);

    const missing = await send(undefined);
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields.captchaToken).toBe('Confirma que no eres un robot');
    expect((await send('bad')).status).toBe(400);
    expect((await send('elsewhere')).status).toBe(400);
    const down = await send('down');
    expect(down.status).toBe(503);
    expect(down.headers.get('Retry-After')).toBe('30');
    expect(await handle.db.select().from(contactMessages)).toHaveLength(0);

    expect((await send('good', '10.1.1.2')).status).toBe(201);
    expect(seen.at(-1)!.get('secret')).toBe('secret');
    expect(seen.at(-1)!.get('remoteip')).toBe('10.1.1.2');
  });
});
