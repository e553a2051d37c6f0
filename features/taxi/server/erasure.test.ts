// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/lib/server/db/client';
import { taxiAccessTokens, taxiBookings, taxiUsers } from '@/lib/server/db/schema';
import { createTestDb } from '@/tests/db';
import { issueToken } from './auth';
import { ERASED_ADDRESS, eraseTaxiAccount, verifiedTaxiPhone } from './erasure';

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

const withBearer = (token?: string) =>
  new Request('http://localhost/api/v2/data-requests', token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe('taxi account erasure', () => {
  it('proves the phone only with a valid token', async () => {
    const { token } = await passengerWithBooking('3001112233');
    expect(await verifiedTaxiPhone(withBearer(token), handle.db)).toEqual({
      phone: '3001112233',
      phoneCountryCode: '57',
    });
    expect(await verifiedTaxiPhone(withBearer(), handle.db)).toBeNull();
    expect(await verifiedTaxiPhone(withBearer('x'.repeat(43)), handle.db)).toBeNull();
  });

  it('deletes the account and tokens and keeps bookings without personal data', async () => {
    const { user } = await passengerWithBooking('3004445566');
    const result = await eraseTaxiAccount(handle.db, { phone: '3004445566', phoneCountryCode: '57' });
    expect(result).toEqual({ accountDeleted: true, bookingsAnonymised: 1 });
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
    expect(await eraseTaxiAccount(handle.db, { phone: '3009999999', phoneCountryCode: '57' })).toEqual({
      accountDeleted: false,
      bookingsAnonymised: 0,
    });
  });
});
