import { revokeToken, taxiRoute } from '@/features/taxi/server';
import { unauthorized } from '@/lib/http/errors';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST logout (bearer): revokes the token. Repeating it is harmless. */
export const POST = taxiRoute(async (request, _context, { t }) => {
  if (!/^Bearer\s+\S+/.test(request.headers.get('authorization') ?? '')) throw unauthorized(t('unauthorized'));
  await revokeToken(getDb(), request);
  return Response.json({ status: true }, { headers: { 'Cache-Control': 'no-store' } });
});
