import { describe, expect, it } from 'vitest';
import { isPagePath, pageParams } from './pages.js';

describe('isPagePath', () => {
  it.each([
    '/',
    '/shop',
    '/shop/',
    '/categories/footwear',
    '/products/42',
    '/orders/KF10000001',
    '/admin',
    '/admin/anything/deeper',
    '/cookies',
  ])('%s has a screen', (path) => expect(isPagePath(path)).toBe(true));
  it.each([
    '/careers',
    '/shop/extra',
    '/categories',
    '/categories/a/b',
    '/products/',
    '/orders/1/2',
    '/administrator',
    '/user/1',
  ])('%s has none', (path) => expect(isPagePath(path)).toBe(false));
});

describe('pageParams', () => {
  it.each([
    ['/search', ['q', 'sort', 'min', 'max', 'sizes', 'colors', 'discount', 'rating']],
    ['/shop/', ['sort', 'min', 'max', 'sizes', 'colors', 'discount', 'rating']],
    ['/categories/footwear', ['sort', 'min', 'max', 'sizes', 'colors', 'discount', 'rating']],
    ['/products/42', []],
    ['/', []],
    ['/login', []],
  ])('%s reads %j', (path, params) => expect(pageParams(path)).toEqual(params));
});
