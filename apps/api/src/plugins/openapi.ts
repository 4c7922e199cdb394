import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** What each status means for every route: the routes' own schemas give the shapes. */
const RESPONSES: Record<string, string> = {
  200: 'Done: the envelope, with the answer as data',
  201: 'Made: the envelope, with what was made as data',
  204: 'Done, with nothing to answer',
  302: 'Sent on to another address',
  400: 'Bad input: a clear message, and the fields at fault',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed: an admin’s route, a disabled account, or a second factor still to pass',
  404: 'Nothing of that name (or not the caller’s)',
  409: 'Clashes with what is there now: a stale version, sold out, or already exists',
  413: 'The body is too large',
  415: 'The body is not of a type the route takes',
  422: 'Understood, but cannot be done as asked',
  429: 'Too many tries: wait as Retry-After says',
  503: 'Not ready: a part the store needs does not answer',
};

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string }>;
};

/** get /api/products/slug/{slug} → getProductsSlugBySlug: one name per operation, made from its address. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(.+)\}$/.exec(part);
      const word = (param ? `by-${param[1]}` : part).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) =>
        (c ?? '').toUpperCase(),
      );
      return word.charAt(0).toUpperCase() + word.slice(1);
    });
  return method.toLowerCase() + words.join('');
}

/**
 * The finishing touches every operation gets, so the document passes Redocly's recommended rules:
 * an operationId, `security: []` on a route anyone may call (the others name the bearer scheme,
 * lib/route-access.ts), and each response described by its status.
 */
export function finishDocument<T extends { paths?: object }>(document: T): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!response.description || response.description === 'Default Response') {
          response.description = RESPONSES[status] ?? 'See the message';
        }
      }
    }
  }
  return document;
}

/** The OpenAPI document written from the routes' schemas, and its pages at /api/docs. */
export async function openApi(app: FastifyInstance, storeName: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${storeName} API`,
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Every answer is the envelope { success, message, data, timestamp }; refusals carry data: null, a code and, for bad input, errors per field.',
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
    transformObject: (document) => ('openapiObject' in document ? finishDocument(document.openapiObject) : {}),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
