import { formatINR, type CartLine } from '@kuber/shared';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { useT } from '#web/i18n/i18n-provider';
import { useProductNames } from '#web/lib/use-product-name';

/** The cart's lines in short, for the checkout's order summary. */
export function CartLinesBrief({ lines }: { lines: CartLine[] }) {
  const t = useT();
  const nameOf = useProductNames();
  return (
    <ul className="divide-y divide-zinc-100">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 py-3 first:pt-0">
          <div className="w-12 shrink-0 overflow-hidden rounded bg-zinc-100">
            <ResponsiveImage
              src={line.image}
              alt=""
              sizes="48px"
              width={600}
              height={800}
              className="aspect-[3/4] size-full object-cover"
            />
          </div>
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 font-medium text-zinc-900">{nameOf(line)}</p>
            <p className="text-xs text-zinc-600">
              {[
                line.size && t('cart.size', { size: line.size }),
                line.color,
                t('cart.qty', { quantity: line.quantity }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {line.problem && <p className="text-xs font-semibold text-red-700">{line.problem}</p>}
          </div>
          <p className="shrink-0 text-sm font-semibold text-zinc-900">{formatINR(line.lineTotal)}</p>
        </li>
      ))}
    </ul>
  );
}
