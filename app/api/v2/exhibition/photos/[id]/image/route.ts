import { photoSvg } from '@/features/exhibition/artwork';
import { photoArtwork } from '@/features/exhibition/server';
import { echoableInput, notFound } from '@/lib/http/errors';
import { withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';

/** GET /api/v2/exhibition/photos/{id}/image: generated round artwork standing in for an Oro Puro photo. */
export const GET = withApiErrors(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const art = await photoArtwork(id);
  if (!art) throw notFound(`No photo ${echoableInput(id) ?? 'with that id'}.`);
  return new Response(photoSvg(art.category, art.seed), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=604800, immutable' },
  });
});
