/** Money is integer paise inside the store; the API and UI speak rupees. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** ₹1,29,999 — Indian digit grouping. */
export function formatINR(rupees: number): string {
  return inr.format(rupees);
}

/** Whole-number percentage saved between an MRP and a price, 0 when there is none. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
