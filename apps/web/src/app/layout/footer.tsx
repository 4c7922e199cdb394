import { Link } from 'react-router';
import { FacebookIcon, HeadsetIcon, InstagramIcon, ReturnIcon, ShieldIcon, TruckIcon, XIcon, YouTubeIcon } from '../../components/ui/icons';

const HIGHLIGHTS = [
  { icon: TruckIcon, title: 'Free Shipping', note: 'On every order across India' },
  { icon: ReturnIcon, title: '30-Day Returns', note: 'Easy doorstep pick-up' },
  { icon: ShieldIcon, title: 'Secure Shopping', note: 'Cash on Delivery available' },
  { icon: HeadsetIcon, title: '24/7 Support', note: 'Call, email or WhatsApp' },
];

const COLUMNS = [
  {
    title: 'Shop',
    links: [
      { to: '/new-arrivals', label: 'New Arrivals' },
      { to: '/best-sellers', label: 'Best Sellers' },
      { to: '/sale', label: 'Sale' },
      { to: '/shop', label: 'All Products' },
    ],
  },
  {
    title: 'Customer Service',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/faqs', label: 'FAQs' },
      { to: '/shipping', label: 'Shipping Info' },
      { to: '/track-order', label: 'Track Order' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
      { to: '/press', label: 'Press' },
    ],
  },
  {
    title: 'Policies',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/cookies', label: 'Cookie Settings' },
      { to: '/sitemap', label: 'Sitemap' },
    ],
  },
];

const SOCIAL = [
  { href: 'https://www.facebook.com/kuberfashion', label: 'Facebook', icon: FacebookIcon },
  { href: 'https://www.instagram.com/kuberfashion', label: 'Instagram', icon: InstagramIcon },
  { href: 'https://x.com/kuberfashion', label: 'X (Twitter)', icon: XIcon },
  { href: 'https://www.youtube.com/@kuberfashion', label: 'YouTube', icon: YouTubeIcon },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-zinc-200 bg-zinc-50 text-zinc-700">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 border-b border-zinc-200 px-4 py-8 lg:grid-cols-4">
        {HIGHLIGHTS.map(({ icon: Icon, title, note }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-accent shadow-sm">
              <Icon />
            </span>
            <span>
              <span className="block text-sm font-semibold text-zinc-900">{title}</span>
              <span className="block text-xs text-zinc-600">{note}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="text-xl font-extrabold tracking-tight text-zinc-900">
            Kuber<span className="text-accent">Fashion</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-6">Fashion for every Indian wardrobe — clothing, footwear and accessories at prices that make sense.</p>
          <ul className="mt-4 flex gap-2" aria-label="Follow us">
            {SOCIAL.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-700 hover:border-accent hover:text-accent"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs font-bold tracking-wider text-zinc-900 uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm hover:text-accent hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      {/* Room below the last line for the floating chat button, so it never covers the page's end. */}
      <p className="border-t border-zinc-200 px-4 pt-5 pb-36 text-center text-xs text-zinc-600 lg:pb-24">
        © {new Date().getFullYear()} Kuber Fashion, Bilaspur, Chhattisgarh. All rights reserved.
      </p>
    </footer>
  );
}
