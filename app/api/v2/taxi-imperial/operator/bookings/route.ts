import { assertOperator, dispatchIfEnabled, listForOperator } from '@/features/taxi/server';
import { operatorListQuerySchema } from '@/features/taxi/schemas';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';
import { getDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET operator/bookings?status=nueva (X-Api-Key): the bookings the taxi company has to handle. */
export const GET = withApiErrors(async (request: Request) => {
  assertOperator(request);
  const { status } = parseSearchParams(request, operatorListQuerySchema);
  const db = getDb();
  await dispatchIfEnabled(db);
  return Response.json({ bookings: await listForOperator(db, status) }, { headers: { 'Cache-Control': 'no-store' } });
});
