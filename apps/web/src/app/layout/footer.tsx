import { Link } from 'react-router';
import { useT } from '#web/i18n/i18n-provider';
import {
  FacebookIcon,
  HeadsetIcon,
  InstagramIcon,
  ReturnIcon,
  ShieldIcon,
  TruckIcon,
  XIcon,
  YouTubeIcon,
} from '#web/components/ui/icons';
import { ShopContact } from '#web/features/store/components/shop-contact';
import { FOOTER_COLUMNS } from './site-links';

const HIGHLIGHTS = [
  { icon: TruckIcon, title: 'footer.freeShipping', note: 'footer.freeShippingNote' },
  { icon: ReturnIcon, title: 'footer.returns', note: 'footer.returnsNote' },
  { icon: ShieldIcon, title: 'footer.secure', note: 'footer.secureNote' },
  { icon: HeadsetIcon, title: 'footer.support', note: 'footer.supportNote' },
] as const;

const SOCIAL = [
  { href: 'https://www.facebook.com/kuberfashion', label: 'Facebook', icon: FacebookIcon },
  { href: 'https://www.instagram.com/kuberfashion', label: 'Instagram', icon: InstagramIcon },
  { href: 'https://x.com/kuberfashion', label: 'X (Twitter)', icon: XIcon },
  { href: 'https://www.youtube.com/@kuberfashion', label: 'YouTube', icon: YouTubeIcon },
];

export function Footer() {
  const t = useT();
  return (
    <footer id="footer" className="mt-16 border-t border-zinc-200 bg-zinc-50 text-zinc-700">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-6 border-b border-zinc-200 px-4 py-8 lg:grid-cols-4">
        {HIGHLIGHTS.map(({ icon: Icon, title, note }) => (
          <li key={title} className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-accent shadow-sm">
              <Icon />
            </span>
            <span>
              <span className="block text-sm font-semibold text-zinc-900">{t(title)}</span>
              <span className="block text-xs text-zinc-600">{t(note)}</span>
            </span>
          </li>
        ))}
      </ul>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" className="text-xl font-extrabold tracking-tight text-zinc-900">
            Kuber<span className="text-accent">Fashion</span>
          </Link>
          <p className="mt-3 max-w-xs text-sm leading-6">{t('footer.about')}</p>
          <ShopContact />
          <ul className="mt-4 flex gap-2" aria-label={t('footer.followUs')}>
            {SOCIAL.map(({ href, label, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.opensInNewTab', { label })}
                  className="flex size-10 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-700 hover:border-accent hover:text-accent"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-xs font-bold tracking-wider text-zinc-900 uppercase">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm hover:text-accent hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      {/* Room below the last line for the floating chat button, so it never covers the page's end. */}
      <p className="border-t border-zinc-200 px-4 pt-5 pb-36 text-center text-xs text-zinc-600 lg:pb-24">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
