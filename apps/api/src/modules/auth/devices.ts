import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** The device cookie: sent to every API route, as log-in lives under /api/auth and /api/admin/auth. */
export const DEVICE_COOKIE = 'kf_device';
export const DEVICE_COOKIE_PATH = '/api';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;
/** Accounts one browser is known for (a family's shared phone), the latest log-in first. */
const ACCOUNTS_PER_DEVICE = 4;
const ENTRY_SEPARATOR = '~';
const MAX_COOKIE_LENGTH = 1024;

/**
 * OWASP's device cookies: a browser where an account's owner has logged in carries an entry
 * of the account's id and a random nonce, signed (HMAC-SHA-256) with a key derived from the
 * store's secret key, which every instance shares. A log-in try that brings a valid entry for
 * its account is counted against that browser's own budget, which no stranger can spend; a try
 * without one (another browser, an API client that keeps no cookies, a forged or another
 * account's entry) against the account's untrusted budgets.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secretKey: Buffer) {
    // A key of its own: a signature made here is good for nothing else sealed or signed with the secret key.
    this.key = Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'kuber-fashion device cookie', 32));
  }

  /** The browser's nonce for this account when its cookie holds a valid entry for it; null for an untrusted client. */
  deviceOf(cookie: string | undefined, userId: number): string | null {
    const entry = this.validEntries(cookie).find((e) => e.userId === String(userId));
    return entry?.nonce ?? null;
  }

  /** The cookie after a log-in: a new entry for this account first, the browser's other valid entries kept. */
  issue(cookie: string | undefined, userId: number): string {
    const signed = `${userId}.${randomBytes(16).toString('base64url')}`;
    const others = this.validEntries(cookie).filter((e) => e.userId !== String(userId));
    return [`${signed}.${this.sign(signed)}`, ...others.map((e) => e.raw)]
      .slice(0, ACCOUNTS_PER_DEVICE)
      .join(ENTRY_SEPARATOR);
  }

  private validEntries(cookie: string | undefined) {
    if (!cookie || cookie.length > MAX_COOKIE_LENGTH) return [];
    return cookie.split(ENTRY_SEPARATOR).flatMap((raw) => {
      const [userId, nonce, signature, ...rest] = raw.split('.');
      if (!userId || !nonce || !signature || rest.length || !this.verify(`${userId}.${nonce}`, signature)) return [];
      return [{ raw, userId, nonce }];
    });
  }

  private sign(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  private verify(value: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(value));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
