import { CATEGORIES } from '@kuber/shared';
import { Link } from 'react-router';
import { ContentPage } from './content-page';
import { useT, type MessageId } from '#web/i18n/i18n-provider';

const SECTIONS: { title: MessageId; links: { to: string; label: MessageId }[] }[] = [
  {
    title: 'sitemap.categories',
    links: CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: `category.${c.slug}` as MessageId })),
  },
  {
    title: 'footer.shop',
    links: [
      { to: '/shop', label: 'list.allProducts' },
      { to: '/new-arrivals', label: 'list.newArrivals' },
      { to: '/best-sellers', label: 'list.bestSellers' },
      { to: '/trending', label: 'list.trending' },
      { to: '/top-products', label: 'list.topProducts' },
      { to: '/sale', label: 'list.sale' },
    ],
  },
  {
    title: 'menu.help',
    links: [
      { to: '/contact', label: 'footer.contactUs' },
      { to: '/faqs', label: 'footer.faqs' },
      { to: '/shipping', label: 'sitemap.shippingInfo' },
      { to: '/track-order', label: 'footer.trackOrder' },
    ],
  },
  {
    title: 'sitemap.about',
    links: [
      { to: '/about', label: 'footer.aboutUs' },
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/cookie-policy', label: 'footer.cookiePolicy' },
    ],
  },
];

export default function SitemapScreen() {
  const t = useT();
  return (
    <ContentPage title={t('sitemap.title')} intro={t('sitemap.intro')}>
      <div className="mt-6 grid gap-8 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2 className="mt-0!">{t(section.title)}</h2>
            <ul className="list-none! pl-0!">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
