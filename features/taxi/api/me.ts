import type { TaxiUser } from '../store';
import { taxiRequest } from './http';
import type { TaxiResponse } from './response-schemas';

export type MeResponse = TaxiResponse<'me'>;

/** GET /v2/taxi-imperial/me (bearer) → {user:{name}, phone, phone_country_code} */

export function fetchMe(apiBase: string, token: string, signal?: AbortSignal): Promise<MeResponse> {
  return taxiRequest({ apiBase, path: '/me', token, schema: 'me', signal });
}

/** The store's user from the profile answer. */
export function userFromMe(me: MeResponse): TaxiUser {
  return {
    name: me.user.name ?? '',
    email: me.user.email ?? undefined,
    phone: me.phone,
    phoneCountryCode: me.phone_country_code,
  };
}
