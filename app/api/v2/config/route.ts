import { getClientConfiguration } from '@/features/client-configuration/server';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = withApiErrors(async () => {
  const configuration = await getClientConfiguration();
  return Response.json(configuration, {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
  });
});
