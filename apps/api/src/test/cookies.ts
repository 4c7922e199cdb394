import type { LightMyRequestResponse } from 'fastify';

/** The refresh token an answer set in its cookie (the browser's way of keeping it). */
export function refreshCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'kf_refresh');
  if (!cookie?.value) throw new Error(`no refresh cookie in the answer: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return cookie.value;
}

/** Headers that send a refresh token back as the browser would: in its cookie. */
export const refreshCookie = (token: string) => ({ cookie: `kf_refresh=${token}` });

/** The device cookie an answer set: the browser is known to the account from then on. */
export function deviceCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'kf_device');
  if (!cookie?.value) throw new Error(`no device cookie in the answer: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return cookie.value;
}

/** Headers that send a device cookie back as the browser would. */
export const deviceCookie = (value: string) => ({ cookie: `kf_device=${value}` });
