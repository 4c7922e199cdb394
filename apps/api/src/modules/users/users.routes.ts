import { profileUpdateSchema, userSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { UsersService } from './users.service.js';

/** The signed-in user's own profile; mounted behind the sign-in guard. */
export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/profile',
      { schema: { summary: 'The signed-in user’s profile', tags: ['users'], response: okResponse(userSchema) } },
      async (req) => ok(await users.get(actor(req).id)),
    );
    app.put(
      '/users/profile',
      {
        schema: {
          summary: 'Change the profile’s name and phone',
          tags: ['users'],
          body: profileUpdateSchema,
          response: { ...okResponse(userSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await users.updateProfile(actor(req).id, req.body), 'Profile updated successfully'),
    );
  };
}
