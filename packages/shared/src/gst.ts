/*
 * Indian GST on prices that include it (decision 028): a product's HSN code and rate, the tax
 * inside each line of an order, a coupon spread over the lines, and CGST and SGST within the
 * shop's state or IGST across states. Pure arithmetic in integer paise, kept free of zod: the
 * server writes orders and invoices with it, and the web app shows the admin form's defaults.
 */

/** How the shop charges tax: `added` (TAX_RATE_PERCENT on top of the subtotal) or `gst` (included in prices). */
export const TAX_MODES = ['added', 'gst'] as const;
export type TaxMode = (typeof TAX_MODES)[number];

/** The rates GST has (per cent); a product's own rate is one of them. */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/** Apparel and footwear are taxed at the lower rate up to this value a piece, GST excluded. */
export const GST_SLAB_PAISE = 250_000;
export const GST_LOWER_RATE = 5;
export const GST_STANDARD_RATE = 18;

/** The HSN code a product of a category has when the shop gave it none. */
export const DEFAULT_HSN_BY_CATEGORY: Record<string, string> = {
  'mens-fashion': '6211',
  'womens-fashion': '6211',
  'kids-fashion': '6211',
  'sports-active': '6211',
  footwear: '6405',
  accessories: '4202',
};

/** Rates by the start of an HSN code; 'slab' is 5% up to ₹2,500 a piece and 18% above (apparel, footwear, textile accessories). */
const HSN_RATES: [prefix: string, rate: number | 'slab'][] = [
  ['61', 'slab'], // knitted apparel and its accessories (stoles, scarves)
  ['62', 'slab'], // woven apparel, ties, scarves
  ['64', 'slab'], // footwear
  ['6505', 'slab'], // caps and hats
  ['7113', 3], // jewellery of precious metal
  ['7117', 3], // imitation jewellery
  ['4202', 18], // bags, wallets, travel goods
  ['4203', 18], // leather belts and gloves
  ['9004', 18], // sunglasses
  ['9102', 18], // wrist watches
];

/** The slab's rate for a piece sold at this price, GST included: its value without GST decides. */
export function slabRate(unitPricePaise: number): number {
  return unitPricePaise * 100 <= GST_SLAB_PAISE * (100 + GST_LOWER_RATE) ? GST_LOWER_RATE : GST_STANDARD_RATE;
}

/** The rate of a piece of this HSN code at this price (GST included): 18% for a code the table does not know. */
export function rateForHsn(hsnCode: string, unitPricePaise: number): number {
  const found = HSN_RATES.find(([prefix]) => hsnCode.startsWith(prefix));
  const rate = found?.[1] ?? GST_STANDARD_RATE;
  return rate === 'slab' ? slabRate(unitPricePaise) : rate;
}

/** What decides a product's GST: its own HSN code and rate when the shop set them, else its category's. */
export interface GstProduct {
  categorySlug: string;
  unitPricePaise: number;
  hsnCode?: string | null;
  gstRatePercent?: number | null;
}

/** A product's HSN code and GST rate: its own, else the default by its HSN code (or its category's) and its price. */
export function gstOf(p: GstProduct): { hsnCode: string; ratePercent: number } {
  const hsnCode = p.hsnCode || DEFAULT_HSN_BY_CATEGORY[p.categorySlug] || '6211';
  return { hsnCode, ratePercent: p.gstRatePercent ?? rateForHsn(hsnCode, p.unitPricePaise) };
}

/**
 * Shares `amount` out in proportion to `weights`, in whole paise that add up to it exactly: each
 * share rounded down, the paise left over given to the largest remainders (the first on a tie).
 */
export function spreadPaise(amountPaise: number, weights: number[]): number[] {
  const whole = weights.reduce((s, w) => s + w, 0);
  if (whole <= 0) return weights.map((_, i) => (i === 0 ? amountPaise : 0));
  const exact = weights.map((w) => (amountPaise * w) / whole);
  const shares = exact.map(Math.floor);
  let left = amountPaise - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1;
  return shares;
}

/** The tax inside an amount that includes it at `ratePercent`: taxable value and tax add up to the amount. */
export function splitInclusive(amountPaise: number, ratePercent: number): { taxablePaise: number; taxPaise: number } {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  return { taxablePaise, taxPaise: amountPaise - taxablePaise };
}

/** Tax in the shop's own state is half CGST, half SGST (the odd paisa to CGST); across states it is IGST. */
export function splitTax(taxPaise: number, intraState: boolean) {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

export interface GstLine {
  /** What the shopper pays for the line after its share of the coupon, GST included. */
  netPaise: number;
  ratePercent: number;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface GstSplit {
  lines: GstLine[];
  /**
   * The charges' own split (shipping and the cash-on-delivery fee: one composite supply with the
   * goods, taxed at the order's highest line rate), or null when there are none.
   */
  charges: GstLine | null;
  taxablePaise: number;
  taxPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

function lineOf(netPaise: number, ratePercent: number, intraState: boolean): GstLine {
  const { taxablePaise, taxPaise } = splitInclusive(netPaise, ratePercent);
  return { netPaise, ratePercent, taxablePaise, taxPaise, ...splitTax(taxPaise, intraState) };
}

/**
 * The GST inside an order: each line's total (price × quantity, GST included) less its share of
 * the discount (spread in proportion to the lines' totals), split into taxable value and tax at
 * the line's rate; the charges (shipping, the cash-on-delivery fee) at the highest line rate;
 * CGST and SGST within the shop's state, else IGST. Every figure adds up: the lines' and the
 * charges' net amounts to the total, each one's taxable value and tax to its net amount.
 */
export function gstSplit(
  lines: { totalPaise: number; ratePercent: number }[],
  discountPaise: number,
  intraState: boolean,
  /** Shipping and the cash-on-delivery fee, GST included. */
  chargesPaise = 0,
  /** Each line's share of the discount, when it is not spread by price (a discount code for some categories). */
  givenShares?: number[],
): GstSplit {
  const shares =
    givenShares ??
    spreadPaise(
      discountPaise,
      lines.map((l) => l.totalPaise),
    );
  const split = lines.map((l, i) => lineOf(l.totalPaise - shares[i]!, l.ratePercent, intraState));
  const highest = Math.max(0, ...lines.map((l) => l.ratePercent));
  const charges = chargesPaise > 0 ? lineOf(chargesPaise, highest, intraState) : null;
  const all = charges ? [...split, charges] : split;
  const sum = (k: keyof GstLine) => all.reduce((s, l) => s + l[k], 0);
  return {
    lines: split,
    charges,
    taxablePaise: sum('taxablePaise'),
    taxPaise: sum('taxPaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('netPaise'),
  };
}

/** The two-digit GST code of each state and union territory, as a GSTIN begins and an invoice names the place of supply. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** 'Chhattisgarh (22)': a state as an invoice names it. */
export const stateWithCode = (state: string) =>
  GST_STATE_CODES[state] ? `${state} (${GST_STATE_CODES[state]})` : state;

/** 2026-11-27 → '26-27': India's financial year runs from April to March (in India's time). */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** INV/26-27/000123: at most 16 characters, as GST's rules allow an invoice number. */
export function documentNumber(series: 'INV' | 'CN', year: string, n: number): string {
  return `${series}/${year}/${String(n).padStart(6, '0')}`;
}
