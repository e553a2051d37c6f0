// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/server/db/client';
import { outboxMessages } from '@/lib/server/db/schema';
import { taxiAccessTokens, taxiBookings, taxiUsers } from './db/schema';
import { enqueueMessage } from '@/lib/server/outbox';
import { createTestDb } from '@/tests/db';
import { issueToken } from './auth';
import { ERASED_ADDRESS, eraseTaxiAccount, eraseTaxiEmail, verifiedTaxiPhone } from './erasure';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function passengerWithBooking(phone: string) {
  const [user] = await handle.db
    .insert(taxiUsers)
    .values({ countryCode: '57', phone, name: 'Ana Pérez', email: 'ana@example.com' })
    .returning();
  const { access_token } = await issueToken(handle.db, user!.id);
  await handle.db.insert(taxiBookings).values({
    bookingNumber: `TX-TEST-${phone}`,
    userId: user!.id,
    direction: 'from_airport',
    address: 'Calle 93 # 11-20',
    lat: 4.676543,
    lng: -74.048765,
    pickupAt: new Date('2026-11-22T15:00:00Z'),
    vehicleType: 'NORMAL',
    paymentMethod: 'CASH',
    price: 45_300,
    customerName: 'Ana Pérez',
    customerEmail: 'ana@example.com',
    createdAt: new Date('2026-11-22T14:00:00Z'),
  });
  return { user: user!, token: access_token };
}

/** A Colombian mobile as the taxi feature knows it (canonical). */
const colombian = (phone: string) => ({ e164: `+57${phone}`, countryCode: '57', phone });

const withBearer = (token?: string) =>
  new Request('http://localhost/api/v2/data-requests', token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('taxi account erasure', () => {
  it('proves the phone only with a valid token', async () => {
    const { token } = await passengerWithBooking('3001112233');
    expect(await verifiedTaxiPhone(withBearer(token), handle.db)).toEqual({
      e164: '+573001112233',
      countryCode: '57',
      phone: '3001112233',
    });
    expect(await verifiedTaxiPhone(withBearer(), handle.db)).toBeNull();
    expect(await verifiedTaxiPhone(withBearer('x'.repeat(43)), handle.db)).toBeNull();
  });

  it('deletes the account and tokens and keeps bookings without personal data', async () => {
    const { user } = await passengerWithBooking('3004445566');
    const result = await eraseTaxiAccount(handle.db, colombian('3004445566'));
    expect(result).toEqual({ accountDeleted: true, bookingsAnonymised: 1, outboxMessagesDeleted: 0 });
    expect(await handle.db.select().from(taxiUsers).where(eq(taxiUsers.id, user.id))).toEqual([]);
    expect(await handle.db.select().from(taxiAccessTokens).where(eq(taxiAccessTokens.userId, user.id))).toEqual([]);
    const [booking] = await handle.db
      .select()
      .from(taxiBookings)
      .where(eq(taxiBookings.bookingNumber, 'TX-TEST-3004445566'));
    expect(booking).toMatchObject({
      userId: null,
      address: ERASED_ADDRESS,
      customerName: null,
      customerEmail: null,
      lat: 4.68,
      lng: -74.05,
      price: 45_300,
    });
  });

  it('answers plainly when there is no such account', async () => {
    expect(await eraseTaxiAccount(handle.db, colombian('3009999999'))).toEqual({
      accountDeleted: false,
      bookingsAnonymised: 0,
      outboxMessagesDeleted: 0,
    });
  });

  it('deletes the outbox messages addressed to the erased phone and emails, sent or not, and no one else’s', async () => {
    const { user } = await passengerWithBooking('3007778899');
    await handle.db.update(taxiUsers).set({ email: 'Ana.Account@Example.com' }).where(eq(taxiUsers.id, user.id));
    const sms = (to: string) => ({ channel: 'sms' as const, to, text: 'Código 123456', kind: 'otp' });
    const mail = (to: string) => ({
      channel: 'mail' as const,
      to,
      subject: 'Reserva',
      text: 'Calle 93',
      kind: 'taxi.booking',
    });
    const theirs = [
      await enqueueMessage(handle.db, sms('573007778899')),
      await enqueueMessage(handle.db, mail('ana.account@example.com')), // the account's email, another case
      await enqueueMessage(handle.db, mail('ANA@example.com')), // the booking's email
    ];
    await handle.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(outboxMessages.id, theirs[0]!));
    const others = [
      await enqueueMessage(handle.db, sms('573001112299')),
      await enqueueMessage(handle.db, sms('13007778899')), // same digits, another country
      await enqueueMessage(handle.db, mail('luis@example.com')),
      await enqueueMessage(handle.db, { ...sms('x'), channel: 'mail', to: '573007778899' }),
    ];
    const result = await eraseTaxiAccount(handle.db, colombian('3007778899'));
    expect(result).toMatchObject({ accountDeleted: true, outboxMessagesDeleted: 3 });
    const left = (await handle.db.select({ id: outboxMessages.id }).from(outboxMessages)).map((r) => r.id);
    for (const id of theirs) expect(left).not.toContain(id);
    for (const id of others) expect(left).toContain(id);
  });

  it('deletes the codes sent to a proven phone even when its account is already gone', async () => {
    const id = await enqueueMessage(handle.db, {
      channel: 'sms',
      to: '573006660000',
      text: 'Código 654321',
      kind: 'otp',
    });
    const result = await eraseTaxiAccount(handle.db, colombian('3006660000'));
    expect(result).toEqual({ accountDeleted: false, bookingsAnonymised: 0, outboxMessagesDeleted: 1 });
    expect(await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, id))).toEqual([]);
  });
  it('by a proven email removes only that address from accounts and bookings: the account, keyed by phone, stays', async () => {
    const { user } = await passengerWithBooking('3002223344');
    await handle.db.update(taxiUsers).set({ email: 'Pepa@Example.com' }).where(eq(taxiUsers.id, user.id));
    await handle.db
      .update(taxiBookings)
      .set({ customerEmail: 'PEPA@example.com' })
      .where(eq(taxiBookings.bookingNumber, 'TX-TEST-3002223344'));
    const other = await passengerWithBooking('3005556677');
    expect(await eraseTaxiEmail(handle.db, ' pepa@example.com ')).toEqual({
      usersAnonymised: 1,
      bookingsAnonymised: 1,
    });
    const [account] = await handle.db.select().from(taxiUsers).where(eq(taxiUsers.id, user.id));
    expect(account).toMatchObject({ phone: '3002223344', name: 'Ana Pérez', email: null });
    const [booking] = await handle.db
      .select()
      .from(taxiBookings)
      .where(eq(taxiBookings.bookingNumber, 'TX-TEST-3002223344'));
    expect(booking).toMatchObject({
      userId: user.id,
      customerName: 'Ana Pérez',
      customerEmail: null,
      address: 'Calle 93 # 11-20',
    });
    const [untouched] = await handle.db.select().from(taxiUsers).where(eq(taxiUsers.id, other.user.id));
    expect(untouched!.email).toBe('ana@example.com');
    expect(await eraseTaxiEmail(handle.db, 'pepa@example.com')).toEqual({ usersAnonymised: 0, bookingsAnonymised: 0 });
  });
});
