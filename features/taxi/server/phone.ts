import 'server-only';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { legacyNationalForms, partsOfE164 } from '@/lib/phone/mobile';

/*
 * How the taxi tables keep a phone (docs/taxi.md "Phone numbers"): `phone` holds the E.164 number
 * (`+33612345678`) and `country_code` its calling code. Rows written before the phone rule hold the national
 * number as it was typed (10 to 15 digits, a trunk prefix kept: `0612345678`): they are read as
 * `+<country_code><phone>`, found by their national forms, and rewritten to E.164 when their owner signs in.
 */

/** A phone as the taxi feature knows it: canonical. */
export interface TaxiPhoneNumber {
  /** `+33612345678`. */
  e164: string;
  /** Calling code, digits (`33`). */
  countryCode: string;
  /** National significant number, digits (`612345678`). */
  phone: string;
}

/** The canonical phone of a stored row (`taxi_users`, `taxi_otp_codes`), E.164 or written before the rule. */
export function storedPhoneOf(row: { countryCode: string; phone: string }): TaxiPhoneNumber {
  const e164 = row.phone.startsWith('+') ? row.phone : `+${row.countryCode}${row.phone}`;
  const parts = partsOfE164(e164);
  if (parts && parts.callingCode === row.countryCode) {
    return { e164: parts.e164, countryCode: parts.callingCode, phone: parts.nationalNumber };
  }
  return { e164, countryCode: row.countryCode, phone: e164.slice(1 + row.countryCode.length) };
}

/** The phone of an E.164 number (a proven one: a signed-in user's). */
export function taxiPhoneOfE164(e164: string, countryCode: string): TaxiPhoneNumber {
  return storedPhoneOf({ countryCode, phone: e164 });
}

/** Rows of this phone: its E.164 form. */
export function samePhone(columns: { phone: PgColumn }, who: Pick<TaxiPhoneNumber, 'e164'>): SQL {
  return eq(columns.phone, who.e164);
}

/** Rows of this phone written before the rule: its calling code and a national form it was typed in. */
export function legacyPhone(
  columns: { countryCode: PgColumn; phone: PgColumn },
  who: Pick<TaxiPhoneNumber, 'e164' | 'countryCode' | 'phone'>,
): SQL {
  return and(
    eq(columns.countryCode, who.countryCode),
    inArray(columns.phone, legacyNationalForms({ e164: who.e164, nationalNumber: who.phone })),
  )!;
}

/** Rows of this phone, in either form. */
export function anyFormOfPhone(
  columns: { countryCode: PgColumn; phone: PgColumn },
  who: Pick<TaxiPhoneNumber, 'e164' | 'countryCode' | 'phone'>,
): SQL {
  return or(samePhone(columns, who), legacyPhone(columns, who))!;
}

/**
 * The SMS recipients this phone may have in the outbox: E.164 (`+33612345678`) and, for messages queued before
 * the rule, the digits of `<country code><number as typed>` (`330612345678`, `33612345678`).
 */
export function smsRecipientsOf(who: Pick<TaxiPhoneNumber, 'e164' | 'countryCode' | 'phone'>): string[] {
  const legacy = legacyNationalForms({ e164: who.e164, nationalNumber: who.phone }).map(
    (national) => `${who.countryCode}${national}`,
  );
  return [...new Set([who.e164, ...legacy])];
}
