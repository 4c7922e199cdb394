import type { Category } from '@kuber/shared';
import { Link } from 'react-router';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { Skeleton } from '#web/components/ui/skeleton';
import { useT } from '#web/i18n/i18n-provider';

const GRID = 'grid grid-cols-3 gap-3 sm:gap-4 lg:grid-cols-6';

export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul className={GRID}>
      {categories.map((category) => (
        <li key={category.slug}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}

function CategoryCard({ category }: { category: Category }) {
  const t = useT();
  return (
    <Link to={`/categories/${category.slug}`} className="group block rounded-lg">
      <div className="aspect-square overflow-hidden rounded-lg bg-zinc-100 lg:aspect-[3/4]">
        <ResponsiveImage
          src={category.image}
          alt=""
          sizes="(min-width: 1024px) 200px, 33vw"
          width={300}
          height={400}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <p className="mt-2 text-center text-sm leading-tight font-semibold text-zinc-900 group-hover:text-accent">
        {t(`category.${category.slug}`)}
      </p>
      <p className="text-center text-xs text-zinc-600">
        {t('categories.productCount', { count: category.productCount })}
      </p>
    </Link>
  );
}

export function CategoryGridSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Skeleton className="aspect-square w-full rounded-lg lg:aspect-[3/4]" />
          <Skeleton className="mx-auto mt-2 h-4 w-3/4" />
        </li>
      ))}
    </ul>
  );
}
