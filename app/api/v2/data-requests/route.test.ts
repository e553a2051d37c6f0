// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TaxiAccountEraser } from '@/features/forms/server';
import type { DbHandle } from '@/lib/server/db/client';
import {
  contactMessages,
  dataRequests,
  formConsents,
  newsletterSubscribers,
  pqrsRequests,
} from '@/features/forms/server/db/schema';
import { flightAlertSubscriptions } from '@/features/flight-alerts/server/db/schema';
import { outboxMessages } from '@/lib/server/db/schema';
import { taxiBookings, taxiUsers } from '@/features/taxi/server/db/schema';
import { createTestDb } from '@/tests/db';
import { jsonRequest, setTestDb } from '@/tests/forms/harness';
import { forgetProcessState } from '@/tests/process-state';

/*
 * A deletion request erases every record of the person, once they prove their address (Ley 1581 de 2012):
 * the request mails a link; the link's page erases nothing; its button (POST /api/v2/data-requests/confirm)
 * erases or anonymises the rows of that address in every table and says what was kept and why.
 */

vi.mock('next-intl/server', async () => (await import('@/tests/forms/harness')).nextIntlServerMock);
vi.mock('@/lib/server/outbox/worker', () => ({ kickOutbox: async () => undefined }));
// The page's links read the locale from next-intl's context, which this test does not give; an anchor will do.
vi.mock('@/components/link/link', async () => {
  const { createElement } = await import('react');
  return { Link: (props: { href: string; className?: string; children?: unknown }) => createElement('a', props) };
});
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDb: () => (globalThis as Record<symbol, unknown>)[Symbol.for('eldorado.tests.forms-db')],
}));

const dataDir = mkdtempSync(path.join(tmpdir(), 'data-erasure-'));
process.env.DATA_DIR = dataDir;
forgetProcessState('config');

const { POST: fileRequest } = await import('./route');
const { POST: confirm } = await import('./confirm/route');
const { formHandler, dataRequestEndpoint, erasureLinkState, ERASED } = await import('@/features/forms/server');
const { ErasureConfirmation } = await import('@/features/forms/components/erasure-confirmation');

const NOW = new Date('2026-11-22T10:00:00-05:00');
let handle: DbHandle;
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  handle = await createTestDb();
  setTestDb(handle.db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  forgetProcessState('config');
});
beforeEach(() => {
  forgetProcessState('rate-limits');
  vi.setSystemTime(NOW);
});

const photoDir = () => path.join(dataDir, 'uploads', 'pqrs');

/** One person's rows in every table keyed by their address (as they were typed: mixed case). */
async function seedPerson(email: string, phone: string) {
  const db = handle.db;
  const lower = email.toLowerCase();
  await db.insert(newsletterSubscribers).values({
    email: lower,
    fullName: 'Ana Pérez',
    status: 'confirmed',
    locale: 'es',
    unsubscribeToken: randomUUID(),
  });
  await db.insert(flightAlertSubscriptions).values({
    id: randomUUID(),
    flightId: '20261122-AV9364-dep',
    flight: 'AV9364',
    channel: 'email',
    locale: 'es',
    email,
    manageTokenHash: 'f'.repeat(64),
    status: 'active',
    state: { status: 'SCH', gate: null, claim: null, estimatedDate: null, delayAlertedFor: null },
    purgeAfter: new Date('2026-11-24T00:00:00Z'),
  });
  mkdirSync(photoDir(), { recursive: true });
  const photoFile = `${randomUUID()}.jpg`;
  writeFileSync(path.join(photoDir(), photoFile), 'jpeg');
  const [pqrs] = await db
    .insert(pqrsRequests)
    .values({
      filingNumber: `PQRS-2026-${phone.slice(-6)}`,
      requestType: 'Queja',
      topic: 'Aerolineas',
      airline: 'Avianca',
      flightNumber: 'AV9364',
      name: 'Ana Pérez',
      email,
      phone,
      eventDate: '2026-11-20',
      eventTime: '09:30',
      comment: 'Perdieron mi maleta; mi cédula es 52.123.456',
      photoFile,
      locale: 'es',
      dueDate: '2026-12-14',
    })
    .returning();
  const [contact] = await db
    .insert(contactMessages)
    .values({
      channel: 'general',
      fullName: 'Ana Pérez',
      email,
      mobile: phone,
      subject: 'Ruido',
      comment: 'Vivo en la Calle 26 # 100-20',
      locale: 'es',
    })
    .returning();
  const [earlier] = await db
    .insert(dataRequests)
    .values({
      filingNumber: `DATOS-2025-${phone.slice(-6)}`,
      fullName: 'Ana Pérez',
      email,
      phone,
      phoneCountryCode: '57',
      requestType: 'consult',
      details: 'Qué datos tienen de mí',
      locale: 'es',
      dueDate: '2025-12-01',
    })
    .returning();
  await db.insert(formConsents).values([
    { form: 'pqrs', subject: `pqrs:${pqrs!.id}`, email, policyVersion: '2026-01', grantedAt: NOW },
    { form: 'data-request', subject: `data-request:${earlier!.id}`, email, policyVersion: '2026-01', grantedAt: NOW },
  ]);
  await db.insert(outboxMessages).values([
    {
      channel: 'mail',
      recipient: email,
      subject: 'Recibimos tu solicitud',
      text: 'PQRS',
      kind: 'pqrs.receipt',
      status: 'sent',
    },
    {
      channel: 'mail',
      recipient: 'pqrs@eldorado.aero',
      replyTo: email,
      subject: 'Nueva PQRS',
      text: 'Perdieron mi maleta',
      kind: 'pqrs.operator',
      status: 'sent',
    },
  ]);
  const [user] = await db.insert(taxiUsers).values({ countryCode: '57', phone, name: 'Ana Pérez', email }).returning();
  await db.insert(taxiBookings).values({
    bookingNumber: `TX-ERASE-${phone}`,
    userId: user!.id,
    direction: 'from_airport',
    address: 'Calle 93 # 11-20',
    lat: 4.676543,
    lng: -74.048765,
    pickupAt: new Date('2026-11-23T15:00:00Z'),
    vehicleType: 'NORMAL',
    paymentMethod: 'CASH',
    price: 45_300,
    customerName: 'Ana Pérez',
    customerEmail: email,
    createdAt: NOW,
  });
  return { pqrs: pqrs!, contact: contact!, earlier: earlier!, user: user!, photoFile };
}

