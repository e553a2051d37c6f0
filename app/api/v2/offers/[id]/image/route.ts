import { offerSvg } from '@/features/offers/artwork';
import { offerArtwork } from '@/features/offers/server';
import { echoableInput, notFound } from '@/lib/http/errors';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';

/** GET /api/v2/offers/{id}/image: the offer's generated SVG illustration. */
export const GET = withApiErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const art = await offerArtwork(id);
  if (!art) throw notFound(`No offer ${echoableInput(id) ?? 'with that id'}.`);
  return new Response(offerSvg(art), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
});
