import { formatINR } from '@kuber/shared';
import { ReturnIcon, ShieldIcon, TruckIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';

/** What delivery costs where the shopper is (their PIN code, or the store’s): null until it is known, or where the shop does not deliver. */
export type ShippingPromise = { charge: number; freeAbove: number | null; pinCode: string } | null;

/**
 * The promises under the buy buttons, each only where it holds: free shipping where delivery
 * to the shopper's PIN code costs nothing (else its charge), returns within the store's window
 * or 'Not returnable', and a warranty only for a product that has one.
 */
export function ProductPerks({
  shipping,
  returnable,
  returnWindowDays,
  warrantyMonths,
}: {
  shipping: ShippingPromise;
  returnable: boolean;
  /** The store's return window (0: no returns); unknown until its settings arrive. */
  returnWindowDays: number | undefined;
  warrantyMonths: number | null;
}) {
  const t = useT();
  const returns = returnable && returnWindowDays !== 0;
  const perks = [
    {
      icon: TruckIcon,
      key: 'shipping',
      title: !shipping
        ? t('perks.delivery')
        : shipping.charge === 0 || shipping.freeAbove !== null
          ? t('perks.freeShipping')
          : t('perks.shippingCharge', { charge: formatINR(shipping.charge) }),
      note: !shipping
        ? t('perks.deliveryNote')
        : shipping.charge === 0
          ? t('perks.freeShippingNote')
          : shipping.freeAbove !== null
            ? t('perks.freeAboveNote', { amount: formatINR(shipping.freeAbove) })
            : t('perks.toPinNote', { pin: shipping.pinCode }),
    },
    {
      icon: ReturnIcon,
      key: 'returns',
      title: returns
        ? returnWindowDays === undefined
          ? t('perks.returns')
          : t('perks.returnDays', { days: returnWindowDays })
        : t('perks.notReturnable'),
      note: returns ? t('perks.returnsNote') : t('perks.notReturnableNote'),
    },
    ...(warrantyMonths
      ? [
          {
            icon: ShieldIcon,
            key: 'warranty',
            title: t('perks.warrantyMonths', { months: warrantyMonths }),
            note: t('perks.warrantyNote'),
          },
        ]
      : []),
  ];
  return (
    <ul className={`grid gap-2 rounded-lg bg-zinc-50 p-3 ${perks.length === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
      {perks.map(({ icon: Icon, key, title, note }) => (
        <li key={key} className="flex flex-col items-center gap-1 text-center" data-testid={`perk-${key}`}>
          <Icon className="text-zinc-800" />
          <span className="text-xs font-semibold text-zinc-900">{title}</span>
          <span className="text-[11px] text-zinc-600">{note}</span>
        </li>
      ))}
    </ul>
  );
}
