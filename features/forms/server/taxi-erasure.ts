import 'server-only';
import type { Database } from '@/lib/server/db';

/*
 * The seam between a personal-data deletion request and the taxi service (issue 7 × issue 4).
 * A taxi user who proves their phone (the taxi sign-in: OTP → bearer access token) has their
 * account and personal data deleted at once, and their bookings anonymised.
 *
 * The taxi tables belong to features/taxi. Until that feature provides an implementation, the
 * default below finds nobody, so the request is recorded and answered by the data-protection team
 * within its legal deadline. To wire it: implement `TaxiAccountEraser` in features/taxi/server,
 * export it from features/taxi/server/index.ts, and pass it to `setTaxiAccountEraser` (see
 * docs/forms.md).
 */

export interface VerifiedTaxiPhone {
  /** Digits, without country code. */
  phone: string;
  phoneCountryCode: string;
}

export interface TaxiErasureResult {
  accountDeleted: boolean;
  bookingsAnonymised: number;
}

export interface TaxiAccountEraser {
  /** The phone proven by the request's taxi access token (Authorization: Bearer …), or null. */
  verifiedPhone(request: Request, tx: Database): Promise<VerifiedTaxiPhone | null>;
  /** Deletes the account and its personal data, anonymises its bookings, revokes its tokens. */
  eraseByPhone(tx: Database, phone: VerifiedTaxiPhone): Promise<TaxiErasureResult>;
}

/** No taxi data available to this feature: nothing is verified, nothing erased. */
export const unavailableTaxiEraser: TaxiAccountEraser = {
  async verifiedPhone() {
    return null;
  },
  async eraseByPhone() {
    return { accountDeleted: false, bookingsAnonymised: 0 };
  },
};

const KEY = Symbol.for('eldorado.forms.taxi-eraser');

/** Installs the taxi implementation (process-wide configuration, set once at start-up). */
export function setTaxiAccountEraser(eraser: TaxiAccountEraser): void {
  (globalThis as Record<symbol, unknown>)[KEY] = eraser;
}

export function taxiAccountEraser(): TaxiAccountEraser {
  return ((globalThis as Record<symbol, unknown>)[KEY] as TaxiAccountEraser | undefined) ?? unavailableTaxiEraser;
}
