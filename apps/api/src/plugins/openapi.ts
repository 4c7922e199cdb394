import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document written from the routes' schemas, and its pages at /api/docs. */
export async function openApi(app: FastifyInstance, storeName: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${storeName} API`,
        version: '1.0.0',
        description:
          'Every answer is the envelope { success, message, data, timestamp }; refusals carry code and, for bad input, errors per field.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Browsers refresh with this HttpOnly cookie, set by the log-in answers for /api/auth; other clients send the token in the body.
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'kf_refresh' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
