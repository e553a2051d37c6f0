import { formHandler, newsletterEndpoint } from '@/features/forms/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/newsletter (docs/forms.md). */
export const POST = formHandler(newsletterEndpoint);
