import { CATEGORIES } from '@kuber/shared';
import type { MessageId } from '#web/i18n/i18n-provider';

export interface SiteLink {
  to: string;
  label: MessageId;
  /** The site map's longer name for the page, where it has one. */
  fullLabel?: MessageId;
}

export interface SiteLinkGroup {
  title: MessageId;
  links: SiteLink[];
}

/** The store's pages, each named once; the footer and the site map group them their own way. */
const PAGES = {
  shop: { to: '/shop', label: 'list.allProducts' },
  newArrivals: { to: '/new-arrivals', label: 'list.newArrivals' },
  bestSellers: { to: '/best-sellers', label: 'list.bestSellers' },
  trending: { to: '/trending', label: 'list.trending' },
  topProducts: { to: '/top-products', label: 'list.topProducts' },
  sale: { to: '/sale', label: 'list.sale' },
  contact: { to: '/contact', label: 'footer.contactUs' },
  faqs: { to: '/faqs', label: 'footer.faqs' },
  shipping: { to: '/shipping', label: 'footer.shippingInfo', fullLabel: 'sitemap.shippingInfo' },
  trackOrder: { to: '/track-order', label: 'footer.trackOrder' },
  about: { to: '/about', label: 'footer.aboutUs' },
  careers: { to: '/careers', label: 'footer.careers' },
  blog: { to: '/blog', label: 'footer.blog' },
  press: { to: '/press', label: 'footer.press' },
  privacy: { to: '/privacy', label: 'footer.privacy' },
  terms: { to: '/terms', label: 'footer.terms' },
  cookiePolicy: { to: '/cookie-policy', label: 'footer.cookiePolicy' },
  cookieSettings: { to: '/cookies', label: 'footer.cookieSettings' },
  sitemap: { to: '/sitemap', label: 'footer.sitemap' },
} satisfies Record<string, SiteLink>;

export const FOOTER_COLUMNS: SiteLinkGroup[] = [
  { title: 'footer.shop', links: [PAGES.newArrivals, PAGES.bestSellers, PAGES.sale, PAGES.shop] },
  { title: 'footer.customerService', links: [PAGES.contact, PAGES.faqs, PAGES.shipping, PAGES.trackOrder] },
  { title: 'footer.company', links: [PAGES.about, PAGES.careers, PAGES.blog, PAGES.press] },
  {
    title: 'footer.policies',
    links: [PAGES.privacy, PAGES.terms, PAGES.cookiePolicy, PAGES.cookieSettings, PAGES.sitemap],
  },
];

export const SITEMAP_SECTIONS: SiteLinkGroup[] = [
  {
    title: 'sitemap.categories',
    links: CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: `category.${c.slug}` as MessageId })),
  },
  {
    title: 'footer.shop',
    links: [PAGES.shop, PAGES.newArrivals, PAGES.bestSellers, PAGES.trending, PAGES.topProducts, PAGES.sale],
  },
  { title: 'menu.help', links: [PAGES.contact, PAGES.faqs, PAGES.shipping, PAGES.trackOrder] },
  { title: 'sitemap.about', links: [PAGES.about, PAGES.terms, PAGES.privacy, PAGES.cookiePolicy] },
];
