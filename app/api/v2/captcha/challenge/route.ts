import { altchaChallengeResponse } from '@/lib/server/captcha';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/captcha/challenge → a signed ALTCHA proof-of-work challenge (404 unless ALTCHA is the captcha). */
export const GET = withApiErrors((request: Request) => altchaChallengeResponse(request));
