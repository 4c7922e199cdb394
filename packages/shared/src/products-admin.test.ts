import { describe, expect, it } from 'vitest';
import { isPictureAddress } from './products-admin.js';

describe('a picture address', () => {
  it.each([
    '/uploads/general/blue-kurta-0123456789abcdef0123.webp',
    '/uploads/demo/classic-cotton-t-shirt-white.webp',
    'https://cdn.example.com/kurta.webp',
    'https://images.example.in/p/kurta.jpg?w=800&q=80',
  ])('takes %s', (url) => expect(isPictureAddress(url)).toBe(true));

  it.each([
    'javascript:alert(6)',
    'JavaScript:alert(6)',
    'data:image/png;base64,AAAA',
    'http://cdn.example.com/kurta.webp',
    '//evil.example/kurta.webp',
    '/api/admin/users',
    '/uploads/../api/admin/users',
    '/uploads/general/',
    'uploads/general/k.webp',
    'https://',
    'https:evil.example/k.webp',
    'https://user:secret@cdn.example.com/k.webp',
    'https://cdn.example.com/k.webp" onerror="alert(1)',
    'https://cdn.example.com/k .webp',
    'ftp://cdn.example.com/k.webp',
  ])('refuses %s', (url) => expect(isPictureAddress(url)).toBe(false));
});
