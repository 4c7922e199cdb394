import { adminUsersQuery, idParams, userRoleSchema, userStatusSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { UsersService } from './users.service.js';

/** Mounted under /api/admin, behind the admin guard. */
export function usersAdminRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users', { schema: { tags: ['admin'], querystring: adminUsersQuery } }, async (req) => ok(await users.list(req.query)));
    app.put('/users/:id/status', { schema: { tags: ['admin'], params: idParams, body: userStatusSchema } }, async (req) =>
      ok(await users.setEnabled(actor(req).id, req.params.id, req.body.enabled), 'User status updated'),
    );
    app.put('/users/:id/role', { schema: { tags: ['admin'], params: idParams, body: userRoleSchema } }, async (req) =>
      ok(await users.setRole(actor(req).id, req.params.id, req.body.role), 'User role updated'),
    );
  };
}
