import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DeviceCookies } from './devices.js';

describe('device cookies', () => {
  const key = randomBytes(32);
  const devices = new DeviceCookies(key);

  it('know the browser for the account they were issued for, on any instance sharing the key, and no other', () => {
    const cookie = devices.issue(undefined, 7);
    const nonce = devices.deviceOf(cookie, 7);
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(new DeviceCookies(key).deviceOf(cookie, 7)).toBe(nonce);
    expect(devices.deviceOf(cookie, 8)).toBeNull();
    expect(new DeviceCookies(randomBytes(32)).deviceOf(cookie, 7)).toBeNull();
    expect(devices.deviceOf(undefined, 7)).toBeNull();
    expect(devices.deviceOf('', 7)).toBeNull();
  });

  it("keep a shared browser's other accounts, newest first, four at most; a new log-in renews the account's nonce", () => {
    let cookie: string | undefined;
    const nonces: Record<number, string | null> = {};
    for (const userId of [1, 2, 3, 4, 5]) {
      cookie = devices.issue(cookie, userId);
      nonces[userId] = devices.deviceOf(cookie, userId);
    }
    expect(cookie!.split('~').map((entry) => entry.split('.')[0])).toEqual(['5', '4', '3', '2']);
    expect(devices.deviceOf(cookie, 1)).toBeNull();
    for (const userId of [2, 3, 4, 5]) expect(devices.deviceOf(cookie, userId)).toBe(nonces[userId]);
    const again = devices.issue(cookie, 3);
    expect(again.split('~').map((entry) => entry.split('.')[0])).toEqual(['3', '5', '4', '2']);
    expect(devices.deviceOf(again, 3)).not.toBe(nonces[3]);
  });

  it('drop entries that do not verify, and ignore a cookie too long to be one of theirs', () => {
    const genuine = devices.issue(undefined, 7);
    const forged = `8.${randomBytes(16).toString('base64url')}.${genuine.split('.')[2]}`;
    expect(
      devices
        .issue(`${forged}~${genuine}`, 9)
        .split('~')
        .map((entry) => entry.split('.')[0]),
    ).toEqual(['9', '7']);
    expect(devices.deviceOf(`${'x'.repeat(1024)}~${genuine}`, 7)).toBeNull();
  });
});
