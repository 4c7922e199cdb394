/** The shop's pages, the same for every visitor: the server renders them with their data (apps/web/src/entry-server.tsx). */
export const SHOP_PAGE_PATHS = [
  '/',
  '/categories/:slug',
  '/products/:productId',
  '/search',
  '/shop',
  '/sale',
  '/top-products',
  '/trending',
  '/new-arrivals',
  '/best-sellers',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/about',
  '/contact',
  '/faqs',
  '/shipping',
  '/track-order',
  '/sitemap',
] as const;

/**
 * Every address the web app has a screen for, as React Router patterns. The
 * server answers any other page address with 404 (the app still shows its Page
 * not found screen); the web's route table is checked against this list.
 */
export const PAGE_PATHS = [
  ...SHOP_PAGE_PATHS,
  '/interest-products',
  '/cookies',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/admin',
  '/user',
  '/dashboard',
  '/profile',
  '/cart',
  '/wishlist',
  '/checkout',
  '/orders',
  '/orders/:orderId',
  '/referral',
  '/products/:productId/review',
  '/admin/dashboard',
  '/admin/profile',
  '/admin/uploads',
  '/admin/products',
  '/admin/products/import',
  '/admin/products/:productId',
  '/admin/orders',
  '/admin/orders/:orderId',
  '/admin/returns',
  '/admin/returns/:returnId',
  '/admin/reviews',
  '/admin/users',
  '/admin/users/:userId',
  '/admin/referrals',
  '/admin/delivery',
  '/admin/couriers',
  '/admin/discount-codes',
  '/admin/shop-settings',
  '/admin/size-charts',
  '/admin/*',
  '/old-dashboard',
] as const;

/** Whether a page address (no query) has a screen; a trailing slash is ignored. */
export function isPagePath(pathname: string): boolean {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  return PAGE_PATHS.some((pattern) => {
    const want = pattern.split('/').slice(1).filter(Boolean);
    if (want.at(-1) === '*')
      return parts.length >= want.length - 1 && want.slice(0, -1).every((w, i) => w === parts[i]);
    return want.length === parts.length && want.every((w, i) => (w.startsWith(':') ? parts[i] !== '' : w === parts[i]));
  });
}

/** What a list page reads of its query (the web app's useListingFilters): sort, price range, sizes, colours, discount, rating. */
export const LISTING_PARAMS = ['sort', 'min', 'max', 'sizes', 'colors', 'discount', 'rating'] as const;

/**
 * The query parameters a shop page reads, in a fixed order: a list page its filters, the
 * search page its text too; every other page none. The server renders and keeps a page by
 * these alone, so a link's utm_*, fbclid or gclid, or a made-up parameter, makes no new page.
 */
export function pageParams(pathname: string): readonly string[] {
  const page = pathname.replace(/\/+$/, '');
  if (page === '/search') return ['q', ...LISTING_PARAMS];
  if (page === '/shop' || page === '/sale' || /^\/categories\/[^/]+$/.test(page)) return LISTING_PARAMS;
  return [];
}
