import { formHandler, pqrsEndpoint } from '@/features/forms/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/pqrs (docs/forms.md). */
export const POST = formHandler(pqrsEndpoint);
