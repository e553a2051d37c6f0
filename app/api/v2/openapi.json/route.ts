import { withApiErrors } from '@/lib/http/handler';
import { getOpenApiDocument } from './openapi-document';

export const runtime = 'nodejs';

export const GET = withApiErrors(() =>
  Response.json(getOpenApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
);
