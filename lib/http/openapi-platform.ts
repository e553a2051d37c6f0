import { z } from 'zod';
import { errorResponses, type OpenApiRegistry } from './openapi';

/** Endpoints that belong to no feature: health, the captcha's challenges and this API's own description. */

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

const captchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    expiresAt: z.number().int(),
  }),
  signature: z.string(),
});

export function registerPlatformApi(registry: OpenApiRegistry): void {
  registry.registerTag('platform', 'Service health and the description of this API');
  registry.registerSchema('Health', healthResponseSchema);
  registry.registerPath({
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Service health',
    description: 'Whether the service and its database answer. Never cached.',
    tags: ['platform'],
    responses: {
      200: { description: 'Healthy', schema: healthResponseSchema },
      503: { description: 'Degraded: the database does not answer', schema: healthResponseSchema },
      ...errorResponses(500),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/captcha/challenge',
    operationId: 'getCaptchaChallenge',
    summary: 'An ALTCHA proof-of-work challenge',
    description:
      'For the forms and the taxi sign-in code when CAPTCHA_PROVIDER is altcha (the default); 404 otherwise. ' +
      'Find the counter whose PBKDF2 key starts with `keyPrefix`, then send base64(JSON {challenge, solution}) ' +
      'as `captchaToken`. Signed, valid 10 minutes, good for one submission. 30 per minute per client (429). ' +
      'Never cached.',
    tags: ['platform'],
    responses: {
      200: { description: 'A signed challenge', schema: captchaChallengeSchema },
      ...errorResponses(404, 429, 500),
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v2/openapi.json',
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tags: ['platform'],
    responses: {
      200: { description: 'The OpenAPI document', schema: openApiDocumentSchema },
      ...errorResponses(500),
    },
  });
}
