import 'server-only';
import { eraseTaxiAccount, eraseTaxiEmail, verifiedTaxiPhone } from '@/features/taxi/server';
import type { Database } from '@/lib/server/db';

/*
 * The seam between a personal-data deletion request and the taxi service.
 * A taxi user who proves their phone (the taxi sign-in: OTP → bearer access token) has their
 * account and personal data deleted at once, and their bookings anonymised.
 *
 * The taxi tables belong to features/taxi; it provides the implementation through its server index.
 */

export interface VerifiedTaxiPhone {
  /** The phone in E.164 (`+573001234567`): what a data request's phone is compared with. */
  e164: string;
  /** Its calling code, digits (`57`). */
  countryCode: string;
  /** Its national significant number, digits. */
  phone: string;
}

export interface TaxiErasureResult {
  accountDeleted: boolean;
  bookingsAnonymised: number;
  /** Mails and SMS addressed to the person, removed from the outbox. */
  outboxMessagesDeleted?: number;
}

export interface TaxiAccountEraser {
  /** The phone proven by the request's taxi access token (Authorization: Bearer …), or null. */
  verifiedPhone(request: Request, tx: Database): Promise<VerifiedTaxiPhone | null>;
  /** Deletes the account and its personal data (outbox messages to them included), anonymises its bookings, revokes its tokens. */
  eraseByPhone(tx: Database, phone: VerifiedTaxiPhone): Promise<TaxiErasureResult>;
}

/** The taxi feature's implementation (features/taxi/server/erasure.ts). */
export const taxiServiceEraser: TaxiAccountEraser = {
  verifiedPhone: (request, tx) => verifiedTaxiPhone(request, tx),
  eraseByPhone: (tx, phone) => eraseTaxiAccount(tx, phone),
};

/** The eraser data requests use; tests pass their own. */
export function taxiAccountEraser(): TaxiAccountEraser {
  return taxiServiceEraser;
}

/**
 * Erasure by a proven email address (features/forms/server/erasure.ts): the address is removed from the taxi
 * accounts and bookings that carry it. The account itself is keyed by its phone, which the address does not
 * prove: it is deleted only through `eraseByPhone`.
 */
export function eraseTaxiEmailFields(
  tx: Database,
  email: string,
): Promise<{ usersAnonymised: number; bookingsAnonymised: number }> {
  return eraseTaxiEmail(tx, email);
}
