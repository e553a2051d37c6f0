import { z } from 'zod';
import { getOffer, OFFERS_CACHE_CONTROL } from '@/features/offers/server';
import { OFFER_LOCALES } from '@/features/offers/schemas';
import { echoableInput, notFound } from '@/lib/http/errors';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({ locale: z.enum(OFFER_LOCALES).default('es') });

/** GET /api/v2/offers/{id}: one offer valid today, with its full text and terms. */
export const GET = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const { locale } = parseSearchParams(request, querySchema);
  const offer = await getOffer(id, locale);
  if (!offer) throw notFound(`No valid offer ${echoableInput(id) ?? 'with that id'}.`);
  return Response.json(offer, { headers: { 'Cache-Control': OFFERS_CACHE_CONTROL } });
});
