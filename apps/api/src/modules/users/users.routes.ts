import { profileUpdateSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { AuthService } from '../auth/auth.service.js';
import { actor, guards } from '../auth/auth.plugin.js';
import type { UsersService } from './users.service.js';

export function usersRoutes(users: UsersService, auth: AuthService): FastifyPluginAsyncZod {
  const { requireUser } = guards(auth);
  return async (app) => {
    app.addHook('onRequest', requireUser);
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.get('/users/profile', { schema: { tags: ['users'] } }, async (req) => ok(await users.get(actor(req).id)));
    app.put('/users/profile', { schema: { tags: ['users'], body: profileUpdateSchema } }, async (req) =>
      ok(await users.updateProfile(actor(req).id, req.body), 'Profile updated successfully'),
    );
  };
}
