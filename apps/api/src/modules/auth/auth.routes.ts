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
  registrationSchema,
  resetPasswordSchema,
  sessionDeliveryQuery,
  sessionSchema,
  totpCodeSchema,
  userSchema,
} from '@kuber/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { AppError, invalid } from '#api/lib/errors.js';
import type { AuthService, IssuedSession } from './auth.service.js';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from './devices.js';
import { actor } from './auth.plugin.js';
import type { MfaService } from './mfa.service.js';
import { ADDRESS_COST, type AuthThrottle } from './throttle.js';
import type { TokenSigner } from './tokens.js';
import type { UsersService } from '../users/users.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route spends of the client address's auth budget. */
    authCost?: number;
  }
}

/** The app inside a route plugin, with the zod type provider. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface Deps {
  auth: AuthService;
  mfa: MfaService;
  users: UsersService;
  signer: TokenSigner;
  throttle: AuthThrottle;
  /** The store's own address, for links in mails. */
  publicUrl: () => string;
}

/** The refresh token's cookie: sent only to the auth routes, never readable by a script. */
export const REFRESH_COOKIE = 'kf_refresh';
const REFRESH_COOKIE_PATH = '/api/auth';

const factorParams = z.object({ id: z.uuid('Factor not found') });
const tags = ['auth'];
const signedIn = { access: 'user' } as const;
const limited = { authCost: ADDRESS_COST.full };
/** Log-in and sign-up answers: the session, or why not (401 wrong credentials, 403 disabled, 429 too many tries). */
const sessionAnswer = (status: 200 | 201 = 200) => ({
  ...okResponse(sessionSchema, status),
  ...errorResponses(401, 403, 429),
});
const noData = okResponse(z.null());

function cookieOptions(req: FastifyRequest) {
  // req.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
  return { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: req.protocol === 'https' } as const;
}

