import { documentParamsSchema, documentQuerySchema } from '@/features/content/entry-schemas';
import { documentPdf } from '@/features/content/server';
import { notFound } from '@/lib/http/errors';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** GET /api/v2/documents/{id}?lang=: a known document as PDF (features/content/openapi.ts). */
export const GET = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const parsedId = documentParamsSchema.safeParse(await params);
  if (!parsedId.success) throw notFound('No such document.');
  const { lang } = parseSearchParams(request, documentQuerySchema);
  const pdf = await documentPdf(parsedId.data.id, lang);
  if (!pdf) throw notFound('No such document.');
  return new Response(Buffer.from(pdf.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${pdf.fileName}"`,
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
