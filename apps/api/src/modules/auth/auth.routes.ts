import { z } from 'zod';
import {
  challengeSchema,
  emailLoginSchema,
  enrolledFactorSchema,
  factorSchema,
  jwksSchema,
  phoneLoginSchema,
  recoverSchema,
  refreshSchema,
  registerSchema,
  resetPasswordSchema,
  sessionSchema,
  totpCodeSchema,
  userSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, refusals } from '../../lib/answers.js';
import { ok } from '../../lib/envelope.js';
import type { AuthService } from './auth.service.js';
import { actor } from './auth.plugin.js';
import type { MfaService } from './mfa.service.js';
import type { TokenSigner } from './tokens.js';
import type { UsersService } from '../users/users.service.js';

interface Deps {
  auth: AuthService;
  mfa: MfaService;
  users: UsersService;
  signer: TokenSigner;
  rateLimit: number;
  publicUrl?: string;
}

const factorParams = z.object({ id: z.uuid('Factor not found') });
const tags = ['auth'];
const signedIn = { access: 'user' } as const;
/** Log-in and sign-up answers: the session, or why not (401 wrong credentials, 403 disabled, 429 too many tries). */
const sessionAnswer = (status: 200 | 201 = 200) => ({ ...answer(sessionSchema, status), ...refusals(401, 403, 429) });
const noData = answer(z.null());

export function authRoutes({ auth, mfa, users, signer, rateLimit, publicUrl }: Deps): FastifyPluginAsyncZod {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  // Refreshing is routine for every open tab; many shoppers may share one address (mobile networks).
  const refreshLimited = { rateLimit: { max: rateLimit * 10, timeWindow: '1 minute' } };
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/auth/register', { config: limited, schema: { tags, body: registerSchema, response: { ...answer(sessionSchema, 201), ...refusals(409, 429) } } }, async (req, reply) => {
      reply.code(201);
      return ok(await auth.register(req.body), 'Registration successful');
    });

    app.post('/auth/login', { config: limited, schema: { tags, body: emailLoginSchema, response: sessionAnswer() } }, async (req) =>
      ok(await auth.login(req.body), 'Login successful'),
    );

    app.post('/auth/phone/login', { config: limited, schema: { tags, body: phoneLoginSchema, response: sessionAnswer() } }, async (req) =>
      ok(await auth.login(req.body), 'Login successful'),
    );

    app.post('/admin/auth/login', { config: limited, schema: { tags, body: emailLoginSchema, response: sessionAnswer() } }, async (req) =>
      ok(await auth.login(req.body, { adminOnly: true }), 'Login successful'),
    );

    app.post(
      '/auth/token',
      {
        config: refreshLimited,
        schema: {
          tags,
          querystring: z.object({ grant_type: z.literal('refresh_token', { error: 'grant_type must be refresh_token' }) }),
          body: refreshSchema,
          response: sessionAnswer(),
        },
      },
      async (req) => ok(await auth.refresh(req.body.refresh_token), 'Token refreshed'),
    );

    app.post(
      '/auth/logout',
      { config: signedIn, schema: { tags, querystring: z.object({ scope: z.enum(['local', 'global']).default('local') }), response: noData } },
      async (req) => {
        await auth.logout(actor(req), req.query.scope);
        return ok(null, 'Signed out');
      },
    );

    app.post('/auth/recover', { config: limited, schema: { tags, body: recoverSchema, response: { ...noData, ...refusals(429) } } }, async (req) => {
      await auth.recover(req.body.email, publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`);
      return ok(null, 'If an account exists for this email, we have sent a link to reset the password.');
    });

    app.post('/auth/reset', { config: limited, schema: { tags, body: resetPasswordSchema, response: { ...noData, ...refusals(429) } } }, async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return ok(null, 'Your password has been changed. Please log in with the new password.');
    });

    app.get('/auth/me', { config: signedIn, schema: { tags, response: answer(userSchema) } }, async (req) => ok(await users.get(actor(req).id)));

    app.get('/.well-known/jwks.json', { schema: { tags, response: { 200: jwksSchema } } }, async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { keys: [signer.publicJwk] } as z.infer<typeof jwksSchema>;
    });

    app.get('/auth/factors', { config: signedIn, schema: { tags, response: answer(z.array(factorSchema)) } }, async (req) => ok(await mfa.list(actor(req))));

    app.post(
      '/auth/factors',
      {
        config: signedIn,
        schema: {
          tags,
          body: z.object({ factor_type: z.literal('totp', { error: 'Only totp factors are supported' }), friendly_name: z.string().trim().min(1).max(60).default('Authenticator app') }),
          response: { ...answer(enrolledFactorSchema), ...refusals(403) },
        },
      },
      async (req) => ok(await mfa.enrol(actor(req), req.body.friendly_name)),
    );

    app.post('/auth/factors/:id/challenge', { config: signedIn, schema: { tags, params: factorParams, response: answer(challengeSchema) } }, async (req) =>
      ok(await mfa.challenge(actor(req), req.params.id)),
    );

    app.post(
      '/auth/factors/:id/verify',
      { config: { ...limited, ...signedIn }, schema: { tags, params: factorParams, body: totpCodeSchema, response: { ...answer(sessionSchema), ...refusals(429) } } },
      async (req) => ok(await mfa.verify(actor(req), req.params.id, req.body.challenge_id, req.body.code), 'Verified'),
    );

    app.delete('/auth/factors/:id', { config: signedIn, schema: { tags, params: factorParams, response: { ...noData, ...refusals(403) } } }, async (req) => {
      await mfa.remove(actor(req), req.params.id);
      return ok(null, 'Two-step verification removed');
    });
  };
}
