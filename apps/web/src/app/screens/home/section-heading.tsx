import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';

export function SectionHeading({ id, title, viewAll }: { id: string; title: string; viewAll?: string }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-lg font-bold text-zinc-900 sm:text-xl">
        {title}
      </h2>
      {viewAll && (
        <Link to={viewAll} className="flex items-center gap-0.5 text-sm font-semibold text-accent hover:underline" aria-label={`View All ${title}`}>
          View All
          <ChevronRightIcon width={16} height={16} />
        </Link>
      )}
    </div>
  );
}
