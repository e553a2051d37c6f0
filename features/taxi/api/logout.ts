import * as z from 'zod/mini';
import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/logout (bearer): revokes the token on the server. */

const logoutResponseSchema = z.unknown();

export async function logoutTaxi(apiBase: string, token: string): Promise<void> {
  await taxiRequest({ apiBase, path: '/logout', method: 'POST', token, schema: logoutResponseSchema });
}
