import { z } from 'zod';
import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  OFFER_LOCALES,
  offerDetailSchema,
  offerIdParamsSchema,
  offerItemSchema,
  offerListSchema,
  offerQuerySchema,
} from './schemas';

export function registerOffersApi(registry: OpenApiRegistry): void {
  registry.registerTag('offers', 'Offers of the airport establishments for passengers and employees');
  registry.registerSchema('Offer', offerItemSchema);
  registry.registerSchema('OfferList', offerListSchema);
  registry.registerSchema('OfferDetail', offerDetailSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/offers',
    operationId: 'listOffers',
    summary: 'Offers valid today',
    description:
      'Filtered by audience, category, area, featured and establishment; featured first, then ending soonest. Expired offers are never listed.',
    tags: ['offers'],
    query: offerQuerySchema,
    responses: {
      200: { description: 'One page of offers', schema: offerListSchema },
      ...errorResponses(400, 500, 503),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/offers/{id}',
    operationId: 'getOffer',
    summary: 'One offer',
    description: 'The full offer and its terms; 404 when it does not exist or is not valid today.',
    tags: ['offers'],
    pathParams: offerIdParamsSchema,
    query: z.object({ locale: z.enum(OFFER_LOCALES).default('es') }),
    responses: { 200: { description: 'The offer', schema: offerDetailSchema }, ...errorResponses(400, 404, 500, 503) },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/offers/{id}/image',
    operationId: 'getOfferImage',
    summary: 'Offer illustration',
    description: 'The offer’s generated illustration (image/svg+xml).',
    tags: ['offers'],
    pathParams: offerIdParamsSchema,
    responses: { 200: { description: 'image/svg+xml' }, ...errorResponses(404, 500) },
  });
}
