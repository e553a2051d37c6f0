import { z } from 'zod';
import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import {
  establishmentDetailSchema,
  establishmentIdParamsSchema,
  establishmentItemSchema,
  establishmentListSchema,
  establishmentQuerySchema,
  localeParamSchema,
  mapPoiSchema,
  schedulePeriodSchema,
} from './schemas';

export function registerEstablishmentsApi(registry: OpenApiRegistry): void {
  registry.registerTag(
    'establishments',
    'Directory of El Dorado: restaurants, shops, VIP lounges, ATMs, exchange houses, car rental, airlines and authorities',
  );
  registry.registerSchema('SchedulePeriod', schedulePeriodSchema);
  registry.registerSchema('MapPoi', mapPoiSchema);
  registry.registerSchema('Establishment', establishmentItemSchema);
  registry.registerSchema('EstablishmentList', establishmentListSchema);
  registry.registerSchema('EstablishmentDetail', establishmentDetailSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/establishments',
    operationId: 'listEstablishments',
    summary: 'Establishments',
    description:
      'Filtered by name, area, category, subcategory, product, terminal, businessType (list slug) and openNow; sorted by ' +
      'name. `openNow` and `todayHours` are computed in Bogota time at the request. An unknown filter value answers 400 ' +
      'naming the field. Cacheable for 60 s.',
    tags: ['establishments'],
    query: establishmentQuerySchema,
    responses: {
      200: { description: 'One page of establishments', schema: establishmentListSchema },
      ...errorResponses(400, 500, 503),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/establishments/{id}',
    operationId: 'getEstablishment',
    summary: 'One establishment',
    description: 'By numeric id or slug, with the offers of the place valid today.',
    tags: ['establishments'],
    pathParams: establishmentIdParamsSchema,
    query: z.object({ locale: localeParamSchema }),
    responses: {
      200: { description: 'The establishment', schema: establishmentDetailSchema },
      ...errorResponses(400, 404, 500, 503),
    },
  });
}
