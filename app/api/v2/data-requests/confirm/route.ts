import { confirmErasureRequest } from '@/features/forms/server';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/data-requests/confirm `{ request, token }`: carries out a deletion request from its mailed link (docs/forms.md). */
export const POST = withApiErrors(confirmErasureRequest);
