import type { HealthResponse } from '@/lib/http/openapi-platform';
import { withApiErrors } from '@/lib/http/handler';
import { pingDb } from '@/lib/server/db';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withApiErrors(async () => {
  const db = await pingDb();
  const body: HealthResponse = db === 'ok' ? { status: 'ok', db } : { status: 'degraded', db };
  return Response.json(body, { status: db === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
