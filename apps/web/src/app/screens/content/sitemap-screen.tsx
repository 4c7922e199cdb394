import { CATEGORIES } from '@kuber/shared';
import { Link } from 'react-router';
import { ContentPage } from './content-page';

const SECTIONS = [
  { title: 'Categories', links: CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: c.name })) },
  {
    title: 'Shop',
    links: [
      { to: '/shop', label: 'All Products' },
      { to: '/new-arrivals', label: 'New Arrivals' },
      { to: '/best-sellers', label: 'Best Sellers' },
      { to: '/trending', label: 'Trending Now' },
      { to: '/top-products', label: 'Top Products' },
      { to: '/sale', label: 'Sale' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/shipping', label: 'Shipping Information' },
      { to: '/track-order', label: 'Track Order' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/terms', label: 'Terms and Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
    ],
  },
];

export default function SitemapScreen() {
  return (
    <ContentPage title="Sitemap" intro="Every part of the store in one place.">
      <div className="mt-6 grid gap-8 sm:grid-cols-2">
        {SECTIONS.map((section) => (
          <section key={section.title}>
            <h2 className="mt-0!">{section.title}</h2>
            <ul className="list-none! pl-0!">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
