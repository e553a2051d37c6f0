import { appErrorResponse } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';

export const runtime = 'nodejs';

/** Any path under /api that no endpoint serves: the API's JSON error shape, never an HTML page. */
function unknownEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url);
  return appErrorResponse(
    notFound(`No endpoint at ${request.method} ${pathname.slice(0, 200)}. See /api/v2/openapi.json.`),
  );
}

export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
