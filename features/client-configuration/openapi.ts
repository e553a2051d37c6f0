import { errorResponses, type OpenApiRegistry } from '@/lib/http/openapi';
import { clientConfigurationSchema, localizedTextSchema } from './schemas';

export function registerConfigApi(registry: OpenApiRegistry): void {
  registry.registerTag('config', 'Client configuration of the site and the mobile app');
  registry.registerSchema('LocalizedText', localizedTextSchema);
  registry.registerSchema('ClientConfiguration', clientConfigurationSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/v2/config',
    operationId: 'getClientConfiguration',
    summary: 'Client configuration',
    description:
      'Business types, terminals, flight terminals, airport state, airport taxes, establishment types and ' +
      'subcategories, banners, pop-up dialogs, the home top banner and calling codes. Cacheable for 60 s.',
    tags: ['config'],
    responses: {
      200: { description: 'The client configuration', schema: clientConfigurationSchema },
      ...errorResponses(500, 503),
    },
  });
}
