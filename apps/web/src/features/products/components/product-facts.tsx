import type { ProductDetail } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

const FACTS = ['fabric', 'fit', 'care', 'countryOfOrigin', 'manufacturer'] as const;

/** Fabric, fit, care, where it was made and who made or imported it: those the owner gave. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const t = useT();
  const given = FACTS.filter((fact) => product[fact]);
  if (!given.length) return null;
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {given.map((fact) => (
        <div key={fact} className={fact === 'manufacturer' ? 'sm:col-span-2' : ''}>
          <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{t(`product.${fact}`)}</dt>
          <dd className="mt-0.5 text-zinc-900">{product[fact]}</dd>
        </div>
      ))}
    </dl>
  );
}
