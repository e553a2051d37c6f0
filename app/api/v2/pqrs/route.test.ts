// @vitest-environment node
import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDb } from '@/tests/db';
import { jsonRequest, setTestDb } from '@/tests/forms/harness';
import { cameraJpeg, pixelFloodPng } from '@/lib/server/uploads/test-images';
import type { DbHandle } from '@/lib/server/db/client';
import { formConsents, pqrsRequests } from '@/features/forms/server/db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { forgetProcessState } from '@/tests/process-state';

vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
vi.mock('@/lib/server/outbox/worker', () => ({ kickOutbox: async () => undefined }));
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const { POST } = await import('./route');

let handle: DbHandle;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pqrs-'));
  // Set for the whole file (vi.stubEnv is undone after each test).
  process.env.DATA_DIR = dataDir;
  process.env.APP_NOW = '2026-11-20T10:00:00-05:00';
  forgetProcessState('config');
  handle = await createTestDb();
  setTestDb(handle.db);
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  delete process.env.APP_NOW;
  forgetProcessState('config');
});
beforeEach(async () => {
  forgetProcessState('rate-limits');
  await handle.db.delete(outboxMessages);
  await handle.db.delete(formConsents);
  await handle.db.delete(pqrsRequests);
});

const valid = {
  requestType: 'Queja',
  topic: 'Aerolineas',
  airline: 'Avianca',
  flightNumber: 'av 9392',
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '300 123 4567',
  eventDate: '2026-11-19',
  eventTime: '14:30',
  comment: 'Mi maleta llegó dañada a la banda 3.',
  consent: true,
};

const post = (body: unknown, options?: Parameters<typeof jsonRequest>[2]) =>
  POST(jsonRequest('/api/v2/pqrs', body, options), undefined);

function multipart(
  fields: Record<string, string>,
  photo?: { bytes: Uint8Array; name: string; type: string },
  locale = 'es',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set('photo', new Blob([photo.bytes as BlobPart], { type: photo.type }), photo.name);
  return new Request('http://localhost/api/v2/pqrs', {
    method: 'POST',
    body: form,
    headers: { 'Accept-Language': locale, 'X-Forwarded-For': '198.51.100.9' },
  });
}

const asFields = (value: typeof valid) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)])) as Record<string, string>;

