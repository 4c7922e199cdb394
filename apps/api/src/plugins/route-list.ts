import type { FastifyInstance } from 'fastify';
import { documentRefusals, type Access } from '#api/lib/route-access.js';

/** A route as registered, for the docs and the tests that must cover every route. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
  }
}

/** Documents each route's refusals and keeps the list of routes as they are registered (app.routeList). */
export function listRoutes(app: FastifyInstance) {
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', documentRefusals);
  app.addHook('onRoute', (route) => {
    // Read later: a scope's own access hook runs after this one (onRoute hooks run parent first).
    for (const method of [route.method].flat()) {
      routeList.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
}
