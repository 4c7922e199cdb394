import { CATEGORIES } from '@kuber/shared';
import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { authHref } from '../../features/auth/login-href';

const MORE_LINKS = [
  { to: '/shop', label: 'Shop All' },
  { to: '/trending', label: 'Trending Now' },
  { to: '/top-products', label: 'Top Products' },
  { to: '/new-arrivals', label: 'New Arrivals' },
  { to: '/sale', label: 'Sale' },
];

const HELP_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/track-order', label: 'Track Order' },
];

const linkClass = 'block px-5 py-3 text-sm text-zinc-800 hover:bg-zinc-50 hover:text-accent';

/** Phone menu (logged out, spec: 'Login / Sign Up'); any link followed closes it. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  return (
    <Dialog open={open} onClose={onClose} title="Menu" variant="drawer">
      <nav
        aria-label="Menu"
        className="-mx-5"
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) onClose();
        }}
      >
        <div className="px-5 pb-4">
          <Link to={authHref('/login', location)} className={buttonStyles('primary', 'md', 'w-full')}>
            Login / Sign Up
          </Link>
        </div>
        <MenuSection title="Shop by Category" links={CATEGORIES.map((c) => ({ to: `/categories/${c.slug}`, label: c.name }))} />
        <MenuSection title="Discover" links={MORE_LINKS} />
        <MenuSection title="Help" links={HELP_LINKS} />
      </nav>
    </Dialog>
  );
}

function MenuSection({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <section className="border-t border-zinc-100 py-2">
      <h3 className="px-5 pt-2 pb-1 text-xs font-bold tracking-wide text-zinc-600 uppercase">{title}</h3>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
