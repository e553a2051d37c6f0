import { z } from 'zod';
import { DIRECTORY_CACHE_CONTROL, getEstablishmentItem } from '@/features/establishments/server';
import { localeParamSchema } from '@/features/establishments/schemas';
import { listOffers } from '@/features/offers/server';
import { echoableInput, notFound } from '@/lib/http/errors';
import { parseSearchParams, withApiErrors } from '@/lib/http/handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const querySchema = z.object({ locale: localeParamSchema });

/** GET /api/v2/establishments/{id}: one place (by id or slug) with its offers valid today. */
export const GET = withApiErrors(async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  const { locale } = parseSearchParams(request, querySchema);
  const item = await getEstablishmentItem(id, locale);
  if (!item) throw notFound(`No establishment ${echoableInput(id) ?? 'with that id'}.`);
  const offers = await listOffers({ establishment: item.id, featured: undefined, page: 1, pageSize: 50, locale });
  const detail = {
    ...item,
    offers: offers.items.map((o) => ({
      id: o.id,
      title: o.title,
      badge: o.badge,
      audience: o.audience,
      validUntil: o.validUntil,
    })),
  };
  return Response.json(detail, { headers: { 'Cache-Control': DIRECTORY_CACHE_CONTROL } });
});
