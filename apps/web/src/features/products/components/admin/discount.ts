import { discountPercent, formatINR, toPaise, toRupees } from '@kuber/shared';

/**
 * What the form says under the prices as they are typed: the discount shoppers will see
 * (whole percent, as the store rounds it) and what they save, worked out in paise, or nothing while either price is missing or the
 * product sells at its MRP. A MRP below the price is the schema's to refuse, not a discount.
 */
export function discountNote(
  price: number | null | undefined,
  originalPrice: number | null | undefined,
): string | undefined {
  if (!isAmount(price) || !isAmount(originalPrice) || originalPrice <= price) return undefined;
  const percent = discountPercent(price, originalPrice);
  return `${percent}% off: shoppers save ${formatINR(toRupees(toPaise(originalPrice) - toPaise(price)))}`;
}

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
