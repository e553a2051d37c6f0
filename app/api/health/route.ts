import type { HealthResponse } from '@/lib/http/openapi-platform';
import { withApiErrors } from '@/lib/http/handler';
import { getHealth } from '@/features/health/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withApiErrors(async () => {
  const { status } = await getHealth();
  const body: HealthResponse = status === 'ok' ? { status: 'ok', db: 'ok' } : { status: 'degraded', db: 'down' };
  return Response.json(body, { status: status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
});
