import type { onRequestHookHandler, onRouteHookHandler, RouteOptions } from 'fastify';
import { errorEnvelopeSchema } from '@kuber/shared';

/**
 * Who may call a route: anyone; anyone, with the shopper read when a session is sent;
 * a signed-in user; an admin.
 */
export type Access = 'public' | 'optional' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

interface Guards {
  requireUser: onRequestHookHandler;
  requireAdmin: onRequestHookHandler;
  optionalUser: onRequestHookHandler;
}

type Schema = {
  response?: Record<string, unknown>;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  security?: unknown;
};

function withResponses(route: RouteOptions, statuses: number[]): void {
  const schema = (route.schema ??= {}) as Schema;
  if (!schema.response) return;
  // A copy: routes often share one `response` object, and each route's refusals are its own.
  schema.response = { ...schema.response };
  for (const status of statuses) schema.response[status] ??= errorEnvelopeSchema;
}

/**
 * onRoute hook for a scope of routes: each route gets the guard of its access
 * (`config.access`, else the scope's), run before the body is read, and the OpenAPI
 * description says so (bearer scheme, 401 and 403 answers). The admin guard is thus
 * applied once, where the admin routes are mounted.
 */
export function routeAccess(guards: Guards, scopeAccess: Access = 'public'): onRouteHookHandler {
  const guardOf: Record<Access, onRequestHookHandler | undefined> = {
    public: undefined,
    optional: guards.optionalUser,
    user: guards.requireUser,
    admin: guards.requireAdmin,
  };
  return (route) => {
    const access = route.config?.access ?? scopeAccess;
    route.config = { ...route.config, access };
    const guard = guardOf[access];
    if (!guard) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing];
    const schema = route.schema as Schema | undefined;
    if (!schema?.response) return;
    // An optional session: the route answers without one, and differently with one.
    schema.security = access === 'optional' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
    if (access !== 'optional') withResponses(route, access === 'admin' ? [401, 403] : [401]);
  };
}

/**
 * onRoute hook for the whole API: the refusals every route of a kind can give are
 * documented with the error envelope (bad input 400; a body too large or of the wrong
 * type 413 and 415; a path naming nothing 404).
 */
export const documentRefusals: onRouteHookHandler = (route) => {
  const schema = route.schema as Schema | undefined;
  if (!schema) return;
  const statuses: number[] = [];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (schema.body) statuses.push(413, 415);
  if (schema.params) statuses.push(404);
  withResponses(route, statuses);
};