/** Every row that holds the address (any case), table by table: what erasure must empty or anonymise. */
async function rowsOf(email: string) {
  const db = handle.db;
  const address = email.toLowerCase();
  const by = (column: AnyColumn) => sql`lower(${column}) = ${address}`;
  return {
    newsletter: await db.select().from(newsletterSubscribers).where(by(newsletterSubscribers.email)),
    alerts: await db.select().from(flightAlertSubscriptions).where(by(flightAlertSubscriptions.email)),
    pqrs: await db.select().from(pqrsRequests).where(by(pqrsRequests.email)),
    contact: await db.select().from(contactMessages).where(by(contactMessages.email)),
    consents: await db.select().from(formConsents).where(by(formConsents.email)),
    dataRequests: await db.select().from(dataRequests).where(by(dataRequests.email)),
    outbox: await db
      .select()
      .from(outboxMessages)
      .where(sql`lower(${outboxMessages.recipient}) = ${address} or lower(${outboxMessages.replyTo}) = ${address}`),
    taxiUsers: await db.select().from(taxiUsers).where(by(taxiUsers.email)),
    taxiBookings: await db.select().from(taxiBookings).where(by(taxiBookings.customerEmail)),
  };
}

const deletion = (email: string, extra: object = {}) => ({
  fullName: 'Ana Pérez',
  email,
  requestType: 'delete',
  details: 'Borren todos mis datos',
  consent: true,
  ...extra,
});

