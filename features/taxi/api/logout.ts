import { taxiRequest } from './http';

/** POST /v2/taxi-imperial/logout (bearer): revokes the token on the server. */

export async function logoutTaxi(apiBase: string, token: string): Promise<void> {
  await taxiRequest({ apiBase, path: '/logout', method: 'POST', token, schema: 'any' });
}
