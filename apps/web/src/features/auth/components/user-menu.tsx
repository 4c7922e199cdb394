import { displayName, type User } from '@kuber/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { UserIcon } from '#web/components/ui/icons';
import { useSignOut } from '../use-sign-out';
import { useT, type MessageId } from '#web/i18n/i18n-provider';

interface UserMenuProps {
  user: Pick<User, 'firstName' | 'email'>;
  /** Coupons earned and spendable: the badge shows once one was earned, with the number to spend. */
  coupons?: { earned: number; spendable: number };
}

const LINKS: { to: string; label: MessageId; text?: MessageId }[] = [
  { to: '/', label: 'footer.shop' },
  { to: '/referral', label: 'userMenu.referral', text: 'account.referralText' },
  { to: '/profile', label: 'userMenu.profile' },
  { to: '/orders', label: 'userMenu.orders' },
  { to: '/wishlist', label: 'header.wishlist' },
  { to: '/profile', label: 'userMenu.settings' },
];

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-zinc-800 hover:bg-zinc-50 hover:text-accent focus:bg-zinc-50 focus:text-accent focus:outline-none';

/**
 * The signed-in shopper's account menu in the header (menu button pattern): arrow keys move
 * through the entries, Escape closes and returns to the button, and a click outside, a
 * followed link or tabbing away closes it too.
 */
export function UserMenu({ user, coupons }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signOut = useSignOut();
  const name = displayName(user);
  const spendable = coupons?.spendable ?? 0;

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onMenuKeyDown(event: KeyboardEvent) {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else {
      // Tab moves on through the page as usual, leaving the menu behind.
      if (event.key === 'Tab') setOpen(false);
      return;
    }
    event.preventDefault();
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={
          spendable > 0 ? t('userMenu.labelWithCoupons', { name, count: spendable }) : t('userMenu.label', { name })
        }
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex min-w-11 flex-col items-center justify-center gap-0.5 rounded-md px-2 py-1 text-zinc-800 hover:text-accent"
      >
        <span className="relative">
          <UserIcon width={22} height={22} />
          {(coupons?.earned ?? 0) > 0 && (
            <span
              className={`absolute -top-1.5 -right-2 min-w-4 rounded-full px-1 text-center text-[10px] leading-4 font-bold text-white ${spendable > 0 ? 'bg-emerald-600' : 'bg-zinc-500'}`}
              aria-hidden="true"
            >
              {spendable}
            </span>
          )}
        </span>
        <span className="hidden max-w-20 truncate text-[11px] font-semibold lg:block">{name}</span>
      </button>

      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('profile.account')}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
          className="absolute top-full right-0 z-50 mt-2 w-64 overflow-hidden rounded-lg border border-zinc-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-zinc-100 px-4 pt-2 pb-3" role="none">
            <p className="text-xs text-zinc-600">{t('userMenu.signedInAs')}</p>
            <p className="truncate text-sm font-semibold text-zinc-900">{name}</p>
            <p className="truncate text-xs text-zinc-600">{user.email}</p>
          </div>
          {LINKS.map((link) => (
            <Link key={link.label} to={link.to} role="menuitem" tabIndex={-1} className={itemClass}>
              <span className="flex-1">
                <span className="block">{t(link.label)}</span>
                {link.text && <span className="block text-xs text-zinc-600">{t(link.text)}</span>}
              </span>
              {link.to === '/referral' && (coupons?.earned ?? 0) > 0 && (
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ${spendable > 0 ? 'bg-emerald-100 text-emerald-800' : 'bg-zinc-100 text-zinc-700'}`}
                >
                  {t('menu.coupons', { count: spendable })}
                </span>
              )}
            </Link>
          ))}
          <div className="my-1 border-t border-zinc-100" role="none" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              setOpen(false);
              signOut();
            }}
            className={itemClass}
          >
            {t('userMenu.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
