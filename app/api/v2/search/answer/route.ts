import { answerQuestion } from '@/features/chatbot/server';
import { askSchema } from '@/features/chatbot/schemas';
import { parseJsonBody, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/v2/search/answer: the assistant's answer from the site's content, with its sources. */
export const POST = withApiErrors(async (request: Request) => {
  const input = await parseJsonBody(request, askSchema, { maxBytes: 4_000 });
  return Response.json(await answerQuestion(input), { headers: { 'Cache-Control': 'no-store' } });
});
