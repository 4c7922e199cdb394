import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const ORIGIN = 'https://kuberfashion.in';

describe('the return path after logging in', () => {
  it.each([
    '/cart',
    '/products/premium-sneakers',
    '/categories/clothing?sort=price&page=2',
    '/orders/KF10000001#items',
    '/search?q=kurta%20set',
    '/shop',
  ])('accepts the site path %s as it is', (path) => {
    expect(safeReturnPath(path, ORIGIN)).toBe(path);
  });

  it.each([
    ['another site', '//evil.example/pwn'],
    ['a dot segment that becomes another site', '/.//evil.example/pwn'],
    ['a dot-dot segment', '/../evil.example'],
    ['an escaped dot segment', '/%2e%2e//evil.example'],
    ['a backslash', '/\\evil.example'],
    ['a backslash further on', '/cart\\..\\..\\x'],
    ['a tab the parser would drop', '/\t/evil.example'],
    ['a line break', '/cart\n'],
    ['a NUL', '/cart\u0000'],
    ['a full address', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'cart'],
    ['the login page', '/login?redirect=/cart'],
    ['the sign-up page', '/signup'],
    ['nothing', ''],
  ])('refuses %s', (_what, path) => {
    expect(safeReturnPath(path, ORIGIN)).toBeNull();
  });

  it('refuses a missing redirect', () => {
    expect(safeReturnPath(null, ORIGIN)).toBeNull();
    expect(safeReturnPath(undefined, ORIGIN)).toBeNull();
  });
});
