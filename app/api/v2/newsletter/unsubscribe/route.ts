import { unsubscribeNewsletter } from '@/features/forms/server';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/newsletter/unsubscribe `{ token }` (JSON, or form-encoded for one-click mail clients). */
export const POST = withApiErrors(unsubscribeNewsletter);
