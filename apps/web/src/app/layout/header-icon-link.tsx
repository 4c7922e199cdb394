import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '#web/components/ui/count-badge';
import { useT } from '#web/i18n/i18n-provider';

interface HeaderIconLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  className?: string;
}

/**
 * Icon with its label underneath on a desktop; icon only (label kept for screen readers) on a phone.
 * What is seen, the label and then the badge's count, comes in that order at the start of the link's
 * name ('Cart, 2 items'), so that someone who speaks to the browser can name the link by what it shows.
 */
export function HeaderIconLink({ to, label, icon, count = 0, className = '' }: HeaderIconLinkProps) {
  const t = useT();
  return (
    <Link
      to={to}
      aria-label={count > 0 ? t('header.linkWithCount', { label, count }) : label}
      className={`flex min-w-10 flex-col items-center justify-center gap-0.5 rounded-md px-1 py-1 text-zinc-800 hover:text-accent lg:min-w-11 lg:px-2 ${className}`}
    >
      <span className="order-last hidden text-[11px] font-semibold lg:block">{label}</span>{' '}
      <span className="relative">
        {icon}
        <CountBadge count={count} />
      </span>
    </Link>
  );
}