describe('POST /api/v2/pqrs', () => {
  it('files a PQRS: committed with its filing number and legal deadline, consent stored, two mails in the outbox', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const body = await response.json();
    // Filed Friday 20 Nov 2026: 15 Colombian business days, skipping weekends and 8 Dec (a holiday), end on 14 Dec.
    expect(body).toEqual({
      filingNumber: expect.stringMatching(/^PQRS-2026-\d{6}$/),
      dueDate: '2026-12-14',
      message: 'Tu solicitud ha sido enviada con éxito',
    });
    const [row] = await handle.db.select().from(pqrsRequests);
    expect(row).toMatchObject({
      filingNumber: body.filingNumber,
      flightNumber: 'AV9392',
      phone: '+573001234567', // E.164, however it was typed
      photoFile: null,
    });
    const mails = await handle.db.select().from(outboxMessages);
    expect(mails.map((m) => [m.kind, m.recipient]).sort()).toEqual([
      ['pqrs.operator', 'pqrs@eldorado.aero'],
      ['pqrs.receipt', 'ana@example.com'],
    ]);
    const receipt = mails.find((m) => m.kind === 'pqrs.receipt')!;
    expect(receipt.text).toContain(body.filingNumber);
    expect(receipt.text).toContain('14 de diciembre de 2026');
    // Nobody verified the address: the receipt repeats nothing the sender typed (no relay); the operator gets it all.
    expect(receipt.text).not.toContain('Mi maleta llegó dañada');
    expect(receipt.text).not.toContain('Ana');
    expect(receipt.text).toContain('Si no enviaste esta solicitud, ignora este correo');
    expect(mails.find((m) => m.kind === 'pqrs.operator')!.text).toContain('Mi maleta llegó dañada');
    const [consent] = await handle.db.select().from(formConsents);
    expect(consent).toMatchObject({ form: 'pqrs', email: 'ana@example.com', policyVersion: '2024-06' });
  });

  it('takes a foreign mobile written with + and its code, stored as E.164; refuses an invalid one naming its country', async () => {
    const french = await post({ ...valid, phone: '+33 6 12 34 56 78' }, { ip: '198.51.100.41' });
    expect(french.status).toBe(201);
    const { filingNumber } = await french.json();
    const [row] = await handle.db.select().from(pqrsRequests).where(eq(pqrsRequests.filingNumber, filingNumber));
    expect(row!.phone).toBe('+33612345678');
    const operator = (await handle.db.select().from(outboxMessages)).find(
      (m) => m.kind === 'pqrs.operator' && m.text.includes(filingNumber),
    );
    expect(operator!.text).toContain('+33 6 12 34 56 78');
    for (const [locale, message] of [
      ['es', 'Ingresa un celular válido de Panamá (+507), por ejemplo +507 6123 4567'],
      ['en', 'Enter a valid mobile number for Panama (+507), e.g. +507 6123 4567'],
    ] as const) {
      const refused = await post({ ...valid, phone: '+507 612345' }, { locale, ip: '198.51.100.42' });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ phone: message });
    }
    const colombian = await post({ ...valid, phone: '300123456' }, { locale: 'en', ip: '198.51.100.43' });
    expect((await colombian.json()).error.fields).toEqual({
      phone: 'Enter a valid mobile number for Colombia (+57), e.g. 321 1234567',
    });
  });

  it('thanks a compliment for the opinion (SPEC §8), in the language of the request; other types keep the generic text', async () => {
    const compliment = { ...valid, requestType: 'Felicitacion', comment: 'La atención en la banda 3 fue excelente.' };
    expect((await (await post(compliment)).json()).message).toBe('Gracias por brindarnos su opinion');
    const en = await post({ ...compliment, email: 'john@example.com' }, { locale: 'en', ip: '198.51.100.31' });
    expect((await en.json()).message).toBe('Thank you for sharing your opinion with us');
    const request = await post({ ...valid, requestType: 'Peticion' }, { ip: '198.51.100.32' });
    expect((await request.json()).message).toBe('Tu solicitud ha sido enviada con éxito');
  });

  it('answers 400 with SPEC messages per field in Spanish, and in English for an English page; nothing is written', async () => {
    const es = await post({ requestType: 'Queja', topic: 'Establecimientos', consent: false });
    expect(es.status).toBe(400);
    const { error } = await es.json();
    expect(error.fields).toMatchObject({
      name: 'Ingresa el nombre',
      email: 'Ingresa un correo electrónico',
      phone: 'Ingresa el celular',
      comment: 'Ingresa un comentario',
      consent: 'Debe aceptar los terminos',
    });
    const en = await post(
      { ...valid, topic: 'Establecimientos', name: ' ', comment: 'x'.repeat(2001) },
      { locale: 'en-US,en;q=0.9' },
    );
    const enBody = await en.json();
    expect(enBody.error.fields).toEqual({
      name: 'Enter your name',
      comment: 'The text can be up to 2000 characters',
      establishmentType: 'Choose the type of establishment',
    });
    expect(await handle.db.select().from(pqrsRequests)).toHaveLength(0);
    expect(await handle.db.select().from(outboxMessages)).toHaveLength(0);
  });

  it('never files twice for one Idempotency-Key; the same key with another body is a 422', async () => {
    const key = crypto.randomUUID();
    const first = await post(valid, { key });
    const second = await post(valid, { key });
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await handle.db.select().from(pqrsRequests)).toHaveLength(1);
    expect(await handle.db.select().from(outboxMessages)).toHaveLength(2);
    expect((await post({ ...valid, comment: 'otro' }, { key })).status).toBe(422);
  });

  it('accepts a photo in multipart: re-encoded and stored under a server-generated name outside public/', async () => {
    const response = await POST(
      multipart(asFields(valid), { bytes: await cameraJpeg(), name: 'IMG_0001.jpg', type: 'image/jpeg' }),
      undefined,
    );
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(pqrsRequests);
    expect(row!.photoFile).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(await readdir(path.join(dataDir, 'uploads', 'pqrs'))).toContain(row!.photoFile);
  });

  it('refuses a PHP file named .jpg and a pixel flood, writing nothing', async () => {
    const php = new TextEncoder().encode('<?php echo "hi"; ?>'.repeat(10));
    const asPhp = await POST(
      multipart(asFields(valid), { bytes: php, name: 'photo.jpg', type: 'image/jpeg' }),
      undefined,
    );
    expect(asPhp.status).toBe(400);
    expect((await asPhp.json()).error.fields.photo).toBe('La foto debe ser JPEG, PNG o WebP.');
    const flood = await POST(
      multipart(asFields(valid), { bytes: await pixelFloodPng(), name: 'a.png', type: 'image/png' }),
      undefined,
    );
    expect(flood.status).toBe(400);
    expect((await flood.json()).error.fields.photo).toMatch(/40 megapíxeles/);
    expect(await handle.db.select().from(pqrsRequests)).toHaveLength(0);
  });

  it('refuses a HEIC photo with a message naming the accepted formats, in the request language, writing nothing', async () => {
    const heic = new Uint8Array(4096);
    heic.set([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')]);
    const photo = { bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' };
    const es = await POST(multipart(asFields(valid), photo), undefined);
    expect(es.status).toBe(400);
    const esPhoto: string = (await es.json()).error.fields.photo;
    expect(esPhoto).toMatch(/^No podemos recibir fotos HEIC .*JPEG, PNG o WebP/);
    const en = await POST(multipart(asFields(valid), photo, 'en'), undefined);
    expect((await en.json()).error.fields.photo).toMatch(/^We cannot accept HEIC photos .*JPEG, PNG or WebP/);
    expect(await handle.db.select().from(pqrsRequests)).toHaveLength(0);
  });

  it('answers 413 for a body over the limit', async () => {
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff]);
    const response = await POST(
      multipart(asFields(valid), { bytes: huge, name: 'big.jpg', type: 'image/jpeg' }),
      undefined,
    );
    expect(response.status).toBe(413);
    expect(await handle.db.select().from(pqrsRequests)).toHaveLength(0);
  });

  it('limits each IP to 10 submissions per 10 minutes, counting rejected ones: 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i++) expect((await post({}, { ip: '192.0.2.1' })).status).toBe(400);
    const limited = await post(valid, { ip: '192.0.2.1' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(500);
    expect((await limited.json()).error.message).toMatch(/Has enviado demasiadas solicitudes/);
    expect((await post(valid, { ip: '192.0.2.2' })).status).toBe(201);
  });
});
