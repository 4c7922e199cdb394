import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/lib/errors.js';
import type { AuthService, AuthUser } from './auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearer(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match) throw new AppError('UNAUTHORISED', 'Please log in to continue');
  return match[1]!;
}

/** onRequest hooks (they run before the body is read) that put the acting user on the request. */
export function guards(auth: AuthService) {
  const requireUser = async (req: FastifyRequest) => {
    req.user = await auth.authenticate(bearer(req));
  };
  const requireAdmin = async (req: FastifyRequest) => {
    await requireUser(req);
    if (req.user!.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Admin access required');
    if (req.user!.mfaEnabled && req.user!.aal !== 'aal2')
      throw new AppError('MFA_REQUIRED', 'Enter the code from your authenticator app to continue');
  };
  /** Reads a session when one is sent; a missing or stale token just means a visitor. */
  const optionalUser = async (req: FastifyRequest) => {
    req.user = null;
    if (!req.headers.authorization) return;
    req.user = await auth.authenticate(bearer(req)).catch(() => null);
  };
  return { requireUser, requireAdmin, optionalUser };
}

/** The acting user of a guarded route. */
export function actor(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('UNAUTHORISED', 'Please log in to continue');
  return req.user;
}
