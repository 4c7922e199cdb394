import {
  adminPageSchema,
  adminUserDetailSchema,
  adminUserSchema,
  adminUsersQuery,
  deletedUserSchema,
  idParams,
  userRoleSchema,
  userStatusSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { UsersService } from './users.service.js';

const tags = ['admin'];

/** Mounted under /api/admin, behind the admin guard. */
export function usersAdminRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users',
      {
        schema: {
          summary: 'Users, filtered and paged',
          tags,
          querystring: adminUsersQuery,
          response: okResponse(adminPageSchema(adminUserSchema)),
        },
      },
      async (req) => ok(await users.list(req.query)),
    );
    app.get(
      '/users/:id',
      {
        schema: {
          summary: 'A user with their orders and referrals',
          tags,
          params: idParams,
          response: okResponse(adminUserDetailSchema),
        },
      },
      async (req) => ok(await users.detail(req.params.id)),
    );
    app.put(
      '/users/:id/status',
      {
        schema: {
          summary: 'Enable or disable an account',
          tags,
          params: idParams,
          body: userStatusSchema,
          response: { ...okResponse(adminUserSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await users.setEnabled(actor(req).id, req.params.id, req.body.enabled), 'User status updated'),
    );
    app.put(
      '/users/:id/role',
      {
        schema: {
          summary: 'Change a user’s role',
          tags,
          params: idParams,
          body: userRoleSchema,
          response: { ...okResponse(adminUserSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await users.setRole(actor(req).id, req.params.id, req.body.role), 'User role updated'),
    );
    app.delete(
      '/users/:id',
      {
        schema: {
          summary: 'Delete an account (anonymised when it has orders)',
          tags,
          params: idParams,
          response: { ...okResponse(deletedUserSchema), ...errorResponses(409) },
        },
      },
      async (req) => {
        const deleted = await users.remove(actor(req).id, req.params.id);
        return ok(
          deleted,
          deleted.anonymised ? 'User deleted; their orders are kept under an anonymised account' : 'User deleted',
        );
      },
    );
  };
}