/** Answers a new session: the refresh token goes in the cookie, and in the body only when asked for; a completed log-in renews the device cookie. */
function sessionEnvelope(req: FastifyRequest, reply: FastifyReply, issued: IssuedSession, message: string) {
  reply.setCookie(REFRESH_COOKIE, issued.refreshToken, {
    ...cookieOptions(req),
    maxAge: issued.refreshMaxAgeSeconds ?? undefined,
  });
  if (issued.deviceCookie) {
    reply.setCookie(DEVICE_COOKIE, issued.deviceCookie, {
      ...cookieOptions(req),
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
  }
  const { refresh_token_in_body: inBody } = req.query as z.infer<typeof sessionDeliveryQuery>;
  return ok(inBody ? { ...issued.session, refresh_token: issued.refreshToken } : issued.session, message);
}

export function authRoutes(deps: Deps): FastifyPluginAsyncZod {
  const { throttle } = deps;
  return async (app) => {
    // One budget per client address for every auth route, spent before anything else is done.
    app.addHook('onRequest', async (req) => {
      const cost = req.routeOptions.config.authCost;
      if (cost) await throttle.spendAddressBudget(req.ip, cost);
    });
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    signUpAndLogInRoutes(app, deps);
    sessionRoutes(app, deps);
    factorRoutes(app, deps);
    providerRoutes(app);
  };
}

/** Why the hosted auth service's sign-in-with-a-provider calls are refused. */
export const NO_PROVIDERS =
  'Signing in with Google, Facebook or another provider is not offered: please log in with your email or phone and password.';

/**
 * The hosted auth service's calls for signing in with another provider (Google, Facebook), which
 * the original client makes: answered with a clear refusal rather than an unknown address. They
 * answer under /auth as the other auth calls do, and without it as the service did.
 */
function providerRoutes(app: ZodApp) {
  const refused = (summary: string) => ({ schema: { summary, tags, response: errorResponses(400) } });
  const refuse = async () => {
    throw invalid(NO_PROVIDERS);
  };
  for (const prefix of ['', '/auth']) {
    app.get(`${prefix}/authorize`, refused('Sign in with a provider: not offered'), refuse);
    app.get(`${prefix}/user/identities/authorize`, refused('Link a provider to the account: not offered'), refuse);
    app.delete(`${prefix}/user/identities/:identityId`, refused('Unlink a provider: none is ever linked'), refuse);
  }
}

/** Signing up and logging in (shoppers by email or phone, the admin by email): each answers a new session. */
function signUpAndLogInRoutes(app: ZodApp, { auth }: Deps) {
  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        summary: 'Sign up, with a referral code if given',
        tags,
        querystring: sessionDeliveryQuery,
        body: registerSchema,
        response: { ...okResponse(registrationSchema, 201), ...errorResponses(409, 429) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      const { referral, ...issued } = await auth.register(req.body, { deviceCookie: req.cookies[DEVICE_COOKIE] });
      const envelope = sessionEnvelope(req, reply, issued, 'Registration successful');
      // The referral code's outcome beside the session: a code that could not be applied is said so, never refused.
      return { ...envelope, data: { ...envelope.data, referral } };
    },
  );

  // Email, phone and the back office's log-in differ only in the body they take and who may pass.
  const logIn = (
    url: string,
    summary: string,
    body: typeof emailLoginSchema | typeof phoneLoginSchema,
    adminOnly = false,
  ) =>
    app.post(
      url,
      {
        config: limited,
        schema: { summary, tags, querystring: sessionDeliveryQuery, body, response: sessionAnswer() },
      },
      async (req, reply) =>
        sessionEnvelope(
          req,
          reply,
          await auth.login(req.body, { address: req.ip, deviceCookie: req.cookies[DEVICE_COOKIE], adminOnly }),
          'Login successful',
        ),
    );
  logIn('/auth/login', 'Log in with email and password', emailLoginSchema);
  logIn('/auth/phone/login', 'Log in with phone number and password', phoneLoginSchema);
  logIn('/admin/auth/login', 'Log in to the back office (admins only)', emailLoginSchema, true);
}

/** A session's life after log-in: refreshing, signing out, a forgotten password, who is signed in, and the keys that verify its tokens. */
function sessionRoutes(app: ZodApp, { auth, users, signer, publicUrl }: Deps) {
  app.post(
    '/auth/token',
    {
      // Refreshing is routine for every open tab; many shoppers may share one address (mobile networks).
      config: { authCost: ADDRESS_COST.refresh },
      schema: {
        summary: 'Exchange a refresh token for a new session',
        tags,
        querystring: sessionDeliveryQuery.extend({
          grant_type: z.literal('refresh_token', { error: 'grant_type must be refresh_token' }),
        }),
        // The browser sends no body: its refresh token travels in the cookie.
        body: refreshSchema,
        security: [{ refreshCookie: [] }, {}],
        response: sessionAnswer(),
      },
    },
    async (req, reply) => {
      const token = req.body?.refresh_token ?? req.cookies[REFRESH_COOKIE];
      try {
        if (!token) throw new AppError('UNAUTHORISED', 'Your session has ended. Please log in again.');
        return sessionEnvelope(req, reply, await auth.refresh(token), 'Token refreshed');
      } catch (err) {
        // A refresh token that no longer works is of no use to keep.
        if (err instanceof AppError && err.status === 401) reply.clearCookie(REFRESH_COOKIE, cookieOptions(req));
        throw err;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      config: signedIn,
      schema: {
        summary: 'Log out: end the session and its refresh token',
        tags,
        querystring: z.object({ scope: z.enum(['local', 'global']).default('local') }),
        response: noData,
      },
    },
    async (req, reply) => {
      await auth.logout(actor(req), req.query.scope);
      reply.clearCookie(REFRESH_COOKIE, cookieOptions(req));
      return ok(null, 'Signed out');
    },
  );

  app.post(
    '/auth/recover',
    {
      config: limited,
      schema: {
        summary: 'Ask for a password-reset mail',
        tags,
        body: recoverSchema,
        response: { ...noData, ...errorResponses(429) },
      },
    },
    async (req) => {
      await auth.recover(req.body.email, publicUrl());
      return ok(null, 'If an account exists for this email, we have sent a link to reset the password.');
    },
  );

  app.post(
    '/auth/reset',
    {
      config: limited,
      schema: {
        summary: 'Set a new password with a reset token',
        tags,
        body: resetPasswordSchema,
        response: { ...noData, ...errorResponses(429) },
      },
    },
    async (req) => {
      await auth.resetPassword(req.body.token, req.body.password);
      return ok(null, 'Your password has been changed. Please log in with the new password.');
    },
  );

  app.get(
    '/auth/me',
    { config: signedIn, schema: { summary: 'The signed-in user', tags, response: okResponse(userSchema) } },
    async (req) => ok(await users.get(actor(req).id)),
  );

  app.get(
    '/.well-known/jwks.json',
    { schema: { summary: 'The public keys that verify access tokens (JWKS)', tags, response: { 200: jwksSchema } } },
    async (_req, reply) => {
      // Short, so a verifier elsewhere learns a new key soon after a rotation.
      reply.header('cache-control', 'public, max-age=300');
      return { keys: signer.publicJwks } as z.infer<typeof jwksSchema>;
    },
  );
}

/** Two-step verification: the signed-in shopper's authenticator apps, and the codes that finish a log-in. */
function factorRoutes(app: ZodApp, { mfa }: Deps) {
  app.get(
    '/auth/factors',
    {
      config: signedIn,
      schema: { summary: 'The signed-in user’s authenticator apps', tags, response: okResponse(z.array(factorSchema)) },
    },
    async (req) => ok(await mfa.list(actor(req))),
  );

  app.post(
    '/auth/factors',
    {
      config: { ...limited, ...signedIn },
      schema: {
        summary: 'Add an authenticator app (TOTP): its QR code and key',
        tags,
        body: z.object({
          factor_type: z.literal('totp', { error: 'Only totp factors are supported' }),
          friendly_name: z.string().trim().min(1).max(60).default('Authenticator app'),
        }),
        response: { ...okResponse(enrolledFactorSchema), ...errorResponses(403, 429) },
      },
    },
    async (req) => ok(await mfa.enrol(actor(req), req.body.friendly_name)),
  );

  app.post(
    '/auth/factors/:id/challenge',
    {
      config: { ...limited, ...signedIn },
      schema: {
        summary: 'Start a second-factor check',
        tags,
        params: factorParams,
        response: { ...okResponse(challengeSchema), ...errorResponses(429) },
      },
    },
    async (req) => ok(await mfa.challenge(actor(req), req.params.id)),
  );

  app.post(
    '/auth/factors/:id/verify',
    {
      config: { ...limited, ...signedIn },
      // 401: too many wrong codes ended a half-finished log-in; 429: the factor's hour of tries is spent.
      schema: {
        summary: 'Verify a second-factor code',
        tags,
        querystring: sessionDeliveryQuery,
        params: factorParams,
        body: totpCodeSchema,
        response: { ...okResponse(sessionSchema), ...errorResponses(401, 429) },
      },
    },
    async (req, reply) =>
      sessionEnvelope(
        req,
        reply,
        await mfa.verify(actor(req), req.params.id, req.body.challenge_id, req.body.code, req.cookies[DEVICE_COOKIE]),
        'Verified',
      ),
  );

  app.delete(
    '/auth/factors/:id',
    {
      config: { ...limited, ...signedIn },
      schema: {
        summary: 'Remove an authenticator app',
        tags,
        params: factorParams,
        response: { ...noData, ...errorResponses(403, 429) },
      },
    },
    async (req) => {
      await mfa.remove(actor(req), req.params.id);
      return ok(null, 'Two-step verification removed');
    },
  );
}
