import type { ErrorCode } from '@kuber/shared';

const STATUS: Record<ErrorCode, number> = {
  INVALID: 400,
  UNAUTHORISED: 401,
  FORBIDDEN: 403,
  MFA_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type of the domain; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: { path: string; message: string }[],
    /** For RATE_LIMITED: when to try again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const invalid = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError('INVALID', message, errors);
export const conflict = (message: string) => new AppError('CONFLICT', message);

export function codeForStatus(status: number): ErrorCode {
  // The first code of a status is its general one (FORBIDDEN before MFA_REQUIRED).
  const found = (Object.entries(STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  return found ? found[0] : status >= 500 ? 'INTERNAL' : 'INVALID';
}
