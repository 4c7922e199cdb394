import type { LightMyRequestResponse } from 'fastify';
import type { Reply } from './client.js';

/** An answer as `inject` gives it, or as the test client does (client.ts). */
type Answer = LightMyRequestResponse | Reply;

function cookieOf(res: Answer, name: string, what: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie?.value) {
    const [status, text] = 'statusCode' in res ? [res.statusCode, res.body] : [res.status, res.text];
    throw new Error(`no ${what} cookie in the answer: ${status} ${text.slice(0, 200)}`);
  }
  return cookie.value;
}

/** The refresh token an answer set in its cookie (the browser's way of keeping it). */
export const refreshCookieOf = (res: Answer): string => cookieOf(res, 'kf_refresh', 'refresh');

/** Headers that send a refresh token back as the browser would: in its cookie. */
export const refreshCookie = (token: string) => ({ cookie: `kf_refresh=${token}` });

/** The device cookie an answer set: the browser is known to the account from then on. */
export const deviceCookieOf = (res: Answer): string => cookieOf(res, 'kf_device', 'device');

/** Headers that send a device cookie back as the browser would. */
export const deviceCookie = (value: string) => ({ cookie: `kf_device=${value}` });
