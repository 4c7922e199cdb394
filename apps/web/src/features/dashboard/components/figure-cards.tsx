import { formatINR, type Dashboard } from '@kuber/shared';

const count = new Intl.NumberFormat('en-IN');

/** The period's figures, each on its card. */
export function FigureCards({ figures }: { figures: Dashboard }) {
  const cards = [
    {
      label: 'Revenue',
      value: formatINR(figures.revenue),
      note: 'Order totals with tax; cancelled and returned left out',
    },
    {
      label: 'Orders',
      value: count.format(figures.orders),
      note: figures.cancelledOrders
        ? `${count.format(figures.cancelledOrders)} cancelled or returned`
        : 'None cancelled or returned',
    },
    { label: 'Average order value', value: formatINR(figures.averageOrderValue), note: 'Revenue ÷ orders that count' },
    {
      label: 'New shoppers',
      value: count.format(figures.newShoppers),
      note: `${count.format(figures.totals.shoppers)} in all`,
    },
    {
      label: 'Units sold',
      value: count.format(figures.unitsSold),
      note: `${count.format(figures.totals.products)} products on sale`,
    },
  ];
  return (
    <ul aria-label="Figures for the period" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {cards.map((card) => (
        <li
          key={card.label}
          className="flex flex-col rounded-xl border border-zinc-200 bg-white p-4 last:col-span-2 lg:last:col-span-1"
        >
          <span className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{card.label}</span>
          <span
            className="mt-1 text-xl font-bold text-zinc-900 tabular-nums sm:text-2xl"
            aria-label={`${card.label}: ${card.value}`}
          >
            {card.value}
          </span>
          <span className="mt-1 text-xs text-zinc-600">{card.note}</span>
        </li>
      ))}
    </ul>
  );
}
