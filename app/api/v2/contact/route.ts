import { formHandler, contactEndpoint } from '@/features/forms/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/contact (docs/forms.md). */
export const POST = formHandler(contactEndpoint);
