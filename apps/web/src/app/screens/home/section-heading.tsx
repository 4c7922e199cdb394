import { Link } from 'react-router';
import { ChevronRightIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

export function SectionHeading({ id, title, viewAll }: { id: string; title: string; viewAll?: string }) {
  const t = useT();
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-lg font-bold text-zinc-900 sm:text-xl">
        {title}
      </h2>
      {viewAll && (
        <Link
          to={viewAll}
          className="flex items-center gap-0.5 text-sm font-semibold text-accent hover:underline"
          aria-label={t('home.viewAllOf', { title })}
        >
          {t('home.viewAll')}
          <ChevronRightIcon width={16} height={16} />
        </Link>
      )}
    </div>
  );
}