/** Files a deletion request and returns its answer and the link read from the receipt mailed to the address. */
async function requestDeletion(email: string, { locale = 'es', extra = {}, handler = fileRequest } = {}) {
  const response = await handler(
    jsonRequest('/api/v2/data-requests', deletion(email, extra), { locale, ip: nextIp() }),
    undefined,
  );
  expect(response.status).toBe(201);
  const body = await response.json();
  const [receipt] = await handle.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.recipient} = ${email} and ${outboxMessages.kind} = 'data-request.receipt'`);
  const href = /https?:\/\/\S+\/eliminacion-datos\/confirmar\?\S+/.exec(receipt!.text)![0];
  const link = new URL(href);
  return {
    body,
    receipt: receipt!,
    link,
    request: link.searchParams.get('request')!,
    token: link.searchParams.get('token')!,
  };
}

const confirmJson = (body: unknown, locale = 'es') =>
  confirm(jsonRequest('/api/v2/data-requests/confirm', body, { locale, ip: nextIp() }), undefined);

describe('deletion requests: erasure by a proven address', () => {
  it('mails a link, erases nothing until it is confirmed, then erases or anonymises every record of the person', async () => {
    const ana = await seedPerson('Ana.Perez@Example.com', '3001234567');
    const other = await seedPerson('otra@example.com', '3007654321');
    const othersBefore = await rowsOf('otra@example.com');

    const { body, receipt, link, request, token } = await requestDeletion('ana.perez@example.com');
    expect(body).toMatchObject({ status: 'awaiting_confirmation', filingNumber: request });
    expect(body.message).toMatch(/Te enviamos un correo con un enlace para confirmar la eliminación/);
    expect(link.pathname).toBe('/eliminacion-datos/confirmar');
    expect(receipt.text).toContain('Confirmar la eliminación de mis datos');
    expect(receipt.text).toContain('Si no enviaste esta solicitud, ignora este correo');

    // The secret travels only in the mail: the database keeps its SHA-256, valid 7 days.
    const [filed] = await handle.db.select().from(dataRequests).where(eq(dataRequests.filingNumber, request));
    expect(filed).toMatchObject({ status: 'received', requestType: 'delete', completedAt: null, erasure: null });
    expect(filed!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(filed)).not.toContain(token);
    expect(filed!.confirmExpiresAt!.getTime()).toBe(NOW.getTime() + 7 * 86_400_000);

    // Filing the request, opening the link's page, a wrong token: nothing erased.
    expect(await erasureLinkState(handle.db, request, token)).toMatchObject({
      state: 'pending',
      filingNumber: request,
    });
    const page = renderToStaticMarkup(await ErasureConfirmation({ locale: 'es', request, token }));
    expect(page).toContain('action="/api/v2/data-requests/confirm"');
    expect(page).toContain(`name="token" value="${token}"`);
    expect(page).toContain('Eliminar mis datos');
    const wrong = await confirmJson({ request, token: `${token.slice(0, -2)}xx` });
    expect(wrong.status).toBe(404);
    expect((await confirmJson({ request: 'DATOS-2026-999999', token })).status).toBe(404);
    const untouched = await rowsOf('ana.perez@example.com');
    expect(untouched.newsletter).toHaveLength(1);
    expect(untouched.alerts).toHaveLength(1);
    expect(untouched.pqrs[0]!.name).toBe('Ana Pérez');
    expect(existsSync(path.join(photoDir(), ana.photoFile))).toBe(true);

    const confirmed = await confirmJson({ request, token });
    expect(confirmed.status).toBe(200);
    const result = await confirmed.json();
    expect(result).toMatchObject({
      filingNumber: request,
      status: 'completed',
      erasure: {
        deleted: { newsletterSubscribers: 1, flightAlertSubscriptions: 1, outboxMessages: 3, pqrsPhotos: 1 },
        anonymised: {
          pqrsRequests: 1,
          contactMessages: 1,
          formConsents: 2,
          dataRequests: 1,
          taxiBookings: 1,
          taxiUsers: 1,
        },
        taxiAccount: 'kept',
      },
    });
    expect(result.deleted).toContain('1 suscripción al boletín');
    expect(result.anonymised).toContain('1 PQRS: quitamos tu nombre, correo, celular, comentario y foto');
    expect(result.kept.join('\n')).toMatch(/Ley 1755 de 2015/);
    expect(result.kept.join('\n')).toMatch(/se identifica por tu celular/);

    // Deleted: newsletter, alerts, mails (the photo file too).
    const after = await rowsOf('ana.perez@example.com');
    expect(after.newsletter).toEqual([]);
    expect(after.alerts).toEqual([]);
    expect(existsSync(path.join(photoDir(), ana.photoFile))).toBe(false);
    // Anonymised, what the law needs kept: the PQRS's filing number, type, topic, flight, dates.
    const [pqrs] = await handle.db.select().from(pqrsRequests).where(eq(pqrsRequests.id, ana.pqrs.id));
    expect(pqrs).toEqual({
      ...ana.pqrs,
      name: ERASED,
      email: ERASED,
      phone: ERASED,
      comment: ERASED,
      photoFile: null,
    });
    const [contact] = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, ana.contact.id));
    expect(contact).toEqual({
      ...ana.contact,
      fullName: ERASED,
      email: ERASED,
      mobile: ERASED,
      subject: ERASED,
      comment: ERASED,
    });
    const [earlier] = await handle.db.select().from(dataRequests).where(eq(dataRequests.id, ana.earlier.id));
    expect(earlier).toMatchObject({
      fullName: ERASED,
      email: ERASED,
      phone: null,
      details: ERASED,
      status: 'completed',
      outcome: `superseded by the erasure ${request}`,
    });
    // The consents keep form, submission, policy version and time; only this request's own keeps the address.
    expect(after.consents.map((c) => c.subject)).toEqual([`data-request:${filed!.id}`]);
    const consents = await handle.db.select().from(formConsents).where(eq(formConsents.email, ERASED));
    expect(consents.map((c) => c.subject).sort()).toEqual(
      [`data-request:${ana.earlier.id}`, `pqrs:${ana.pqrs.id}`].sort(),
    );
    // Taxi: the address leaves the account and its bookings; the account (keyed by phone) stays.
    expect(after.taxiUsers).toEqual([]);
    expect(after.taxiBookings).toEqual([]);
    const [user] = await handle.db.select().from(taxiUsers).where(eq(taxiUsers.id, ana.user.id));
    expect(user).toMatchObject({ phone: '3001234567', name: 'Ana Pérez', email: null });
    // This request is kept, completed, with what was done per table.
    const [done] = await handle.db.select().from(dataRequests).where(eq(dataRequests.id, filed!.id));
    expect(done).toMatchObject({ status: 'completed', email: 'ana.perez@example.com', erasure: result.erasure });
    expect(done!.outcome).toContain('newsletter subscriptions 1, flight alert subscriptions 1, outbox mails 3');
    expect(done!.outcome).toContain('taxi account kept: keyed by its phone');
    // The mails left for the address: the confirmation of what was done, and this request's operator copy.
    expect(after.outbox.map((m) => m.kind).sort()).toEqual(['data-request.erased', 'data-request.operator']);
    const erasedMail = after.outbox.find((m) => m.kind === 'data-request.erased')!;
    expect(erasedMail.subject).toBe(`Eliminamos tus datos personales (${request})`);
    expect(erasedMail.text).toContain('Lo que conservamos y por qué');
    expect(erasedMail.text).toContain('1 suscripción a avisos de vuelo');
    const [operator] = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Eliminación confirmada: ${request}`));
    expect(operator).toMatchObject({ recipient: 'datospersonales@eldorado.aero', kind: 'data-request.operator' });

    // Another person's rows are untouched, file included.
    expect(await rowsOf('otra@example.com')).toEqual(othersBefore);
    expect(existsSync(path.join(photoDir(), other.photoFile))).toBe(true);

    // The link used again erases nothing more: it answers what was done the first time.
    await handle.db.insert(newsletterSubscribers).values({
      email: 'ana.perez@example.com',
      fullName: 'Ana Pérez',
      status: 'pending',
      locale: 'es',
      unsubscribeToken: randomUUID(),
    });
    const outboxBefore = await handle.db.select().from(outboxMessages);
    const again = await confirmJson({ request, token });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(result);
    expect((await rowsOf('ana.perez@example.com')).newsletter).toHaveLength(1);
    expect(await handle.db.select().from(outboxMessages)).toEqual(outboxBefore);
    expect(await erasureLinkState(handle.db, request, token)).toMatchObject({ state: 'completed' });
    const usedPage = renderToStaticMarkup(await ErasureConfirmation({ locale: 'es', request, token }));
    expect(usedPage).toContain('Eliminamos tus datos personales');
    expect(usedPage).toContain('Lo que conservamos y por qué');
    expect(usedPage).not.toContain('<form');
  });

  it('an expired link erases nothing and says so', async () => {
    await seedPerson('luis@example.com', '3011112222');
    const { request, token } = await requestDeletion('luis@example.com', { locale: 'fr' });
    vi.setSystemTime(new Date(NOW.getTime() + 7 * 86_400_000 + 1000));
    const before = await rowsOf('luis@example.com');
    const expired = await confirmJson({ request, token }, 'fr');
    expect(expired.status).toBe(410);
    expect((await expired.json()).error).toMatchObject({
      code: 'link_expired',
      message: expect.stringContaining('a expiré. Rien n’a été supprimé.'),
    });
    expect(await erasureLinkState(handle.db, request, token)).toEqual({ state: 'expired', filingNumber: request });
    expect(await rowsOf('luis@example.com')).toEqual(before);
  });

  it('the page’s button (a form post) confirms and goes back to the page in its language', async () => {
    await seedPerson('marie@example.com', '3023334444');
    const { body, request, token, link } = await requestDeletion('marie@example.com', { locale: 'en' });
    expect(link.pathname).toBe('/en/eliminacion-datos/confirmar');
    expect(body.message).toMatch(/^We received your request\. We sent you an email with a link to confirm/);
    const response = await confirm(
      new Request('http://localhost/api/v2/data-requests/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextIp() },
        body: new URLSearchParams({ request, token, locale: 'en' }).toString(),
      }),
      undefined,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      `/en/eliminacion-datos/confirmar?${new URLSearchParams({ request, token })}`,
    );
    expect((await rowsOf('marie@example.com')).newsletter).toEqual([]);
    const [mail] = await handle.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} = 'marie@example.com' and ${outboxMessages.kind} = 'data-request.erased'`);
    expect(mail!.subject).toBe(`We deleted your personal data (${request})`);
  });

  it('a taxi account proven by the sign-in is erased at once; the rest waits for the link, and the report tells both', async () => {
    const eraser: TaxiAccountEraser = {
      async verifiedPhone(req) {
        return req.headers.get('authorization') === 'Bearer good'
          ? { e164: '+573045556666', countryCode: '57', phone: '3045556666' }
          : null;
      },
      async eraseByPhone() {
        return { accountDeleted: true, bookingsAnonymised: 2, outboxMessagesDeleted: 4 };
      },
    };
    const handler = formHandler(dataRequestEndpoint(() => eraser));
    const response = await handler(
      jsonRequest('/api/v2/data-requests', deletion('pedro@example.com', { phone: '3045556666' }), {
        ip: nextIp(),
        headers: { Authorization: 'Bearer good' },
      }),
      undefined,
    );
    const body = await response.json();
    expect(body).toMatchObject({ status: 'awaiting_confirmation' });
    expect(body.message).toMatch(/^Eliminamos tu cuenta de taxis y anonimizamos tus reservas\. Para eliminar también/);
    const [filed] = await handle.db.select().from(dataRequests).where(eq(dataRequests.filingNumber, body.filingNumber));
    expect(filed).toMatchObject({ status: 'received', outcome: expect.stringContaining('taxi account deleted') });
    const [receipt] = await handle.db
      .select()
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.recipient} = 'pedro@example.com' and ${outboxMessages.kind} = 'data-request.receipt'`,
      );
    expect(receipt!.text).toContain('Ya eliminamos tu cuenta del servicio de taxis');
    const link = new URL(/https?:\/\/\S+\/eliminacion-datos\/confirmar\?\S+/.exec(receipt!.text)![0]);

    const confirmed = await confirmJson({ request: body.filingNumber, token: link.searchParams.get('token') });
    const result = await confirmed.json();
    expect(result.erasure).toMatchObject({
      taxiAccount: 'erased',
      anonymised: { taxiBookings: 2 },
      deleted: { outboxMessages: 4 + 1 },
    });
    expect(result.deleted[0]).toBe('Tu cuenta de taxis, con sus accesos y códigos de ingreso');
    expect(result.anonymised).toContain('2 reservas de taxi: quitamos tu nombre, correo y dirección');
    const [done] = await handle.db.select().from(dataRequests).where(eq(dataRequests.id, filed!.id));
    expect(done!.outcome).toMatch(
      /^taxi account deleted; 2 bookings anonymised; 4 outbox messages deleted; erasure confirmed/,
    );
  });

  it('consult and update requests get no link and keep their answer', async () => {
    const response = await fileRequest(
      jsonRequest(
        '/api/v2/data-requests',
        { ...deletion('sofia@example.com'), requestType: 'consult' },
        { ip: nextIp() },
      ),
      undefined,
    );
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'received',
      message: 'Recibimos tu solicitud. Te enviamos un correo con el número de radicado.',
    });
    const [row] = await handle.db.select().from(dataRequests).where(eq(dataRequests.filingNumber, body.filingNumber));
    expect(row).toMatchObject({ confirmTokenHash: null, confirmExpiresAt: null });
    const [receipt] = await handle.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.recipient} = 'sofia@example.com'`);
    expect(receipt!.text).not.toContain('/eliminacion-datos/confirmar');
  });

  it('an invalid link’s page and answer erase nothing, in any language', async () => {
    expect(await erasureLinkState(handle.db, undefined, undefined)).toEqual({ state: 'invalid' });
    expect(await erasureLinkState(handle.db, 'DATOS-2026-000001', 'x'.repeat(43))).toEqual({ state: 'invalid' });
    const missing = await confirmJson({ request: 'DATOS-2026-000001', token: 'x'.repeat(43) }, 'pt');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe(
      'Não encontramos uma solicitação de exclusão para este link. Verifique se você o copiou por completo. Nada foi excluído.',
    );
    expect((await confirmJson({ request: 'DATOS-2026-000001' })).status).toBe(400);
  });
});
