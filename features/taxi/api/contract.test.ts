// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as contract from '../schemas';
import { AIRPORT_LOCATION } from '../components/booking-form-state';
import * as signIn from '../components/sign-in-state';
import { PAYMENT_METHODS } from './book';
import type { BookingItem } from './bookings';
import {
  bookResponseSchema,
  bookingsResponseSchema,
  geocodingResponseSchema,
  meResponseSchema,
  rateResponseSchema,
  sendOtpResponseSchema,
  verifyOtpResponseSchema,
  verifyPlateResponseSchema,
} from './response-schemas';
import { normalisePlate, PLATE_PATTERN } from './verify-plate';

/*
 * The islands check answers with small zod/mini schemas (the full contract in schemas.ts would ship
 * zod to the browser). These tests keep the two in step: whatever the contract allows, the client
 * accepts, and the limits the forms check are the contract's.
 */

const booking: contract.BookingItem = contract.bookingItemSchema.parse({
  id: 42,
  bookingNumber: 'TX-2611-000042',
  status: 'confirmada',
  from: 'Aeropuerto Internacional El Dorado',
  to: 'Calle 93 # 11-26, Bogotá',
  date: '2026-11-22',
  time: '14:30',
  paymentMethod: 'CARD',
  vehicle: 'Van',
  vehicleType: 'VAN',
  direction: 'from_airport',
  accessible: true,
  driverName: 'Carlos Gómez',
  plate: 'WMT123',
  simulated: true,
  price: 72500,
});

describe('client schemas accept the contract', () => {
  it('for every answer the islands read', () => {
    const answers: [{ parse: (v: unknown) => unknown }, unknown][] = [
      [
        sendOtpResponseSchema,
        contract.sendOtpResponseSchema.parse({ needsName: true, resendAfterSeconds: 30, expiresInSeconds: 600 }),
      ],
      [
        verifyOtpResponseSchema,
        contract.verifyOtpResponseSchema.parse({
          access_token: 'abc',
          token_type: 'Bearer',
          expires_at: '2026-12-22T15:00:00.000Z',
        }),
      ],
      [
        meResponseSchema,
        contract.meResponseSchema.parse({
          user: { name: null, email: null },
          phone: '3001234567',
          phone_country_code: '57',
          phone_e164: '+573001234567',
        }),
      ],
      [
        rateResponseSchema,
        contract.rateResponseSchema.parse({
          normal: 45300,
          minivan: 58900,
          van: 72500,
          currency: 'COP',
          distanceKm: 14.2,
          surcharges: ['airport'],
        }),
      ],
      [
        bookResponseSchema,
        contract.bookResponseSchema.parse({
          status: false,
          userMessage: 'sin vehículos',
          bookingId: null,
          bookingNumber: null,
        }),
      ],
      [
        geocodingResponseSchema,
        contract.geocodingResponseSchema.parse({
          formatedAddress: 'Calle 93 # 11-26, Bogotá',
          lat: 4.67,
          lng: -74.05,
          source: 'street-grid',
        }),
      ],
      [
        bookingsResponseSchema,
        contract.bookingsResponseSchema.parse({ nueva: [], confirmada: [booking], cumplida: [], cancelada: [] }),
      ],
      [
        verifyPlateResponseSchema,
        contract.verifyPlateResponseSchema.parse({
          plate: 'WMT123',
          authorised: true,
          vehicle: {
            company: 'Taxi Imperial',
            vehicleType: 'NORMAL',
            vehicle: 'Taxi',
            brand: 'Hyundai',
            model: 'Atos',
          },
        }),
      ],
      [
        verifyPlateResponseSchema,
        contract.verifyPlateResponseSchema.parse({ plate: 'ZZZ999', authorised: false, vehicle: null }),
      ],
    ];
    for (const [client, answer] of answers) expect(() => client.parse(answer)).not.toThrow();
  });

  it('and keep what the bookings list shows: the accessible-vehicle mark', () => {
    const parsed = bookingsResponseSchema.parse({ nueva: [], confirmada: [booking], cumplida: [], cancelada: [] });
    expect(parsed.confirmada[0]?.accessible).toBe(true);
  });

  it('and the simulated-assignment mark', () => {
    const parsed = bookingsResponseSchema.parse({ nueva: [], confirmada: [booking], cumplida: [], cancelada: [] });
    expect(parsed.confirmada[0]?.simulated).toBe(true);
  });

  it('and the contract types fit the client types', () => {
    expectTypeOf<contract.BookingItem>().toExtend<BookingItem>();
  });

  it('with the same limits and constants', () => {
    expect(signIn.DEFAULT_COUNTRY_CODE).toBe(contract.TAXI_LIMITS.defaultCountryCode);
    expect(signIn.RESEND_SECONDS).toBe(contract.TAXI_LIMITS.resendSeconds);
    expect(signIn.PHONE_INPUT_MAX_LENGTH).toBe(contract.TAXI_LIMITS.phoneInputMaxLength);
    expect(signIn.OTP_DIGITS).toBe(contract.TAXI_LIMITS.otpDigits);
    expect(signIn.NAME_MAX_LENGTH).toBe(contract.TAXI_LIMITS.maxNameLength);
    expect(signIn.EMAIL_MAX_LENGTH).toBe(contract.TAXI_LIMITS.maxEmailLength);
    expect(AIRPORT_LOCATION).toEqual({ lat: contract.AIRPORT_LOCATION.lat, lng: contract.AIRPORT_LOCATION.lng });
    expect([...PAYMENT_METHODS]).toEqual([...contract.PAYMENT_METHODS]);
    expect(PLATE_PATTERN.source).toBe(contract.PLATE_PATTERN.source);
    for (const plate of ['abc 123', 'ABC-123', 'abc123'])
      expect(normalisePlate(plate)).toBe(contract.normalisePlate(plate));
  });

  it('the client validators agree with the contract on sample inputs', () => {
    // The phone's text: required and at most 30 characters (its country's rule: lib/phone, the same on both sides).
    for (const phone of ['3001234567', '06 12 34 56 78', '+33 6 12 34 56 78', '300-123-4567', '', '   ']) {
      expect(signIn.phoneError(phone) === null).toBe(contract.phoneNumberSchema.safeParse(phone).success);
    }
    expect(signIn.phoneTyping('0'.repeat(40))).toHaveLength(contract.TAXI_LIMITS.phoneInputMaxLength);
    for (const code of ['123456', '12345', '12a456', '']) {
      expect(signIn.codeError(code) === null).toBe(contract.otpCodeSchema.safeParse(code).success);
    }
    for (const email of ['ana@example.com', 'ana@', 'a b@c.co', '']) {
      expect(signIn.emailError(email) === null).toBe(contract.emailSchema.safeParse(email).success);
    }
  });
});
