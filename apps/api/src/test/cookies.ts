import type { LightMyRequestResponse } from 'fastify';

/** The refresh token an answer set in its cookie (the browser's way of keeping it). */
export function refreshCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'kf_refresh');
  if (!cookie?.value) throw new Error(`no refresh cookie in the answer: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return cookie.value;
}

/** Headers that send a refresh token back as the browser would: in its cookie. */
export const refreshCookie = (token: string) => ({ cookie: `kf_refresh=${token}` });
