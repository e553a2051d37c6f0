import * as z from 'zod/mini';
import type { TaxiUser } from '../store';
import { taxiRequest } from './http';

/** GET /v2/taxi-imperial/me (bearer) → {user:{name}, phone, phone_country_code} */

export const meResponseSchema = z.object({
  user: z.object({ name: z.nullish(z.string()), email: z.nullish(z.string()) }),
  phone: z.string(),
  phone_country_code: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export function fetchMe(apiBase: string, token: string, signal?: AbortSignal): Promise<MeResponse> {
  return taxiRequest({ apiBase, path: '/me', token, schema: meResponseSchema, signal });
}

/** The store's user from the profile answer. */
export function userFromMe(me: MeResponse): TaxiUser {
  return { name: me.user.name ?? '', email: me.user.email ?? undefined, phone: me.phone, phoneCountryCode: me.phone_country_code };
}
