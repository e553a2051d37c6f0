import { formHandler, dataRequestEndpoint } from '@/features/forms/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/data-requests (docs/forms.md). */
export const POST = formHandler(dataRequestEndpoint());
