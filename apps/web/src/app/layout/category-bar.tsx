import { CATEGORIES } from '@kuber/shared';
import { NavLink } from 'react-router';
import { useT } from '#web/i18n/i18n-provider';

/** Short category labels; scrolls sideways on a phone rather than wrapping. */
export function CategoryBar() {
  const t = useT();
  return (
    <nav aria-label={t('categories.label')} className="border-b border-zinc-200 bg-white">
      <ul className="mx-auto no-scrollbar flex max-w-7xl gap-1 overflow-x-auto px-2 lg:justify-center lg:gap-4">
        {CATEGORIES.map((category) => (
          <li key={category.slug} className="shrink-0">
            <NavLink
              to={`/categories/${category.slug}`}
              className={({ isActive }) =>
                `block border-b-2 px-3 py-2.5 text-sm font-semibold tracking-wide uppercase transition-colors ${
                  isActive
                    ? 'border-accent text-accent'
                    : 'border-transparent text-zinc-800 hover:border-zinc-300 hover:text-zinc-950'
                }`
              }
            >
              {t(`categoryShort.${category.slug}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
